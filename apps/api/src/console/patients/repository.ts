import { erasedPerson } from "@api/customer/customers-core/present";
import type { ReservationRow } from "@api/customer/reservations/repository";
import { clinicRowBy, ofClinic, updateClinicRow } from "@api/lib/clinic-rows";
import { type Paging, selectPage } from "@api/lib/table-page";
import { containsPattern } from "@api/lib/text-match";
import { and, count, desc, eq, gte, inArray, isNull, or, type SQL, schema, sql, type Tx } from "@clinic/db";
import { ERASED_PATIENT_NAME } from "@clinic/shared";

const { customerSessions, customers, messages, patients, reservations } = schema;

export type PatientRecordRow = typeof patients.$inferSelect;

/** Phones are stored as digits: "010-1234" finds "0101234…", so the keyword's digits are matched on their own. */
function matching(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const digits = q.replace(/\D/g, "");
  return or(
    sql`${patients.name} ilike ${containsPattern(q)}`,
    digits.length > 0 ? sql`${patients.phone} like ${containsPattern(digits)}` : undefined,
  );
}

const liveAccount = (type: "REGISTERED" | "GUEST") =>
  sql<boolean>`exists (select 1 from ${customers} c where c.partner_id = ${patients.partnerId}
    and c.phone = ${patients.phone} and c.type = ${type} and c.withdrawn_at is null)`;

/** One page of the clinic's live (not erased) patients matching `q`, newest visit first, with their counts. */
export async function findPatientPage(
  tx: Tx,
  partnerId: number,
  filter: Paging & { q?: string | undefined },
) {
  const where = and(eq(patients.partnerId, partnerId), isNull(patients.erasedAt), matching(filter.q));
  const stats = tx
    .select({
      patientId: reservations.patientId,
      lastVisitAt:
        sql<Date | null>`max(${reservations.reservedAt}) filter (where ${reservations.status} = 'VISITED')`
          .mapWith(reservations.reservedAt)
          .as("last_visit_at"),
      nextBookingAt:
        sql<Date | null>`min(${reservations.reservedAt}) filter (where ${reservations.status} in ('REQUESTED', 'CONFIRMED') and ${reservations.reservedAt} >= now())`
          .mapWith(reservations.reservedAt)
          .as("next_booking_at"),
      visits: sql<number>`count(*) filter (where ${reservations.status} = 'VISITED')`
        .mapWith(Number)
        .as("visits"),
      noShows: sql<number>`count(*) filter (where ${reservations.status} = 'NO_SHOW')`
        .mapWith(Number)
        .as("no_shows"),
      desk: sql<boolean>`bool_or(${reservations.channel} = 'DESK')`.as("desk"),
    })
    .from(reservations)
    .where(eq(reservations.partnerId, partnerId))
    .groupBy(reservations.patientId)
    .as("stats");
  const query = tx
    .select({
      id: patients.id,
      name: patients.name,
      phone: patients.phone,
      lastVisitAt: stats.lastVisitAt,
      nextBookingAt: stats.nextBookingAt,
      visits: stats.visits,
      noShows: stats.noShows,
      desk: stats.desk,
      member: liveAccount("REGISTERED"),
      guest: liveAccount("GUEST"),
    })
    .from(patients)
    .leftJoin(stats, eq(stats.patientId, patients.id))
    .where(where)
    .orderBy(sql`${stats.lastVisitAt} desc nulls last`, desc(patients.id));
  return selectPage(tx, query.$dynamic(), patients, where, filter);
}

/** A patient of the clinic (erased ones too: the service tells them apart). */
export const findPatient = clinicRowBy(patients, patients.id);

/** Live member and guest accounts with the phone, oldest first. */
export async function findAccountsByPhone(tx: Tx, partnerId: number, phone: string) {
  return tx
    .select({
      id: customers.id,
      type: customers.type,
      name: customers.name,
      marketingReceivable: customers.marketingReceivable,
      remindersReceivable: customers.remindersReceivable,
      createdAt: customers.createdAt,
    })
    .from(customers)
    .where(and(eq(customers.partnerId, partnerId), eq(customers.phone, phone), isNull(customers.withdrawnAt)))
    .orderBy(customers.createdAt, customers.id);
}

/** The patient's reservations, newest first. */
export async function findPatientReservations(
  tx: Tx,
  partnerId: number,
  patientId: number,
  limit = Number.MAX_SAFE_INTEGER,
): Promise<ReservationRow[]> {
  return tx
    .select()
    .from(reservations)
    .where(and(eq(reservations.partnerId, partnerId), eq(reservations.patientId, patientId)))
    .orderBy(desc(reservations.reservedAt), desc(reservations.id))
    .limit(limit);
}

