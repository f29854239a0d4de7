"use server";

import { type DeskAction, deskActions } from "@clinic/shared";
import { revalidatePath } from "next/cache";
import type { FormState } from "@/console/components/form-message";
import { consoleSend } from "@/console/lib/api";

/** The contract's route of each desk button. */
const ROUTE = {
  confirm: "confirmReservation",
  visited: "markVisited",
  "no-show": "markNoShow",
} as const satisfies Record<Exclude<DeskAction, "cancel">, string>;

const DONE: Record<DeskAction, string> = {
  confirm: "예약을 확정했습니다.",
  cancel: "예약을 취소했습니다.",
  visited: "내원 완료로 처리했습니다.",
  "no-show": "노쇼로 처리했습니다.",
};

/** One desk button: confirm, cancel (with the reason typed in its form), visited or no-show. */
export async function deskAction(_previous: FormState, form: FormData): Promise<FormState> {
  const partnerId = Number(form.get("partnerId"));
  const id = Number(form.get("id"));
  const action = String(form.get("action")) as DeskAction;
  if (!Number.isInteger(partnerId) || !Number.isInteger(id) || !deskActions.includes(action)) {
    return { ok: false, message: "잘못된 요청입니다." };
  }
  const params = { partnerId, id };
  const result =
    action === "cancel"
      ? await consoleSend("cancelReservation", { params, body: { reason: String(form.get("reason") ?? "") } })
      : await consoleSend(ROUTE[action], { params });
  if (!result.ok) return { ok: false, message: result.message, fields: result.fields };
  // The desk and the pending queue below it.
  revalidatePath("/console/clinics/[partnerId]/reservations", "layout");
  return { ok: true, message: DONE[action] };
}
