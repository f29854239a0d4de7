import { findClinicRow } from "@api/lib/clinic-rows";
import { insertOne } from "@api/lib/insert-one";
import { and, eq, isNull, type SQL, schema, type Tx } from "@clinic/db";

const { customers } = schema;

export type CustomerRow = typeof customers.$inferSelect;

/** The clinic's live (not withdrawn) accounts of one type that also match `match`: a where-condition. */
export function liveAccounts(partnerId: number, type: "GUEST" | "REGISTERED", match: SQL) {
  return and(
    eq(customers.partnerId, partnerId),
    eq(customers.type, type),
    match,
    isNull(customers.withdrawnAt),
  );
}
export type CustomerInsert = Omit<
  typeof customers.$inferInsert,
  "id" | "createdAt" | "updatedAt" | "withdrawnAt"
>;
/** The columns a customer's own actions may change (never id, partner or creation time). */
export type CustomerPatch = Partial<
  Pick<
    CustomerRow,
    | "type"
    | "name"
    | "phone"
    | "email"
    | "birthDate"
    | "gender"
    | "personKeyHash"
    | "marketingReceivable"
    | "marketingUpdatedAt"
    | "remindersReceivable"
    | "withdrawnAt"
  >
>;

/** A customer of this clinic who has not withdrawn. */
export async function findLiveCustomer(tx: Tx, partnerId: number, id: number): Promise<CustomerRow | null> {
  return findClinicRow(tx, customers, partnerId, eq(customers.id, id), isNull(customers.withdrawnAt));
}

/** The live REGISTERED account of a person (by the hash of the provider's unique key), if any. */
export async function findRegisteredByPersonKey(
  tx: Tx,
  partnerId: number,
  personKeyHash: string,
): Promise<CustomerRow | null> {
  const [found] = await tx
    .select()
    .from(customers)
    .where(liveAccounts(partnerId, "REGISTERED", eq(customers.personKeyHash, personKeyHash)));
  return found ?? null;
}

/** The live GUEST account of a phone number, if any. */
export async function findGuestByPhone(
  tx: Tx,
  partnerId: number,
  phone: string,
): Promise<CustomerRow | null> {
  const [found] = await tx
    .select()
    .from(customers)
    .where(liveAccounts(partnerId, "GUEST", eq(customers.phone, phone)));
  return found ?? null;
}

export async function insertCustomer(tx: Tx, row: CustomerInsert): Promise<CustomerRow> {
  return insertOne(tx, customers, row, "customer insert returned no row");
}

/** Changes a live customer; null when there is none (withdrawn, unknown or another clinic's). */
export async function updateCustomer(
  tx: Tx,
  partnerId: number,
  id: number,
  patch: CustomerPatch,
): Promise<CustomerRow | null> {
  const [updated] = await tx
    .update(customers)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(customers.partnerId, partnerId), eq(customers.id, id), isNull(customers.withdrawnAt)))
    .returning();
  return updated ?? null;
}
