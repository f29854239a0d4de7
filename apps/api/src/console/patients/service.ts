import { recordAudit } from "@api/console/audit/repository";
import { presentAll } from "@api/customer/reservations/present";
import { releasePlaces } from "@api/customer/reservations/slots";
import { HttpError } from "@api/lib/http-error";
import type { AvailabilityAnswers } from "@api/storefront/schedules/availability-answers";
import { type Database, type Tx, withTenant } from "@clinic/db";
import {
  PATIENT_HISTORY_LIMIT,
  PATIENT_PAGE_SIZE,
  type Patient,
  type PatientErasure,
  type PatientList,
  type PatientUpdateBody,
  patientMessages,
  type Staff,
} from "@clinic/shared";
import {
  anonymiseGuests,
  cancelForErasure,
  countPatientReservations,
  eraseMessages,
  erasePatientRow,
  eraseReservationPeople,
  findAccountsByPhone,
  findFutureBookings,
  findPatient,
  findPatientPage,
  findPatientReservations,
  type PatientRecordRow,
  updatePatient,
} from "./repository";

/** Why the erasure cancelled a booking: the clinic's cancel reason, shown nowhere the patient still looks. */
const ERASURE_CANCEL_REASON = "환자 정보 삭제";

const notFound = () => new HttpError(404, "patient not found", patientMessages.notFound);
const erased = () => new HttpError(404, "patient erased", patientMessages.erased);

/** A live (not erased) patient, or the 404 that says which it is. */
async function livePatient(tx: Tx, partnerId: number, id: number, forUpdate = false) {
  const row = await findPatient(tx, partnerId, id, { forUpdate });
  if (!row) throw notFound();
  if (row.erasedAt !== null || row.phone === null) throw erased();
  return row as PatientRecordRow & { phone: string };
}

async function present(
  tx: Tx,
  partnerId: number,
  row: PatientRecordRow & { phone: string },
): Promise<Patient> {
  const accounts = await findAccountsByPhone(tx, partnerId, row.phone);
  const counts = await countPatientReservations(tx, partnerId, row.id);
  const reservations = await findPatientReservations(tx, partnerId, row.id, PATIENT_HISTORY_LIMIT);
  const presented = await presentAll(tx, partnerId, reservations);
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    memo: row.memo,
    privacyConsentAt: row.privacyConsentAt?.toISOString() ?? null,
    marketingConsent: row.marketingConsent,
    createdAt: row.createdAt.toISOString(),
    accounts: accounts.map((account) => ({
      id: account.id,
      type: account.type === "REGISTERED" ? "MEMBER" : "GUEST",
      name: account.name,
      marketingReceivable: account.marketingReceivable,
      remindersReceivable: account.remindersReceivable,
      createdAt: account.createdAt.toISOString(),
    })),
    counts: {
      reservations: [...counts.values()].reduce((sum, n) => sum + n, 0),
      visits: counts.get("VISITED") ?? 0,
      noShows: counts.get("NO_SHOW") ?? 0,
      cancellations: counts.get("CANCELLED") ?? 0,
    },
    history: presented.map((reservation, index) => {
      const source = reservations[index];
      return {
        id: reservation.id,
        reservedAt: reservation.reservedAt,
        type: reservation.type,
        status: reservation.status,
        channel: source?.channel === "DESK" ? "DESK" : "ONLINE",
        treatments: reservation.items.map((item) =>
          item.optionName && item.optionName !== item.productName
            ? `${item.productName} · ${item.optionName}`
            : item.productName,
        ),
        doctor: reservation.employee?.name ?? null,
        totalPrice: reservation.totalPrice,
        cancelReason: source?.cancelReason ?? null,
      };
    }),
  };
}

/**
 * The desk's patient records (issue 27, decision 0037): search, the record with its history, staff edits, and
 * the privacy deletion, which keeps the clinic's booking facts and erases who they were about.
 */
