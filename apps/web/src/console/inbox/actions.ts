"use server";

import { revalidatePath } from "next/cache";
import type { FormState } from "@/console/components/form-message";
import { consoleSend } from "@/console/lib/api";

/** Marks an inquiry handled or waiting again; the detail page shows the new state after the refresh. */
export async function setInquiryHandledAction(
  partnerId: number,
  inquiryId: number,
  handled: boolean,
  _previous: FormState,
  _form: FormData,
): Promise<FormState> {
  const result = await consoleSend("setInquiryHandled", {
    params: { partnerId, id: inquiryId },
    body: { handled },
  });
  if (!result.ok) return { ok: false, message: result.message };
  revalidatePath("/console/clinics/[partnerId]/inbox", "layout");
  return { ok: true, message: handled ? "처리 완료로 표시했습니다." : "미처리로 되돌렸습니다." };
}
