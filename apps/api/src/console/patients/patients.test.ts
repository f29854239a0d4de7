import {
  consoleCall,
  consoleToken,
  moveReservation,
  ownerToken,
  staffToken,
} from "@api/console/reservations/desk-fixtures";
import { insertSignedInCustomer, storedCustomer } from "@api/customer/customers/customer-fixtures";
import {
  book,
  bookedAt,
  reservationOf,
  seoulAt,
  setSchedule,
  visit,
} from "@api/customer/reservations/reservation-fixtures";
import { storedRow } from "@api/testing/stored-row";
import { useTestApp } from "@api/testing/suite";
import { LUMIERE } from "@api/testing/test-app";
import { and, demoManager, eq, schema } from "@clinic/db";
import {
  apiErrorSchema,
  ERASED_PATIENT_NAME,
  patientErasureSchema,
  patientListSchema,
  patientSchema,
} from "@clinic/shared";
import { beforeAll, describe, expect, it } from "vitest";

describe("console patients", () => {
  const t = useTestApp();
  let owner: ReturnType<typeof consoleCall>;
  let manager: ReturnType<typeof consoleCall>;
  let staff: ReturnType<typeof consoleCall>;
  let stranger: ReturnType<typeof consoleCall>;
  const base = () => `/console/clinics/${t.lumiere}/patients`;
  const desk = () => `/console/clinics/${t.lumiere}/reservations`;

  beforeAll(async () => {
    await setSchedule(t.database, t.lumiere, { capacityPerSlot: 2, reservationConfirm: true });
    owner = consoleCall(t, await ownerToken(t, "lumiere"));
    const lead = demoManager("lumiere");
    manager = consoleCall(t, await consoleToken(t, lead.email, lead.password));
    staff = consoleCall(t, await staffToken(t.database, t.lumiere));
    stranger = consoleCall(t, await ownerToken(t, "haneul"));
  });

  /** A customer (member by default) who booked a visit at `reservedAt`; answers the booking and its patient. */
  const patientWithBooking = async (
    name: string,
    reservedAt: string,
    type: "REGISTERED" | "GUEST" = "REGISTERED",
  ) => {
    const customer = await insertSignedInCustomer(t.database, t.lumiere, { name, type });
    const booked = reservationOf(await book(t, LUMIERE, customer.token, visit(reservedAt)));
    const [row] = await t.database.db
      .select({ patientId: schema.reservations.patientId, phone: schema.reservations.phone })
      .from(schema.reservations)
      .where(eq(schema.reservations.id, booked.id));
    if (!row?.patientId) throw new Error("the booking has no patient");
    return { customer, booking: booked, patientId: row.patientId, phone: row.phone };
  };
  const storedPatient = (id: number) => storedRow(t.database, schema.patients, id, "patient");
  const storedReservation = (id: number) => storedRow(t.database, schema.reservations, id, "reservation");
  const audits = async (target: string) =>
    t.database.db
      .select({ action: schema.auditEvents.action, detail: schema.auditEvents.detail })
      .from(schema.auditEvents)
      .where(and(eq(schema.auditEvents.partnerId, t.lumiere), eq(schema.auditEvents.target, target)));

  it("finds patients by part of a Korean name or of the phone, typed with or without dashes", async () => {
    const { patientId, phone } = await patientWithBooking("한소희망", seoulAt(3, "10:00"));
    const byName = patientListSchema.parse(
      (await staff("GET", `${base()}?q=${encodeURIComponent("소희")}`)).json(),
    );
    expect(byName.rows.map((row) => row.id)).toEqual([patientId]);
    expect(byName.rows[0]).toMatchObject({
      name: "한소희망",
      phone,
      member: true,
      guest: false,
      desk: false,
    });
    expect(byName.rows[0]?.nextBookingAt).not.toBeNull();

    const tail = phone.slice(-8);
    const dashed = `${tail.slice(0, 4)}-${tail.slice(4)}`;
    for (const q of [
      dashed,
      phone.slice(-4),
      `${phone.slice(0, 3)}-${phone.slice(3, 7)}-${phone.slice(7)}`,
    ]) {
      const found = patientListSchema.parse(
        (await staff("GET", `${base()}?q=${encodeURIComponent(q)}`)).json(),
      );
      expect(
        found.rows.map((row) => row.id),
        q,
      ).toContain(patientId);
    }
    // LIKE wildcards are searched for as themselves.
    for (const q of ["%", "_", "한%희"]) {
      const found = patientListSchema.parse(
        (await staff("GET", `${base()}?q=${encodeURIComponent(q)}`)).json(),
      );
      expect(found.rows, q).toEqual([]);
    }
    const all = patientListSchema.parse((await staff("GET", base())).json());
    expect(all.total).toBeGreaterThan(0);
    expect(all.size).toBe(20);
    expect(all.rows.length).toBeLessThanOrEqual(20);
  });

  it("counts visits and no-shows the desk marked, and shows the history newest first", async () => {
    const first = await patientWithBooking("노쇼확인", seoulAt(4, "10:00"));
    const again = reservationOf(await book(t, LUMIERE, first.customer.token, visit(seoulAt(4, "11:00"))));
    const future = reservationOf(await book(t, LUMIERE, first.customer.token, visit(seoulAt(20, "10:00"))));
    for (const id of [first.booking.id, again.id])
      expect((await staff("PUT", `${desk()}/${id}/confirm`)).statusCode).toBe(200);
    await moveReservation(t.database, first.booking.id, new Date(Date.now() - 3 * 86_400_000));
    await moveReservation(t.database, again.id, new Date(Date.now() - 86_400_000));
    expect((await staff("PUT", `${desk()}/${first.booking.id}/visited`)).statusCode).toBe(200);
    expect((await staff("PUT", `${desk()}/${again.id}/no-show`)).statusCode).toBe(200);

    const response = await staff("GET", `${base()}/${first.patientId}`);
    expect(response.statusCode, response.body).toBe(200);
    const record = patientSchema.parse(response.json());
    expect(record.counts).toEqual({ reservations: 3, visits: 1, noShows: 1, cancellations: 0 });
    expect(record.history.map((row) => [row.id, row.status])).toEqual([
      [future.id, "REQUESTED"],
      [again.id, "NO_SHOW"],
      [first.booking.id, "VISITED"],
    ]);
    expect(record.accounts).toEqual([
      expect.objectContaining({ id: first.customer.id, type: "MEMBER", remindersReceivable: true }),
    ]);

    const listed = patientListSchema.parse(
      (await staff("GET", `${base()}?q=${encodeURIComponent("노쇼확인")}`)).json(),
    );
    expect(listed.rows[0]).toMatchObject({ visitCount: 1, noShowCount: 1 });
    expect(Date.parse(listed.rows[0]?.lastVisitAt ?? "")).toBeLessThan(Date.now() - 2 * 86_400_000);
    expect(listed.rows[0]?.nextBookingAt).toBe(future.reservedAt);
  });

  it("saves the memo, name and consents, audits field names only, and refuses bad input unchanged", async () => {
    const { patientId } = await patientWithBooking("메모환자", seoulAt(5, "10:00"));
    const saved = await staff("PUT", `${base()}/${patientId}`, {
      memo: "페니실린 알레르기\n오전 선호",
      marketingConsent: true,
      privacyConsent: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const record = patientSchema.parse(saved.json());
    expect(record).toMatchObject({ memo: "페니실린 알레르기\n오전 선호", marketingConsent: true });
    const consentAt = record.privacyConsentAt;
    expect(consentAt).not.toBeNull();
    // Consenting again keeps the first time.
    const again = patientSchema.parse(
      (await staff("PUT", `${base()}/${patientId}`, { privacyConsent: true })).json(),
    );
    expect(again.privacyConsentAt).toBe(consentAt);
    const renamed = patientSchema.parse(
      (await staff("PUT", `${base()}/${patientId}`, { name: "메모환자B", memo: "" })).json(),
    );
    expect(renamed).toMatchObject({ name: "메모환자B", memo: null });

    const entries = await audits(`patient:${patientId}`);
    expect(entries.map((entry) => entry.detail)).toEqual([
      { fields: ["memo", "marketingConsent", "privacyConsentAt"] },
      { fields: ["name", "memo"] },
    ]);
    expect(JSON.stringify(entries)).not.toContain("페니실린");

    const before = await storedPatient(patientId);
    for (const payload of [
      {},
      { memo: "가".repeat(2001) },
      { name: "" },
      { name: "가".repeat(51) },
      { marketingConsent: "yes" },
      { memo: "널\u0000문자" },
    ]) {
      const bad = await staff("PUT", `${base()}/${patientId}`, payload);
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
      expect(
        apiErrorSchema.parse(bad.json()).translate ?? apiErrorSchema.parse(bad.json()).fields,
      ).toBeTruthy();
    }
    expect(await storedPatient(patientId)).toEqual(before);
    expect(await audits(`patient:${patientId}`)).toHaveLength(2);
  });

  it("refuses an overlong search, unknown ids and other clinics; lets every desk role read", async () => {
    const long = await staff("GET", `${base()}?q=${"가".repeat(51)}`);
    expect(long.statusCode).toBe(400);
    expect(apiErrorSchema.parse(long.json()).fields?.[0]?.path).toBe("query.q");
    expect((await staff("GET", `${base()}?page=0`)).statusCode).toBe(400);
    expect((await staff("GET", `${base()}?q=%00`)).statusCode).toBe(400);
    expect((await staff("GET", `${base()}/999999`)).statusCode).toBe(404);
    expect((await staff("PUT", `${base()}/999999`, { memo: "x" })).statusCode).toBe(404);
    expect((await manager("DELETE", `${base()}/999999`)).statusCode).toBe(404);
    expect((await staff("GET", `${base()}/abc`)).statusCode).toBe(400);

    const { patientId } = await patientWithBooking("다른병원", seoulAt(5, "11:00"));
    const before = await storedPatient(patientId);
    expect((await stranger("GET", base())).statusCode).toBe(403);
    expect((await stranger("GET", `${base()}/${patientId}`)).statusCode).toBe(403);
    expect((await stranger("PUT", `${base()}/${patientId}`, { memo: "x" })).statusCode).toBe(403);
    expect((await stranger("DELETE", `${base()}/${patientId}`)).statusCode).toBe(403);
    // Haneul's owner on haneul's path cannot reach a lumiere patient either (row-level security).
    expect((await stranger("GET", `/console/clinics/${t.haneul}/patients/${patientId}`)).statusCode).toBe(
      404,
    );
    expect((await consoleCall(t, undefined)("GET", base())).statusCode).toBe(401);
    expect(await storedPatient(patientId)).toEqual(before);
    for (const call of [owner, manager, staff])
      expect((await call("GET", `${base()}/${patientId}`)).statusCode).toBe(200);
  });

  it("refuses to erase for staff, and for a patient with a member account", async () => {
    const { patientId } = await patientWithBooking("회원환자", seoulAt(6, "10:00"));
    const before = await storedPatient(patientId);
    const byStaff = await staff("DELETE", `${base()}/${patientId}`);
    expect(byStaff.statusCode).toBe(403);
    const member = await manager("DELETE", `${base()}/${patientId}`);
    expect(member.statusCode).toBe(409);
    expect(apiErrorSchema.parse(member.json()).translate).toContain("탈퇴");
    expect(await storedPatient(patientId)).toEqual(before);
    expect(await audits(`patient:${patientId}`)).toEqual([]);
  });

  it("erases a guest patient: keeps the booking facts, cancels future bookings, frees their places", async () => {
    const pastAt = seoulAt(7, "10:00");
    const futureAt = seoulAt(8, "15:00");
    const {
      customer,
      booking: past,
      patientId,
      phone,
    } = await patientWithBooking("삭제될손님", pastAt, "GUEST");
    const future = reservationOf(await book(t, LUMIERE, customer.token, visit(futureAt)));
    expect((await staff("PUT", `${desk()}/${past.id}/confirm`)).statusCode).toBe(200);
    expect((await staff("PUT", `${desk()}/${future.id}/confirm`)).statusCode).toBe(200);
    await moveReservation(t.database, past.id, new Date(Date.now() - 86_400_000));
    expect((await staff("PUT", `${desk()}/${past.id}/visited`)).statusCode).toBe(200);
    await staff("PUT", `${base()}/${patientId}`, { memo: "삭제 전 메모" });
    expect(await bookedAt(t.database, t.lumiere, futureAt)).toBe(1);
    const pastBefore = await storedReservation(past.id);

    const response = await manager("DELETE", `${base()}/${patientId}`);
    expect(response.statusCode, response.body).toBe(200);
    const result = patientErasureSchema.parse(response.json());
    expect(result).toMatchObject({ reservationsKept: 2, futureCancelled: 1, guestsAnonymised: 1 });

    // Kept: the booking facts. Erased: who they were about.
    const pastAfter = await storedReservation(past.id);
    expect(pastAfter).toMatchObject({
      status: "VISITED",
      reservedAt: pastBefore.reservedAt,
      totalPrice: pastBefore.totalPrice,
      type: pastBefore.type,
      name: ERASED_PATIENT_NAME,
      phone: "",
      memo: null,
      patientId,
    });
    expect(await storedReservation(future.id)).toMatchObject({
      status: "CANCELLED",
      cancelledBy: "CLINIC",
      name: ERASED_PATIENT_NAME,
      phone: "",
    });
    expect(await bookedAt(t.database, t.lumiere, futureAt)).toBe(0);
    expect(await storedPatient(patientId)).toMatchObject({
      name: ERASED_PATIENT_NAME,
      phone: null,
      memo: null,
      erasedAt: expect.any(Date),
    });
    const guest = await storedCustomer(t.database, customer.id);
    expect(guest).toMatchObject({ phone: "", name: ERASED_PATIENT_NAME, withdrawnAt: expect.any(Date) });
    const messages = await t.database.db
      .select({ body: schema.messages.body, recipient: schema.messages.recipient })
      .from(schema.messages)
      .where(and(eq(schema.messages.partnerId, t.lumiere), eq(schema.messages.recipient, phone)));
    expect(messages).toEqual([]);

    const entries = await audits(`patient:${patientId}`);
    expect(entries.at(-1)).toEqual({ action: "patient.erase", detail: result });
    expect(JSON.stringify(entries)).not.toContain(phone);
    expect(JSON.stringify(entries)).not.toContain("삭제될손님");

    // Gone from the list and the record; a second erasure finds nothing to erase.
    const listed = patientListSchema.parse(
      (await staff("GET", `${base()}?q=${encodeURIComponent("삭제될")}`)).json(),
    );
    expect(listed.rows).toEqual([]);
    expect((await staff("GET", `${base()}/${patientId}`)).statusCode).toBe(404);
    expect((await manager("DELETE", `${base()}/${patientId}`)).statusCode).toBe(404);
    expect((await owner("PUT", `${base()}/${patientId}`, { memo: "x" })).statusCode).toBe(404);
  });
});