export function createPatientService(database: Database, answers: AvailabilityAnswers) {
  const tenant = <T>(partnerId: number, work: (tx: Tx) => Promise<T>) =>
    withTenant(database.db, partnerId, work);

  return {
    list: (partnerId: number, query: { q?: string | undefined; page: number }): Promise<PatientList> =>
      tenant(partnerId, async (tx) => {
        const found = await findPatientPage(tx, partnerId, {
          q: query.q,
          limit: PATIENT_PAGE_SIZE,
          offset: (query.page - 1) * PATIENT_PAGE_SIZE,
        });
        return {
          rows: found.rows.map((row) => ({
            id: row.id,
            name: row.name,
            phone: row.phone ?? "",
            lastVisitAt: row.lastVisitAt?.toISOString() ?? null,
            nextBookingAt: row.nextBookingAt?.toISOString() ?? null,
            visitCount: row.visits ?? 0,
            noShowCount: row.noShows ?? 0,
            member: row.member,
            guest: row.guest,
            desk: row.desk ?? false,
          })),
          total: found.total,
          page: query.page,
          size: PATIENT_PAGE_SIZE,
        };
      }),

    get: (partnerId: number, id: number): Promise<Patient> =>
      tenant(partnerId, async (tx) => present(tx, partnerId, await livePatient(tx, partnerId, id))),

    /** Changes what was sent; audited with the names of the fields that changed (never their values). */
    update: (partnerId: number, staff: Staff, id: number, body: PatientUpdateBody): Promise<Patient> =>
      tenant(partnerId, async (tx) => {
        const row = await livePatient(tx, partnerId, id, true);
        const patch: Parameters<typeof updatePatient>[3] = {};
        if (body.name !== undefined && body.name !== row.name) patch.name = body.name;
        if (body.memo !== undefined) {
          const memo = body.memo === null || body.memo === "" ? null : body.memo;
          if (memo !== row.memo) patch.memo = memo;
        }
        if (body.marketingConsent !== undefined && body.marketingConsent !== row.marketingConsent)
          patch.marketingConsent = body.marketingConsent;
        // A consent already given keeps its time: it is the proof of when.
        if (body.privacyConsent === true && row.privacyConsentAt === null)
          patch.privacyConsentAt = new Date();
        if (body.privacyConsent === false && row.privacyConsentAt !== null) patch.privacyConsentAt = null;
        const fields = Object.keys(patch);
        if (fields.length === 0) return present(tx, partnerId, row);
        const changed = await updatePatient(tx, partnerId, id, patch);
        await recordAudit(tx, partnerId, staff, {
          action: "patient.update",
          target: `patient:${id}`,
          detail: { fields },
        });
        return present(tx, partnerId, { ...changed, phone: row.phone });
      }),

    /**
     * Privacy deletion. Kept: every booking row with its date, treatments, prices, status and doctor (the clinic's
     * counts and the booking facts it must keep). Erased: the name, phone and memo on those bookings, the record's
     * name, phone and memo, the text of messages about them, and guest accounts with the phone. Future requests
     * and confirmed bookings are cancelled and their places released. A member account is the member's own to
     * close (withdrawal), so a patient with one is refused with 409 and nothing changes.
     */
    erase: (partnerId: number, staff: Staff, id: number): Promise<PatientErasure> =>
      tenant(partnerId, async (tx) => {
        const row = await livePatient(tx, partnerId, id, true);
        const accounts = await findAccountsByPhone(tx, partnerId, row.phone);
        if (accounts.some((account) => account.type === "REGISTERED"))
          throw new HttpError(409, "patient has a member account", patientMessages.memberLinked);

        const future = await findFutureBookings(tx, partnerId, id);
        // The same release the desk's and the patient's cancels use, so slot counts stay exact.
        for (const booking of future) await releasePlaces(tx, partnerId, booking);
        await cancelForErasure(
          tx,
          partnerId,
          future.map((booking) => booking.id),
          ERASURE_CANCEL_REASON,
        );
        // No cancellation message: the patient asked for this, and a message would write their data anew.
        const messagesErased = await eraseMessages(tx, partnerId, id, row.phone);
        const reservationsKept = await eraseReservationPeople(tx, partnerId, id);
        const guestsAnonymised = await anonymiseGuests(tx, partnerId, row.phone);
        await erasePatientRow(tx, partnerId, id);
        const result = {
          reservationsKept,
          futureCancelled: future.length,
          guestsAnonymised,
          messagesErased,
        };
        await recordAudit(tx, partnerId, staff, {
          action: "patient.erase",
          target: `patient:${id}`,
          detail: result,
        });
        return result;
      }).then((result) => {
        // Places were released: the storefront's calendar must not wait out its cache.
        if (result.futureCancelled > 0) answers.forget(partnerId);
        return result;
      }),
  };
}

export type PatientService = ReturnType<typeof createPatientService>;
