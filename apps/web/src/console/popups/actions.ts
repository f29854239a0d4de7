"use server";

import { redirect } from "next/navigation";
import { consoleSend, formBody } from "@/console/lib/api";
import { clinicHref, consoleHref } from "@/console/lib/paths";
import { type SettingsFormState, toFormState, valuesOf } from "@/console/settings/lib/form-data";
import { popupBodyFrom } from "./lib/popup-form-data";

const listHref = (partnerId: number, notice: string) =>
  consoleHref(`${clinicHref(partnerId, "popups")}?notice=${notice}`);

/** Create (popupId null) or replace a popup; back to the list with a notice when saved. */
export async function savePopupAction(
  partnerId: number,
  popupId: number | null,
  _previous: SettingsFormState,
  form: FormData,
): Promise<SettingsFormState> {
  const body = popupBodyFrom(form);
  const result =
    popupId === null
      ? await consoleSend("createPopup", { params: { partnerId }, body: formBody(body) })
      : await consoleSend("updatePopup", { params: { partnerId, id: popupId }, body: formBody(body) });
  if (!result.ok) return toFormState(result, "", valuesOf(form));
  redirect(listHref(partnerId, popupId === null ? "created" : "updated"));
}

export async function deletePopupAction(
  partnerId: number,
  popupId: number,
  _previous: SettingsFormState,
  _form: FormData,
): Promise<SettingsFormState> {
  const result = await consoleSend("deletePopup", { params: { partnerId, id: popupId } });
  if (!result.ok) return { ok: false, message: result.message };
  redirect(listHref(partnerId, "deleted"));
}
