"use server";

import { revalidatePath } from "next/cache";
import { consoleSend } from "@/console/lib/api";

export interface MoveResult {
  ok: boolean;
  message: string;
}

/**
 * Moves a booking to another time and/or doctor from the day grid, through the desk's reschedule (which checks the
 * schedule and capacity and tells the patient). A refusal answers the API's Korean message and changes nothing.
 */
export async function moveBooking(
  partnerId: number,
  id: number,
  reservedAt: string,
  employeeId: number | null,
): Promise<MoveResult> {
  if (!Number.isInteger(partnerId) || !Number.isInteger(id))
    return { ok: false, message: "잘못된 요청입니다." };
  const result = await consoleSend("rescheduleReservation", {
    params: { partnerId, id },
    body: { reservedAt, employeeId },
  });
  if (!result.ok) return { ok: false, message: result.message };
  revalidatePath("/console/clinics/[partnerId]/reservations", "layout");
  return { ok: true, message: "예약을 옮겼습니다." };
}
