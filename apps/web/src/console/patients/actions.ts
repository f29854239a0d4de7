"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import type { FormState } from "@/console/components/form-message";
import { consoleSend } from "@/console/lib/api";
import { clinicHref } from "@/console/lib/paths";

/**
 * Saves the record's name, memo and consents in one go: the form sends them all and the API changes (and audits)
 * only the fields that differ. An unchecked box is absent from the form, hence `=== "on"`.
 */
export async function savePatientAction(
  partnerId: number,
  patientId: number,
  _previous: FormState,
  form: FormData,
): Promise<FormState> {
  const result = await consoleSend("updatePatient", {
    params: { partnerId, id: patientId },
    body: {
      name: String(form.get("name") ?? ""),
      memo: String(form.get("memo") ?? ""),
      marketingConsent: form.get("marketingConsent") === "on",
      privacyConsent: form.get("privacyConsent") === "on",
    },
  });
  if (!result.ok) return { ok: false, message: result.message, fields: result.fields };
  revalidatePath("/console/clinics/[partnerId]/patients", "layout");
  return { ok: true, message: "저장했습니다." };
}

/** The privacy deletion (managers and owners); back to the list once done, with what happened in the query. */
export async function erasePatientAction(partnerId: number, patientId: number): Promise<FormState> {
  const result = await consoleSend("erasePatient", { params: { partnerId, id: patientId } });
  if (!result.ok) return { ok: false, message: result.message };
  revalidatePath("/console/clinics/[partnerId]/patients", "layout");
  redirect(`${clinicHref(partnerId, "patients")}?erased=${result.data.futureCancelled}`);
}
