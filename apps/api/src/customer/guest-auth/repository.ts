import { ofClinic } from "@api/lib/clinic-rows";
import { and, desc, eq, gt, isNull, schema, sql, type Tx } from "@clinic/db";
import type { SmsPurpose } from "./sms-codes";

const { smsCodes, partners } = schema;

export type SmsCodeRow = typeof smsCodes.$inferSelect;

/** The codes sent to a phone for one purpose. */
const codesOf = (partnerId: number, phone: string, purpose: SmsPurpose) =>
  ofClinic(smsCodes, partnerId, eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose));

/** Ends every still-live code of a phone and purpose: a new code makes the older ones worthless. */
export async function expireLiveCodes(tx: Tx, partnerId: number, phone: string, purpose: SmsPurpose) {
  await tx
    .update(smsCodes)
    .set({ expiresAt: sql`now()` })
    .where(
      and(
        codesOf(partnerId, phone, purpose),
        isNull(smsCodes.consumedAt),
        gt(smsCodes.expiresAt, sql`now()`),
      ),
    );
}

export async function insertCode(
  tx: Tx,
  row: { partnerId: number; phone: string; purpose: SmsPurpose; codeHash: string; ttlSeconds: number },
): Promise<void> {
  const { ttlSeconds, ...values } = row;
  await tx
    .insert(smsCodes)
    .values({ ...values, expiresAt: sql`now() + ${ttlSeconds} * interval '1 second'` });
}

/**
 * The newest code of a phone and purpose, locked until the transaction ends so two tries of the same code are
 * judged one after the other (single use, exact wrong-try count). Only this one can ever be valid.
 */
export async function lockLatestCode(
  tx: Tx,
  partnerId: number,
  phone: string,
  purpose: SmsPurpose,
): Promise<(SmsCodeRow & { live: boolean }) | null> {
  const [found] = await tx
    .select({ code: smsCodes, live: sql<boolean>`${smsCodes.expiresAt} > now()` })
    .from(smsCodes)
    .where(codesOf(partnerId, phone, purpose))
    .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
    .limit(1)
    .for("update");
  return found ? { ...found.code, live: found.live } : null;
}

export async function countWrongAttempt(tx: Tx, id: number): Promise<void> {
  await tx
    .update(smsCodes)
    .set({ wrongAttempts: sql`${smsCodes.wrongAttempts} + 1` })
    .where(eq(smsCodes.id, id));
}

export async function consumeCode(tx: Tx, id: number): Promise<void> {
  await tx.update(smsCodes).set({ consumedAt: sql`now()` }).where(eq(smsCodes.id, id));
}

/** The clinic's name, which opens every text so the recipient knows who is asking. */
export async function findClinicName(tx: Tx, partnerId: number): Promise<string | null> {
  const [found] = await tx
    .select({ name: partners.partnerName })
    .from(partners)
    .where(eq(partners.id, partnerId));
  return found?.name ?? null;
}
