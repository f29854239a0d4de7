import { findClinicRow, type Locking, lockClinicRow, updateClinicRow } from "@api/lib/clinic-rows";
import { insertOne } from "@api/lib/insert-one";
import { type Paging, type RowsPage, tablePage } from "@api/lib/table-page";
import { and, asc, desc, eq, gte, inArray, lt, type SQL, schema, sql, type Tx } from "@clinic/db";

const {
  homepageConfigs,
  partnerEmployees,
  productOptions,
  products,
  reservationItems,
  reservationSettings,
  reservations,
} = schema;

export type ReservationRow = typeof reservations.$inferSelect;
export type ReservationInsert = Omit<
  typeof reservations.$inferInsert,
  "id" | "createdAt" | "updatedAt" | "cancelledAt" | "cancelledBy"
>;
export type ItemRow = typeof reservationItems.$inferSelect;
export type ItemInsert = Omit<typeof reservationItems.$inferInsert, "id" | "reservationId" | "partnerId">;

/** A bookable option of a published product, with what a reservation line copies from it. */
export interface OptionLine {
  productId: number;
  productName: string;
  productOptionId: number;
  optionName: string;
  price: number;
  originalPrice: number | null;
  durationMinutes: number | null;
}

/** Options of this clinic's published products among `ids` (unknown or unpublished ones are simply absent). */
export async function findOptionLines(tx: Tx, partnerId: number, ids: number[]): Promise<OptionLine[]> {
  if (ids.length === 0) return [];
  return tx
    .select({
      productId: products.id,
      productName: products.name,
      productOptionId: productOptions.id,
      optionName: productOptions.name,
      price: productOptions.price,
      originalPrice: productOptions.originalPrice,
      durationMinutes: productOptions.durationMinutes,
    })
    .from(productOptions)
    .innerJoin(
      products,
      and(eq(products.partnerId, productOptions.partnerId), eq(products.id, productOptions.productId)),
    )
    .where(
      and(
        eq(productOptions.partnerId, partnerId),
        inArray(productOptions.id, ids),
        eq(products.isPublished, true),
      ),
    );
}

/** VAT flag of the clinic's prices; a clinic without a homepage config shows prices with VAT (the default). */
export async function findVatIncluded(tx: Tx, partnerId: number): Promise<boolean> {
  const [row] = await tx
    .select({ isIncludeVat: homepageConfigs.isIncludeVat })
    .from(homepageConfigs)
    .where(eq(homepageConfigs.partnerId, partnerId));
  return row?.isIncludeVat ?? true;
}

/** Column default of reservation_settings.cancel_cutoff_minutes, for clinics without a settings row. */
const DEFAULT_CANCEL_CUTOFF_MINUTES = 1440;

export async function findCancelCutoffMinutes(tx: Tx, partnerId: number): Promise<number> {
  const [row] = await tx
    .select({ minutes: reservationSettings.cancelCutoffMinutes })
    .from(reservationSettings)
    .where(eq(reservationSettings.partnerId, partnerId));
  return row?.minutes ?? DEFAULT_CANCEL_CUTOFF_MINUTES;
}

export async function insertReservation(tx: Tx, values: ReservationInsert): Promise<ReservationRow> {
  return insertOne(tx, reservations, values, "reservation was not inserted");
}

export async function insertItems(
  tx: Tx,
  partnerId: number,
  reservationId: number,
  items: ItemInsert[],
): Promise<void> {
  if (items.length === 0) return;
  await tx.insert(reservationItems).values(items.map((item) => ({ ...item, partnerId, reservationId })));
}

/** A reservation of this clinic, locked for the rest of the transaction when it is about to change. */
export async function findReservation(
  tx: Tx,
  partnerId: number,
  id: number,
  options: Locking & { customerId?: number } = {},
): Promise<ReservationRow | null> {
  return (options.forUpdate ? lockClinicRow : findClinicRow)(
    tx,
    reservations,
    partnerId,
    eq(reservations.id, id),
    options.customerId === undefined ? undefined : eq(reservations.customerId, options.customerId),
  );
}

export async function findByIdempotencyKey(
  tx: Tx,
  partnerId: number,
  customerId: number,
  key: string,
): Promise<ReservationRow | null> {
  return findClinicRow(
    tx,
    reservations,
    partnerId,
    eq(reservations.customerId, customerId),
    eq(reservations.idempotencyKey, key),
  );
}

/** A booking's new time and doctor (the desk's reschedule); the caller moved its places. */
export async function updateTime(
  tx: Tx,
  partnerId: number,
  id: number,
  values: { reservedAt: Date; employeeId: number | null },
): Promise<ReservationRow> {
  return updateClinicRow(tx, reservations, partnerId, id, values, "reservation");
}

export async function updateStatus(
  tx: Tx,
  partnerId: number,
  id: number,
  values: { status: string; cancelledBy?: string },
): Promise<ReservationRow> {
  const cancelled = values.cancelledBy === undefined ? {} : { cancelledAt: sql`now()` };
  return updateClinicRow(tx, reservations, partnerId, id, { ...values, ...cancelled }, "reservation");
}

export interface ListFilter {
  customerId?: number;
  status?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

/** One page of reservations: a customer's newest first, the staff list by time (oldest first). */
export async function findReservations(
  tx: Tx,
  partnerId: number,
  filter: ListFilter,
  paging: Paging & { newestFirst: boolean },
): Promise<RowsPage<ReservationRow>> {
  const where: SQL | undefined = and(
    eq(reservations.partnerId, partnerId),
    filter.customerId === undefined ? undefined : eq(reservations.customerId, filter.customerId),
    filter.status === undefined ? undefined : eq(reservations.status, filter.status),
    filter.from === undefined ? undefined : gte(reservations.reservedAt, filter.from),
    filter.to === undefined ? undefined : lt(reservations.reservedAt, filter.to),
  );
  const order = paging.newestFirst
    ? [desc(reservations.reservedAt), desc(reservations.id)]
    : [asc(reservations.reservedAt), asc(reservations.id)];
  return tablePage(tx, reservations, where, order, paging);
}

/** Items of the given reservations, in booking order. */
export async function findItems(tx: Tx, partnerId: number, reservationIds: number[]): Promise<ItemRow[]> {
  if (reservationIds.length === 0) return [];
  return tx
    .select()
    .from(reservationItems)
    .where(
      and(eq(reservationItems.partnerId, partnerId), inArray(reservationItems.reservationId, reservationIds)),
    )
    .orderBy(asc(reservationItems.id));
}

export async function findEmployeeNames(
  tx: Tx,
  partnerId: number,
  ids: number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: partnerEmployees.id, name: partnerEmployees.name })
    .from(partnerEmployees)
    .where(and(eq(partnerEmployees.partnerId, partnerId), inArray(partnerEmployees.id, ids)));
  return new Map(rows.map((row) => [row.id, row.name]));
}
