import { insertSignedInCustomer } from "@api/customer/customers/customer-fixtures";
import {
  book,
  bookedAt,
  reservationCount,
  reservationOf,
  reservationsStartingAt,
  seoulAt,
  setSchedule,
  treatmentOptions,
  visit,
} from "@api/customer/reservations/reservation-fixtures";
import { createTestApp, LUMIERE, site, type TestApp } from "@api/testing/test-app";
import { and, demoManager, eq, schema } from "@clinic/db";
import {
  apiErrorSchema,
  deskBookingMessages,
  deskReservationSchema,
  deskSlotsSchema,
  deskTreatmentListSchema,
  messagingMessages,
  reservationMessages,
  reservationPageSchema,
} from "@clinic/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consoleCall, consoleToken, ownerToken, staffToken } from "./desk-fixtures";

type Call = ReturnType<typeof consoleCall>;

describe("bookings by staff: phone booking, edit, check-in, undo", () => {
  let t: TestApp;
  let lumiere: number;
  let haneul: number;
  let staff: Call;
  let manager: Call;
  let stranger: Call;
  let options: number[];
  const base = () => `/console/clinics/${lumiere}/reservations`;
  let phoneSequence = 0;
  /** A fresh mobile number per booking (the patient record is per phone). */
  const newPhone = () => `010-7777-${String(++phoneSequence).padStart(4, "0")}`;

  beforeAll(async () => {
    t = await createTestApp();
    lumiere = t.partnerIds.lumiere;
    haneul = t.partnerIds.haneul;
    // One place per slot and a 3-day minimum notice, which binds the widget but not the desk.
    await setSchedule(t.database, lumiere, { capacityPerSlot: 1, minNoticeMinutes: 3 * 24 * 60 });
    options = await treatmentOptions(t.database, lumiere, 2);
    staff = consoleCall(t, await staffToken(t.database, lumiere));
    const lumiereManager = demoManager("lumiere");
    manager = consoleCall(t, await consoleToken(t, lumiereManager.email, lumiereManager.password));
    stranger = consoleCall(t, await ownerToken(t, "haneul"));
    // Three sign-ins and the schedule on top of the app: more than the default hook time on a busy machine.
  }, 180_000);
  afterAll(() => t.close());

  const phoneBooking = (reservedAt: string, extra: object = {}) => ({
    name: "박전화",
    phone: newPhone(),
    type: "VISIT",
    reservedAt,
    privacyConsent: true,
    ...extra,
  });
  const created = (response: { statusCode: number; body: string; json: () => unknown }) => {
    expect(response.statusCode, response.body).toBe(201);
    return deskReservationSchema.parse(response.json());
  };
  const stored = async (id: number) => {
    const [row] = await t.database.db
      .select()
      .from(schema.reservations)
      .where(and(eq(schema.reservations.partnerId, lumiere), eq(schema.reservations.id, id)));
    if (!row) throw new Error(`reservation ${id} not stored`);
    return row;
  };
  const audits = async (target: string) =>
    (
      await t.database.db
        .select({ action: schema.auditEvents.action, detail: schema.auditEvents.detail })
        .from(schema.auditEvents)
        .where(and(eq(schema.auditEvents.partnerId, lumiere), eq(schema.auditEvents.target, target)))
    ).map((row) => row.action);
  const messageKinds = async (reservationId: number) =>
    (
      await t.database.db
        .select({ kind: schema.messages.kind })
        .from(schema.messages)
        .where(and(eq(schema.messages.partnerId, lumiere), eq(schema.messages.reservationId, reservationId)))
    ).map((row) => row.kind);
  const fieldsOf = (response: { json: () => unknown }) =>
    (apiErrorSchema.parse(response.json()).fields ?? []).map((field) => [field.path, field.message]);

  it("books a patient by phone: confirmed, from the desk, a guest by that phone, consent recorded, message sent", async () => {
    const reservedAt = seoulAt(1, "10:00");
    // The widget is bound by the 3-day notice; the desk books the same time.
    const customer = await insertSignedInCustomer(t.database, lumiere);
    expect((await book(t, LUMIERE, customer.token, visit(reservedAt))).statusCode).toBe(409);

    const booking = created(
      await staff("POST", base(), {
        ...phoneBooking(reservedAt),
        phone: "010-5555-0101",
        memo: "전화 예약: 오전 선호",
      }),
    );
    expect(booking).toMatchObject({
      status: "CONFIRMED",
      channel: "DESK",
      type: "VISIT",
      name: "박전화",
      phone: "01055550101",
      memo: "전화 예약: 오전 선호",
      capacityOverrideReason: null,
    });
    expect(Date.parse(booking.reservedAt)).toBe(Date.parse(reservedAt));
    expect(await bookedAt(t.database, lumiere, reservedAt)).toBe(1);

    const row = await stored(booking.id);
    expect(row.createdByStaffId).not.toBeNull();
    const [guest] = await t.database.db
      .select()
      .from(schema.customers)
      .where(eq(schema.customers.id, row.customerId));
    expect(guest).toMatchObject({ type: "GUEST", phone: "01055550101" });
    const [patient] = await t.database.db
      .select()
      .from(schema.patients)
      .where(eq(schema.patients.id, booking.patientId ?? -1));
    expect(patient?.phone).toBe("01055550101");
    expect(patient?.privacyConsentAt).toBeInstanceOf(Date);
    expect(await messageKinds(booking.id)).toContain("RESERVATION_RECEIVED");
    expect(await audits(`reservation:${booking.id}`)).toEqual(["reservation.create"]);

    // The same phone again reuses its guest (customers_guest_phone_idx allows one).
    const again = created(
      await staff("POST", base(), { ...phoneBooking(seoulAt(1, "11:00")), phone: "01055550101" }),
    );
    expect((await stored(again.id)).customerId).toBe(row.customerId);
  });

  it("books a member's phone under the member, so it shows on their my-page; treatments priced like the widget", async () => {
    const member = await insertSignedInCustomer(t.database, lumiere);
    const [account] = await t.database.db
      .select({ phone: schema.customers.phone })
      .from(schema.customers)
      .where(eq(schema.customers.id, member.id));
    const booking = created(
      await staff("POST", base(), {
        ...phoneBooking(seoulAt(2, "10:00")),
        phone: account?.phone,
        type: "TREATMENT",
        productOptionIds: options,
      }),
    );
    expect(booking.items.map((item) => item.productOptionId)).toEqual(options);
    expect(booking.totalPrice).toBe(30_000);
    expect(booking.durationMinutes).toBe(60);
    expect(await bookedAt(t.database, lumiere, seoulAt(2, "10:30"))).toBe(1);
    expect((await stored(booking.id)).customerId).toBe(member.id);
    const mine = await t.app.inject({
      method: "GET",
      url: "/customer/reservations",
      headers: { ...site(LUMIERE), authorization: `Bearer ${member.token}` },
    });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(reservationPageSchema.parse(mine.json()).rows.map((row) => row.id)).toContain(booking.id);
  });

  it("refuses bad input with Korean field messages and writes nothing", async () => {
    const taken = seoulAt(3, "10:00");
    created(await staff("POST", base(), phoneBooking(taken)));
    const before = await reservationCount(t.database, lumiere);
    const cases: [object, string, string][] = [
      [{ phone: "010-12" }, "body.phone", messagingMessages.mobile],
      [{ phone: "02-555-0100" }, "body.phone", messagingMessages.mobile],
      [{ reservedAt: seoulAt(-1, "10:00") }, "body.reservedAt", deskBookingMessages.past],
      [{ privacyConsent: false }, "body.privacyConsent", deskBookingMessages.consent],
      [{ name: "  " }, "body.name", "내용을 입력해 주세요."],
      [{ type: "TREATMENT" }, "body.productOptionIds", reservationMessages.treatmentsRequired],
      [{ employeeId: 999_999 }, "body.employeeId", "선택한 의료진을 찾을 수 없습니다. 다시 선택해 주세요."],
    ];
    for (const [extra, path, message] of cases) {
      const response = await staff("POST", base(), phoneBooking(seoulAt(3, "11:00"), extra));
      expect(response.statusCode, `${JSON.stringify(extra)}: ${response.body}`).toBe(400);
      expect(fieldsOf(response)).toContainEqual([path, message]);
    }
    // A full slot and a closed hour: the widget's 409s.
    const full = await staff("POST", base(), phoneBooking(taken));
    expect(full.statusCode, full.body).toBe(409);
    expect(apiErrorSchema.parse(full.json()).translate).toBe(reservationMessages.full);
    const lunch = await staff("POST", base(), phoneBooking(seoulAt(3, "13:00")));
    expect(apiErrorSchema.parse(lunch.json()).translate).toBe(reservationMessages.closed);
    expect(await reservationCount(t.database, lumiere)).toBe(before);
    expect(await bookedAt(t.database, lumiere, taken)).toBe(1);
    expect(await bookedAt(t.database, lumiere, seoulAt(3, "11:00"))).toBe(0);
  });

  it("lets a manager override a full slot or closed hour with an audited reason; staff get 403", async () => {
    const taken = seoulAt(4, "10:00");
    created(await staff("POST", base(), phoneBooking(taken)));
    const before = await reservationCount(t.database, lumiere);
    const override = { reason: "원장님 지인, 진료 사이 응대" };

    const forbidden = await staff("POST", base(), phoneBooking(taken, { override }));
    expect(forbidden.statusCode, forbidden.body).toBe(403);
    expect(apiErrorSchema.parse(forbidden.json()).translate).toBe(deskBookingMessages.overrideForbidden);
    expect(await reservationCount(t.database, lumiere)).toBe(before);

    const beyond = created(await manager("POST", base(), phoneBooking(taken, { override })));
    expect(beyond.capacityOverrideReason).toBe(override.reason);
    expect(await bookedAt(t.database, lumiere, taken)).toBe(2);
    expect(await audits(`reservation:${beyond.id}`)).toEqual(["reservation.create", "reservation.override"]);

    // An override where the schedule is free is not needed, and not recorded.
    const free = created(await manager("POST", base(), phoneBooking(seoulAt(4, "11:00"), { override })));
    expect(free.capacityOverrideReason).toBeNull();

    // After hours (19:00): booked, and a cancel gives back exactly what it took.
    const late = seoulAt(4, "19:00");
    const evening = created(await manager("POST", base(), phoneBooking(late, { override })));
    expect(await bookedAt(t.database, lumiere, late)).toBe(1);
    const cancel = await manager("PUT", `${base()}/${evening.id}/cancel`, { reason: "환자 요청" });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await bookedAt(t.database, lumiere, late)).toBe(0);
    expect(await bookedAt(t.database, lumiere, taken)).toBe(2);

    // Even a manager cannot book the past.
    const past = await manager("POST", base(), phoneBooking(seoulAt(-1, "10:00"), { override }));
    expect(past.statusCode).toBe(400);
  });

  it("edits time, doctor, treatments and memo under the capacity check; the patient is told of a new time", async () => {
    const booking = created(await staff("POST", base(), phoneBooking(seoulAt(5, "10:00"))));
    const blocker = created(await staff("POST", base(), phoneBooking(seoulAt(5, "15:00"))));
    const url = `${base()}/${booking.id}`;

    const memo = await staff("PUT", url, { memo: "보호자 동반" });
    expect(memo.statusCode, memo.body).toBe(200);
    expect(deskReservationSchema.parse(memo.json()).memo).toBe("보호자 동반");
    expect(await messageKinds(booking.id)).not.toContain("RESERVATION_RESCHEDULED");

    const moved = await staff("PUT", url, {
      reservedAt: seoulAt(5, "11:00"),
      type: "TREATMENT",
      productOptionIds: [options[0]],
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(deskReservationSchema.parse(moved.json())).toMatchObject({
      type: "TREATMENT",
      totalPrice: 10_000,
      memo: "보호자 동반",
    });
    expect(await bookedAt(t.database, lumiere, seoulAt(5, "10:00"))).toBe(0);
    expect(await bookedAt(t.database, lumiere, seoulAt(5, "11:00"))).toBe(1);
    expect(await messageKinds(booking.id)).toContain("RESERVATION_RESCHEDULED");

    // Longer treatments reaching into a taken slot, a move into it, or into the past: refused, nothing changed.
    const longer = await staff("PUT", `${base()}/${blocker.id}`, { reservedAt: seoulAt(5, "14:30") });
    expect(longer.statusCode).toBe(200);
    const before = await stored(booking.id);
    for (const [body, status] of [
      [{ reservedAt: seoulAt(5, "14:30") }, 409],
      [{ productOptionIds: options, reservedAt: seoulAt(5, "14:00") }, 409],
      [{ reservedAt: seoulAt(-1, "11:00") }, 400],
      [{ type: "VISIT", productOptionIds: [options[0]] }, 400],
    ] as const) {
      const refused = await staff("PUT", url, body);
      expect(refused.statusCode, `${JSON.stringify(body)}: ${refused.body}`).toBe(status);
    }
    expect(await stored(booking.id)).toEqual(before);
    expect(await bookedAt(t.database, lumiere, seoulAt(5, "11:00"))).toBe(1);
    expect(await bookedAt(t.database, lumiere, seoulAt(5, "14:30"))).toBe(1);

    // A manager may move it beyond the capacity; staff may not.
    const override = { reason: "오후 진료 연장" };
    expect((await staff("PUT", url, { reservedAt: seoulAt(5, "14:30"), override })).statusCode).toBe(403);
    const forced = await manager("PUT", url, { reservedAt: seoulAt(5, "14:30"), override });
    expect(forced.statusCode, forced.body).toBe(200);
    expect(deskReservationSchema.parse(forced.json()).capacityOverrideReason).toBe(override.reason);
    expect(await audits(`reservation:${booking.id}`)).toContain("reservation.override");

    // A cancelled booking is not edited.
    await staff("PUT", `${base()}/${blocker.id}/cancel`, { reason: "환자 요청" });
    const cancelled = await staff("PUT", `${base()}/${blocker.id}`, { memo: "다시" });
    expect(cancelled.statusCode).toBe(409);
    expect(apiErrorSchema.parse(cancelled.json()).translate).toBe(deskBookingMessages.notEditable);
    expect((await stored(blocker.id)).memo).toBeNull();
  });

  it("checks a patient in on the day before the time, marks the visit, and undoes it that day only", async () => {
    const booking = created(await staff("POST", base(), phoneBooking(seoulAt(6, "10:00"))));
    const url = `${base()}/${booking.id}`;
    // Another day: refused.
    const early = await staff("PUT", `${url}/check-in`);
    expect(early.statusCode).toBe(409);
    expect(apiErrorSchema.parse(early.json()).translate).toBe(deskBookingMessages.checkInDay);

    // Later today (Seoul), before its time.
    const now = Date.now();
    const nextMidnight = Date.parse(`${seoulAt(1, "00:00")}`);
    const later = new Date(Math.min(now + 30 * 60_000, nextMidnight - 1000));
    await t.database.db
      .update(schema.reservations)
      .set({ reservedAt: later })
      .where(eq(schema.reservations.id, booking.id));
    const checkedIn = await staff("PUT", `${url}/check-in`);
    expect(checkedIn.statusCode, checkedIn.body).toBe(200);
    expect(deskReservationSchema.parse(checkedIn.json()).checkedInAt).not.toBeNull();
    expect((await staff("PUT", `${url}/check-in`)).statusCode).toBe(409);

    const visited = await staff("PUT", `${url}/visited`);
    expect(visited.statusCode, visited.body).toBe(200);
    expect(deskReservationSchema.parse(visited.json()).outcomeAt).not.toBeNull();
    const undone = await staff("PUT", `${url}/undo`);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(deskReservationSchema.parse(undone.json())).toMatchObject({
      status: "CONFIRMED",
      outcomeAt: null,
    });
    expect((await staff("PUT", `${url}/undo`)).statusCode).toBe(409);

    // A mark of another day stays.
    await staff("PUT", `${url}/visited`);
    const yesterday = new Date(Date.now() - 26 * 60 * 60_000);
    await t.database.db
      .update(schema.reservations)
      .set({ outcomeAt: yesterday })
      .where(eq(schema.reservations.id, booking.id));
    const stale = await staff("PUT", `${url}/undo`);
    expect(stale.statusCode).toBe(409);
    expect(apiErrorSchema.parse(stale.json()).translate).toBe(deskBookingMessages.undoDay);
    expect((await stored(booking.id)).status).toBe("VISITED");
    expect(await audits(`reservation:${booking.id}`)).toEqual(
      expect.arrayContaining(["reservation.check-in", "reservation.visited", "reservation.undo"]),
    );
  });

  it("lists a date's times and the treatments for the form, without the minimum notice", async () => {
    const date = seoulAt(1, "00:00").slice(0, 10);
    const response = await staff("GET", `${base()}/slots?date=${date}&type=VISIT`);
    expect(response.statusCode, response.body).toBe(200);
    const { slots } = deskSlotsSchema.parse(response.json());
    expect(slots.find((slot) => slot.time === "09:00")?.available).toBe(true);
    expect(slots.some((slot) => slot.time === "13:00")).toBe(false);
    expect((await staff("GET", `${base()}/slots?date=${date}&type=TREATMENT`)).statusCode).toBe(400);
    const treatments = await staff("GET", `${base()}/treatments`);
    expect(treatments.statusCode, treatments.body).toBe(200);
    expect(deskTreatmentListSchema.parse(treatments.json()).options.map((option) => option.id)).toEqual(
      expect.arrayContaining(options),
    );
  });

  it("books up to the last day of the clinic's range, which the widget's notice does not shorten for the desk", async () => {
    // Range 60 days, notice 3 days: the desk once asked "as if it were 3 days earlier" and lost days 58–60.
    const lastDay = seoulAt(60, "00:00").slice(0, 10);
    const slots = deskSlotsSchema.parse(
      (await staff("GET", `${base()}/slots?date=${lastDay}&type=VISIT`)).json(),
    );
    expect(slots.slots.filter((slot) => slot.available).length).toBeGreaterThan(0);
    const booking = created(await staff("POST", base(), phoneBooking(seoulAt(60, "15:00"))));
    expect(booking.reservedAt.slice(0, 10)).toBe(lastDay);
    const moved = await staff("PUT", `${base()}/${booking.id}`, { reservedAt: seoulAt(59, "16:00") });
    expect(moved.statusCode, moved.body).toBe(200);
    const beyond = await staff("POST", base(), phoneBooking(seoulAt(61, "15:00")));
    expect(beyond.statusCode).toBe(409);
    expect(apiErrorSchema.parse(beyond.json()).translate).toBe(reservationMessages.outOfRange);
  });

  it("gives the last place to exactly one of a widget booking and a phone booking racing for it", async () => {
    // The widget's own notice is lifted for this race: both ask for a place the schedule offers.
    await setSchedule(t.database, lumiere, { capacityPerSlot: 1, minNoticeMinutes: 0 });
    for (const time of ["10:00", "10:30", "11:00", "11:30", "12:00"]) {
      const reservedAt = seoulAt(12, time);
      const customer = await insertSignedInCustomer(t.database, lumiere);
      const [widget, desk] = await Promise.all([
        book(t, LUMIERE, customer.token, visit(reservedAt)),
        staff("POST", base(), phoneBooking(reservedAt)),
      ]);
      const statuses = [widget.statusCode, desk.statusCode].sort();
      expect(statuses, `${time}: ${widget.body} ${desk.body}`).toEqual([201, 409]);
      expect(await bookedAt(t.database, lumiere, reservedAt)).toBe(1);
      expect(await reservationsStartingAt(t.database, lumiere, reservedAt)).toBe(1);
    }
    await setSchedule(t.database, lumiere, { capacityPerSlot: 1, minNoticeMinutes: 3 * 24 * 60 });
  });

  it("keeps other clinics and signed-out callers out of every new route", async () => {
    const booking = reservationOf(await staff("POST", base(), phoneBooking(seoulAt(7, "10:00"))));
    const before = await stored(booking.id);
    const calls: [string, string, object?][] = [
      ["GET", `${base()}/treatments`],
      ["GET", `${base()}/slots?date=${seoulAt(7, "00:00").slice(0, 10)}&type=VISIT`],
      ["POST", base(), phoneBooking(seoulAt(7, "11:00"))],
      ["PUT", `${base()}/${booking.id}`, { memo: "남의 병원" }],
      ["PUT", `${base()}/${booking.id}/check-in`],
      ["PUT", `${base()}/${booking.id}/undo`],
    ];
    for (const [method, url, payload] of calls) {
      const asStranger = await stranger(method as "GET", url, payload);
      expect(asStranger.statusCode, `${method} ${url}`).toBe(403);
      const signedOut = await consoleCall(t, undefined)(method as "GET", url, payload);
      expect(signedOut.statusCode, `${method} ${url}`).toBe(401);
    }
    // Haneul's own path cannot reach a Lumiere booking either (row-level security).
    const other = `/console/clinics/${haneul}/reservations/${booking.id}`;
    expect((await stranger("PUT", other, { memo: "남의 병원" })).statusCode).toBe(404);
    expect((await stranger("PUT", `${other}/check-in`)).statusCode).toBe(404);
    expect(await stored(booking.id)).toEqual(before);
  });
});
