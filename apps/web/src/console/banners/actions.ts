"use server";

import { redirect } from "next/navigation";
import { consoleSend, formBody } from "@/console/lib/api";
import { clinicHref, consoleHref } from "@/console/lib/paths";
import { type SettingsFormState, toFormState, valuesOf } from "@/console/settings/lib/form-data";
import { bannerBodyFrom } from "./lib/banner-form-data";

const listHref = (partnerId: number, notice: string) =>
  consoleHref(`${clinicHref(partnerId, "banners")}?notice=${notice}`);

/** Create (bannerId null) or replace a banner; back to the list with a notice when saved. */
export async function saveBannerAction(
  partnerId: number,
  bannerId: number | null,
  _previous: SettingsFormState,
  form: FormData,
): Promise<SettingsFormState> {
  const body = bannerBodyFrom(form);
  const result =
    bannerId === null
      ? await consoleSend("createBanner", { params: { partnerId }, body: formBody(body) })
      : await consoleSend("updateBanner", { params: { partnerId, id: bannerId }, body: formBody(body) });
  if (!result.ok) return toFormState(result, "", valuesOf(form));
  redirect(listHref(partnerId, bannerId === null ? "created" : "updated"));
}

export async function deleteBannerAction(
  partnerId: number,
  bannerId: number,
  _previous: SettingsFormState,
  _form: FormData,
): Promise<SettingsFormState> {
  const result = await consoleSend("deleteBanner", { params: { partnerId, id: bannerId } });
  if (!result.ok) return { ok: false, message: result.message };
  redirect(listHref(partnerId, "deleted"));
}
