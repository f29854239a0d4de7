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

/** What a booking is for, as the widget's availability calls take it: its kind and treatments (their length). */
export interface BookingKind {
  type: "VISIT" | "TREATMENT";
  productOptionIds: number[];
}
const forQuery = (kind: BookingKind) => ({
  type: kind.type,
  ...(kind.productOptionIds.length > 0 ? { productOptionIds: kind.productOptionIds.join(",") } : {}),
});

export type Loaded<T> = { ok: true; data: T } | { ok: false; status: number; message: string };
const statusAndMessage = (error: Parameters<typeof clientErrorOf>[0]) => {
  const { status, message } = clientErrorOf(error);
  return { status, message };
};
const loaded = <T>(
  result: { ok: true; data: T } | { ok: false; error: Parameters<typeof clientErrorOf>[0] },
) =>
  result.ok
    ? ({ ok: true, data: result.data } as const)
    : ({ ok: false, ...statusAndMessage(result.error) } as const);

/** The dates the widget would offer for this kind of booking (GET /partner-schedules/available-dates). */
export async function loadFreeDates(kind: BookingKind): Promise<Loaded<{ dates: string[] }>> {
  return loaded(await call("availableDates", { query: forQuery(kind) }, { sessionRule: false }));
}

/** One date's times as the widget shows them (GET /partner-schedules/time). */
export async function loadFreeTimes(
  kind: BookingKind,
  date: string,
): Promise<Loaded<{ slots: { time: string; startsAt: string; available: boolean }[] }>> {
  return loaded(await call("availableTimes", { query: { ...forQuery(kind), date } }, { sessionRule: false }));
}

/**
 * PUT /customer/reservations/{id}/time (issue 27): the customer's own booking to another time; a 409 (past the
 * cut-off, the time taken meanwhile) comes back as the API's Korean text.
 */
export async function moveReservation(reservationId: number, reservedAt: string): Promise<CancelResult> {
  const result = await call(
    "rescheduleReservation",
    { params: { id: reservationId }, body: { reservedAt } },
    { sessionRule: true },
  );
  if (result.ok) return { ok: true };
  const { status, message } = clientErrorOf(result.error);
  return { ok: false, status, message };
}
