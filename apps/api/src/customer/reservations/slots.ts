import { and, eq, gte, lt, schema, sql, type Tx } from "@clinic/db";
import type { ReservationRow } from "./repository";

const { reservationSlots } = schema;

/**
 * Takes one place of a slot. The row is created on first use; the conditional UPDATE then locks it, so
 * concurrent bookings queue on the row and, once the last place is gone, get no row back. `capacity` null
 * (requests-only mode) counts without a cap.
 */
export async function takePlace(
  tx: Tx,
  partnerId: number,
  startsAt: Date,
  capacity: number | null,
): Promise<boolean> {
  await tx.insert(reservationSlots).values({ partnerId, startsAt, booked: 0 }).onConflictDoNothing();
  const underCap = capacity === null ? undefined : lt(reservationSlots.booked, capacity);
  const rows = await tx
    .update(reservationSlots)
    .set({ booked: sql`${reservationSlots.booked} + 1` })
    .where(and(eq(reservationSlots.partnerId, partnerId), eq(reservationSlots.startsAt, startsAt), underCap))
    .returning({ booked: reservationSlots.booked });
  return rows.length > 0;
}

/**
 * Gives back the places a reservation took: every slot row starting inside [reservedAt, reservedAt + duration),
 * which are exactly the starts booking counted (they lie on the grid inside the window), even if the clinic has
 * changed its slot length since.
 */
export async function releasePlaces(tx: Tx, partnerId: number, row: ReservationRow): Promise<void> {
  const end = new Date(row.reservedAt.getTime() + row.durationMinutes * 60_000);
  await tx
    .update(reservationSlots)
    .set({ booked: sql`${reservationSlots.booked} - 1` })
    .where(
      and(
        eq(reservationSlots.partnerId, partnerId),
        gte(reservationSlots.startsAt, row.reservedAt),
        lt(reservationSlots.startsAt, end),
        sql`${reservationSlots.booked} > 0`,
      ),
    );
}
