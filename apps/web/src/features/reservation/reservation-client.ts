"use client";

import { call } from "@/features/api/browser-call";
import { clientErrorOf } from "@/features/api/errors";

export type CancelResult = { ok: true } | { ok: false; status: number; message: string };

/** PUT /customer/reservations/{id}/cancel; failures come back as the API's Korean message (spec 8), not thrown. */
export async function cancelReservation(reservationId: number): Promise<CancelResult> {
  const result = await call("cancelReservation", { params: { id: reservationId } }, { sessionRule: true });
  if (result.ok) return { ok: true };
  const { status, message } = clientErrorOf(result.error);
  return { ok: false, status, message };
}
