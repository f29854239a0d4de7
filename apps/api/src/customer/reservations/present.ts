import { oneOf } from "@api/lib/enums";
import type { Tx } from "@clinic/db";
import { type Reservation, reservationStatuses, reservationTypes } from "@clinic/shared";
import {
  findCancelCutoffMinutes,
  findEmployeeNames,
  findItems,
  type ItemRow,
  type ReservationRow,
} from "./repository";

/** The customer may cancel until `cutoffMinutes` before the reservation, and only once. */
export function isCancellable(row: ReservationRow, cutoffMinutes: number, now: Date): boolean {
  if (row.status === "CANCELLED") return false;
  return now.getTime() < row.reservedAt.getTime() - cutoffMinutes * 60_000;
}

function toReservation(
  row: ReservationRow,
  items: ItemRow[],
  employeeName: string | undefined,
  cancellable: boolean,
  cancelCutoffMinutes: number,
): Reservation {
  const lines = items.map((item) => ({
    productId: item.productId,
    productName: item.productName,
    productOptionId: item.productOptionId,
    optionName: item.optionName,
    price: item.price,
    // The booking keeps the price paid, not the list price it was discounted from.
    originalPrice: null,
    durationMinutes: item.durationMinutes,
  }));
  return {
    id: row.id,
    type: oneOf(reservationTypes, row.type, "VISIT"),
    status: oneOf(reservationStatuses, row.status, "REQUESTED"),
    reservedAt: row.reservedAt.toISOString(),
    durationMinutes: row.durationMinutes,
    employee:
      row.employeeId === null || employeeName === undefined
        ? null
        : { id: row.employeeId, name: employeeName },
    name: row.name,
    phone: row.phone,
    memo: row.memo,
    items: lines,
    totalPrice: row.totalPrice,
    cancellable,
    cancelCutoffMinutes,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Reservations as the API answers them: items, doctor and whether the customer may still cancel. */
export async function presentAll(
  tx: Tx,
  partnerId: number,
  rows: ReservationRow[],
  now = new Date(),
): Promise<Reservation[]> {
  if (rows.length === 0) return [];
  const cutoff = await findCancelCutoffMinutes(tx, partnerId);
  const items = await findItems(
    tx,
    partnerId,
    rows.map((row) => row.id),
  );
  const employeeIds = rows.flatMap((row) => (row.employeeId === null ? [] : [row.employeeId]));
  const names = await findEmployeeNames(tx, partnerId, [...new Set(employeeIds)]);
  return rows.map((row) =>
    toReservation(
      row,
      items.filter((item) => item.reservationId === row.id),
      row.employeeId === null ? undefined : names.get(row.employeeId),
      isCancellable(row, cutoff, now),
      cutoff,
    ),
  );
}

export async function presentOne(tx: Tx, partnerId: number, row: ReservationRow): Promise<Reservation> {
  const [presented] = await presentAll(tx, partnerId, [row]);
  if (!presented) throw new Error("reservation not presented");
  return presented;
}
