"use server";

import {
  consoleHomepageBodySchema,
  consoleMarketingBodySchema,
  consolePartnerSettingsBodySchema,
  weekdays,
} from "@clinic/shared";
import { consoleSend, formBody } from "@/console/lib/api";
import {
  checked,
  lines,
  numberOrNull,
  numberOrText,
  type SettingsFormState,
  text,
  timeOrNull,
  toFormState,
  valuesOf,
} from "./lib/form-data";

// Each action is bound to the clinic id by its page; the API checks the account may change that clinic.

const SAVED = "저장했습니다. 홈페이지에 곧 반영됩니다.";

// The forms' fields are the API bodies' own: numbers and line lists are read as such, every other field as text.
const PARTNER_NUMBERS = ["lat", "lng"];
const PARTNER_LINES = ["wayToPartnerByBus", "wayToPartnerBySubway"];
const PARTNER_TEXTS = Object.keys(consolePartnerSettingsBodySchema.shape).filter(
  (name) => !PARTNER_NUMBERS.includes(name) && !PARTNER_LINES.includes(name),
);

export async function savePartnerAction(
  partnerId: number,
  _previous: SettingsFormState,
  form: FormData,
): Promise<SettingsFormState> {
  const body = {
    ...Object.fromEntries(PARTNER_TEXTS.map((name) => [name, text(form, name)])),
    ...Object.fromEntries(PARTNER_NUMBERS.map((name) => [name, numberOrNull(form, name)])),
    ...Object.fromEntries(PARTNER_LINES.map((name) => [name, lines(form, name)])),
  };
  return toFormState(
    await consoleSend("putPartnerSettings", { params: { partnerId }, body: formBody(body) }),
    SAVED,
    valuesOf(form),
  );
}

export async function saveHoursAction(
  partnerId: number,
  _previous: SettingsFormState,
  form: FormData,
): Promise<SettingsFormState> {
  const operationTimes = Object.fromEntries(
    weekdays.map((day) => {
      const at = (field: string) => `operationTimes.${day}.${field}`;
      // A closed day sends no times at all, whatever is still typed in its inputs.
      const closed = checked(form, at("closed"));
      const time = (field: string) => (closed ? null : timeOrNull(form, at(field)));
      return [
        day,
        {
          opening: time("opening"),
          closing: time("closing"),
          lunchStart: time("lunchStart"),
          lunchEnd: time("lunchEnd"),
        },
      ];
    }),
  );
  const body = {
    operationTimeType: text(form, "operationTimeType"),
    lunchStart: timeOrNull(form, "lunchStart"),
    lunchEnd: timeOrNull(form, "lunchEnd"),
    operationTimes,
  };
  return toFormState(
    await consoleSend("putHours", { params: { partnerId }, body: formBody(body) }),
    SAVED,
    valuesOf(form),
  );
}

const MARKETING_TEXTS = Object.keys(consoleMarketingBodySchema.shape);

export async function saveMarketingAction(
  partnerId: number,
  _previous: SettingsFormState,
  form: FormData,
): Promise<SettingsFormState> {
  const body = Object.fromEntries(MARKETING_TEXTS.map((name) => [name, text(form, name)]));
  return toFormState(
    await consoleSend("putMarketing", { params: { partnerId }, body: formBody(body) }),
    SAVED,
    valuesOf(form),
  );
}

// The homepage body's switches and numbers, by their schema; popupType and reservationMode are choices (text).
const homepageFields = Object.entries(consoleHomepageBodySchema.shape);
const HOMEPAGE_FLAGS = homepageFields
  .filter(([, field]) => field.def.type === "boolean")
  .map(([name]) => name);
const HOMEPAGE_NUMBERS = homepageFields
  .filter(([, field]) => field.def.type === "number")
  .map(([name]) => name);

export async function saveHomepageAction(
  partnerId: number,
  _previous: SettingsFormState,
  form: FormData,
): Promise<SettingsFormState> {
  const body = {
    ...Object.fromEntries(HOMEPAGE_FLAGS.map((name) => [name, checked(form, name)])),
    ...Object.fromEntries(HOMEPAGE_NUMBERS.map((name) => [name, numberOrText(form, name)])),
    popupType: text(form, "popupType"),
    reservationMode: text(form, "reservationMode"),
  };
  return toFormState(
    await consoleSend("putHomepage", { params: { partnerId }, body: formBody(body) }),
    SAVED,
    valuesOf(form),
  );
}
