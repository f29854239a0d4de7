import { findGuestByPhone, liveAccounts } from "@api/customer/customers-core/repository";
import type { ItemInsert, ReservationRow } from "@api/customer/reservations/repository";
import { updateClinicRow } from "@api/lib/clinic-rows";
import { and, asc, desc, eq, gte, lt, schema, sql, type Tx } from "@clinic/db";

const { customers, patients, productOptions, products, reservationItems, reservationSlots, reservations } =
  schema;

/** The live REGISTERED member of this clinic with that phone (the newest if several), whose my-page shows the booking. */
export async function findMemberByPhone(tx: Tx, partnerId: number, phone: string) {
  const [row] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(liveAccounts(partnerId, "REGISTERED", eq(customers.phone, phone)))
    .orderBy(desc(customers.id))
    .limit(1);
  return row ?? null;
}

/**
 * The live GUEST customer of that phone, created when there is none. ON CONFLICT on customers_guest_phone_idx:
 * a guest signing in with the same phone at the same moment is the same person, and either insert wins.
 */
export async function guestForPhone(tx: Tx, partnerId: number, phone: string, name: string) {
  await tx
    .insert(customers)
    .values({ partnerId, type: "GUEST", name, phone })
    .onConflictDoNothing({
      target: [customers.partnerId, customers.phone],
      where: sql`${customers.type} = 'GUEST' AND ${customers.withdrawnAt} IS NULL`,
    });
  const row = await findGuestByPhone(tx, partnerId, phone);
  if (!row) throw new Error("guest customer was not found after insert");
  return { id: row.id };
}

/** Records the patient's agreement to the collection of personal data (the first agreement's time is kept). */
export async function recordPrivacyConsent(tx: Tx, partnerId: number, patientId: number): Promise<void> {
  await tx
    .update(patients)
    .set({ privacyConsentAt: sql`coalesce(${patients.privacyConsentAt}, now())`, updatedAt: sql`now()` })
    .where(and(eq(patients.partnerId, partnerId), eq(patients.id, patientId)));
}

type BookingPatch = Partial<
  Pick<
    ReservationRow,
    | "reservedAt"
    | "employeeId"
    | "type"
    | "durationMinutes"
    | "memo"
    | "totalPrice"
    | "status"
    | "capacityOverrideReason"
    | "checkedInAt"
    | "outcomeAt"
  >
>;

/** Writes the desk's changes to one reservation (the caller has locked and checked it). */
export async function patchReservation(
  tx: Tx,
  partnerId: number,
  id: number,
  patch: BookingPatch,
): Promise<ReservationRow> {
  return updateClinicRow(tx, reservations, partnerId, id, patch, "reservation");
}

/** Replaces a reservation's treatment lines. */
export async function replaceItems(
  tx: Tx,
  partnerId: number,
  reservationId: number,
  items: ItemInsert[],
): Promise<void> {
  await tx
    .delete(reservationItems)
    .where(and(eq(reservationItems.partnerId, partnerId), eq(reservationItems.reservationId, reservationId)));
  if (items.length === 0) return;
  await tx.insert(reservationItems).values(items.map((item) => ({ ...item, partnerId, reservationId })));
}

/**
 * A manager's booking beyond the capacity or off the offered times: one uncapped place in every slot row starting
 * inside [start, end), the grid's `starts` created first. This is exactly what releasePlaces gives back on a
 * cancel or a move (every row in the window with a place), so the counts of other bookings stay exact.
 */
export async function takeForcedPlaces(
  tx: Tx,
  partnerId: number,
  window: { start: Date; end: Date; starts: Date[] },
): Promise<void> {
  for (const startsAt of window.starts)
    await tx.insert(reservationSlots).values({ partnerId, startsAt, booked: 0 }).onConflictDoNothing();
  await tx
    .update(reservationSlots)
    .set({ booked: sql`${reservationSlots.booked} + 1` })
    .where(
      and(
        eq(reservationSlots.partnerId, partnerId),
        gte(reservationSlots.startsAt, window.start),
        lt(reservationSlots.startsAt, window.end),
      ),
    );
}

/** Options of the clinic's published products (what the widget books), by product then option. */
export async function findBookableOptions(tx: Tx, partnerId: number) {
  return tx
    .select({
      id: productOptions.id,
      productName: products.name,
      optionName: productOptions.name,
      price: productOptions.price,
      durationMinutes: productOptions.durationMinutes,
    })
    .from(productOptions)
    .innerJoin(
      products,
      and(eq(products.partnerId, productOptions.partnerId), eq(products.id, productOptions.productId)),
    )
    .where(and(eq(productOptions.partnerId, partnerId), eq(products.isPublished, true)))
    .orderBy(asc(products.name), asc(productOptions.id));
}