/** Reservations per status of the patient (all of them, however long the history). */
export async function countPatientReservations(tx: Tx, partnerId: number, patientId: number) {
  const rows = await tx
    .select({ status: reservations.status, n: count() })
    .from(reservations)
    .where(and(eq(reservations.partnerId, partnerId), eq(reservations.patientId, patientId)))
    .groupBy(reservations.status);
  return new Map(rows.map((row) => [row.status, row.n]));
}

export async function updatePatient(
  tx: Tx,
  partnerId: number,
  id: number,
  patch: Partial<Pick<PatientRecordRow, "name" | "memo" | "marketingConsent" | "privacyConsentAt">>,
): Promise<PatientRecordRow> {
  return updateClinicRow(tx, patients, partnerId, id, patch, "patient");
}

// ---- Privacy deletion (decision 0037)

/** The patient's requested or confirmed bookings from now on, locked: they are cancelled by the erasure. */
export async function findFutureBookings(tx: Tx, partnerId: number, patientId: number) {
  return tx
    .select()
    .from(reservations)
    .where(
      ofClinic(
        reservations,
        partnerId,
        eq(reservations.patientId, patientId),
        inArray(reservations.status, ["REQUESTED", "CONFIRMED"]),
        gte(reservations.reservedAt, sql`now()`),
      ),
    )
    .for("update");
}

export async function cancelForErasure(tx: Tx, partnerId: number, ids: number[], reason: string) {
  if (ids.length === 0) return;
  await tx
    .update(reservations)
    .set({
      status: "CANCELLED",
      cancelledBy: "CLINIC",
      cancelledAt: sql`now()`,
      cancelReason: reason,
      updatedAt: sql`now()`,
    })
    .where(and(eq(reservations.partnerId, partnerId), inArray(reservations.id, ids)));
}

/**
 * Messages about the patient: those of their bookings (staff alerts name them too) and those sent to their
 * phone. Pending ones are cancelled, and every one loses its text, and the patient's ones their recipient.
 */
export async function eraseMessages(tx: Tx, partnerId: number, patientId: number, phone: string) {
  const theirs = or(
    sql`${messages.reservationId} in (select r.id from ${reservations} r
      where r.partner_id = ${partnerId} and r.patient_id = ${patientId})`,
    and(eq(messages.audience, "PATIENT"), eq(messages.recipient, phone)),
  );
  const erased = await tx
    .update(messages)
    .set({
      status: sql`case when ${messages.status} = 'PENDING' then 'CANCELLED' else ${messages.status} end`,
      body: "(환자 정보 삭제로 지워진 내용)",
      subject: null,
      recipient: sql`case when ${messages.audience} = 'PATIENT' then '' else ${messages.recipient} end`,
      lastError: sql`case when ${messages.status} = 'PENDING' then '환자 정보가 삭제되어 보내지 않습니다.' else ${messages.lastError} end`,
    })
    .where(and(eq(messages.partnerId, partnerId), theirs))
    .returning({ id: messages.id });
  return erased.length;
}

/** Kept bookings lose who made them: name, phone and the patient's note. */
export async function eraseReservationPeople(tx: Tx, partnerId: number, patientId: number) {
  const rows = await tx
    .update(reservations)
    .set({ name: ERASED_PATIENT_NAME, phone: "", memo: null, updatedAt: sql`now()` })
    .where(and(eq(reservations.partnerId, partnerId), eq(reservations.patientId, patientId)))
    .returning({ id: reservations.id });
  return rows.length;
}

/** Live guests with the phone become withdrawn and nameless (the partial unique index skips withdrawn rows). */
export async function anonymiseGuests(tx: Tx, partnerId: number, phone: string) {
  const rows = await tx
    .update(customers)
    .set({
      ...erasedPerson(ERASED_PATIENT_NAME),
      withdrawnAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(
      ofClinic(
        customers,
        partnerId,
        eq(customers.phone, phone),
        eq(customers.type, "GUEST"),
        isNull(customers.withdrawnAt),
      ),
    )
    .returning({ id: customers.id });
  const ids = rows.map((row) => row.id);
  if (ids.length > 0)
    await tx
      .update(customerSessions)
      .set({ revokedAt: sql`now()` })
      .where(
        ofClinic(
          customerSessions,
          partnerId,
          inArray(customerSessions.customerId, ids),
          isNull(customerSessions.revokedAt),
        ),
      );
  return ids.length;
}

export async function erasePatientRow(tx: Tx, partnerId: number, id: number): Promise<void> {
  await tx
    .update(patients)
    .set({
      name: ERASED_PATIENT_NAME,
      phone: null,
      memo: null,
      // privacy_consent_at stays: a time, naming nobody, that proves the kept bookings were collected lawfully.
      marketingConsent: false,
      erasedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(patients.partnerId, partnerId), eq(patients.id, id)));
}
