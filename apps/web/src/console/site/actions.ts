"use server";

import { type Language, shellTextKeys, themeColorKeys } from "@clinic/shared";
import { consoleSend, formBody } from "@/console/lib/api";
import { type SettingsFormState, text, toFormState, valuesOf } from "@/console/settings/lib/form-data";
import {
  checkedOf,
  type ListRow,
  listFormState,
  listRowsFrom,
  numberOf,
  pairsOf,
  SAVED,
  textOf,
} from "./lib/list-form-data";

// Each action is bound to the clinic id by its page; the API checks the account may change that clinic and
// validates every value again.

/** Empty choice → null (the storefront's default). */
const choiceOf = (row: ListRow, field: string) => textOf(row, field) || null;

async function saveList(
  partnerId: number,
  route: "putNavigation" | "putBranches" | "putRightButtons" | "putFloatingItems",
  form: FormData,
  contentFields: readonly string[],
  toEntry: (row: ListRow) => object,
): Promise<SettingsFormState> {
  const rows = listRowsFrom(form, contentFields);
  const result = await consoleSend(route, {
    params: { partnerId },
    body: formBody({ rows: rows.map(toEntry) }),
  });
  return listFormState(result, rows, form);
}

export async function saveNavigationAction(partnerId: number, _previous: SettingsFormState, form: FormData) {
  return saveList(partnerId, "putNavigation", form, ["title", "url", "subList"], (row) => ({
    title: textOf(row, "title"),
    url: textOf(row, "url"),
    badgeCount: numberOf(row, "badgeCount"),
    subList: pairsOf(textOf(row, "subList")),
  }));
}

export async function saveBranchesAction(partnerId: number, _previous: SettingsFormState, form: FormData) {
  return saveList(partnerId, "putBranches", form, ["title", "url"], (row) => ({
    title: textOf(row, "title"),
    url: textOf(row, "url"),
    hrefTarget: textOf(row, "hrefTarget"),
  }));
}

export async function saveRightButtonsAction(
  partnerId: number,
  _previous: SettingsFormState,
  form: FormData,
) {
  return saveList(
    partnerId,
    "putRightButtons",
    form,
    ["buttonText", "buttonUrl", "buttonImageUrl"],
    (row) => ({
      buttonText: textOf(row, "buttonText"),
      buttonType: choiceOf(row, "buttonType"),
      buttonUrl: textOf(row, "buttonUrl"),
      buttonImageUrl: textOf(row, "buttonImageUrl"),
      hideButton: checkedOf(row, "hideButton"),
      useWidget: choiceOf(row, "useWidget"),
    }),
  );
}

export async function saveFloatingItemsAction(
  partnerId: number,
  _previous: SettingsFormState,
  form: FormData,
) {
  return saveList(
    partnerId,
    "putFloatingItems",
    form,
    ["title", "url", "pcImageUrl", "mobileImageUrl"],
    (row) => ({
      title: textOf(row, "title"),
      url: textOf(row, "url"),
      buttonReservationConsulting: checkedOf(row, "buttonReservationConsulting"),
      pcImageUrl: textOf(row, "pcImageUrl"),
      mobileImageUrl: textOf(row, "mobileImageUrl"),
    }),
  );
}

/** One language's keywords (issue 29); the others stay as they are. */
export async function saveKeywordsAction(
  partnerId: number,
  language: Language,
  _previous: SettingsFormState,
  form: FormData,
) {
  const rows = listRowsFrom(form, ["keyword"]);
  const keywords = rows.map((row) => textOf(row, "keyword"));
  const result = await consoleSend("putKeywords", { params: { partnerId }, body: { keywords, language } });
  return listFormState(result, rows, form, "keywords", "keyword");
}

const LOGOS = [
  "logoPcTransparent",
  "logoPcWhite",
  "logoMobileTransparent",
  "logoMobileWhite",
  "logoFooter",
] as const;

export async function saveThemeAction(
  partnerId: number,
  _previous: SettingsFormState,
  form: FormData,
): Promise<SettingsFormState> {
  // An empty colour field means "the design's colour": it is left out of the overrides.
  const colors = Object.fromEntries(
    themeColorKeys.map((key) => [key, text(form, `colors.${key}`)]).filter(([, value]) => value !== ""),
  );
  const body = { colors, ...Object.fromEntries(LOGOS.map((name) => [name, text(form, name)])) };
  return toFormState(
    await consoleSend("putTheme", { params: { partnerId }, body: formBody(body) }),
    SAVED,
    valuesOf(form),
  );
}

/** Header and footer texts (issue 25): every field as typed; "" clears it back to the built-in wording. */
export async function saveShellTextsAction(
  partnerId: number,
  _previous: SettingsFormState,
  form: FormData,
): Promise<SettingsFormState> {
  const body = Object.fromEntries(shellTextKeys.map((key) => [key, text(form, key)]));
  return toFormState(
    await consoleSend("putShellTexts", { params: { partnerId }, body: formBody(body) }),
    SAVED,
    valuesOf(form),
  );
}

export async function saveFooterLinksAction(partnerId: number, _previous: SettingsFormState, form: FormData) {
  const rows = listRowsFrom(form, ["title", "url"]);
  const result = await consoleSend("putFooterLinks", {
    params: { partnerId },
    body: formBody({ rows: rows.map((row) => ({ title: textOf(row, "title"), url: textOf(row, "url") })) }),
  });
  return listFormState(result, rows, form);
}

/** The site's languages (issue 29): the boxes ticked; Korean is always on whatever the form says. */
export async function saveLanguagesAction(
  partnerId: number,
  _previous: SettingsFormState,
  form: FormData,
): Promise<SettingsFormState> {
  const languages = form.getAll("languages").filter((value): value is string => typeof value === "string");
  return toFormState(
    await consoleSend("putSiteLanguages", { params: { partnerId }, body: formBody({ languages }) }),
    SAVED,
    valuesOf(form),
  );
}
