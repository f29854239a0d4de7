import { expectSessionRequired, insertSignedInCustomer } from "@api/customer/customers/customer-fixtures";
import { useTestApp } from "@api/testing/suite";
import { LUMIERE } from "@api/testing/test-app";
import { eq, schema } from "@clinic/db";
import { apiErrorSchema, reservationMessages } from "@clinic/shared";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  book,
  bookedAt,
  reservationCount,
  reservationOf,
  seoulAt,
  setSchedule,
  treatmentOptions,
  visit,
} from "./reservation-fixtures";

describe("booking: POST /customer/reservations", () => {
  const t = useTestApp();
  let options: number[];

  beforeAll(async () => {
    options = await treatmentOptions(t.database, t.lumiere);
  });
  beforeEach(() => setSchedule(t.database, t.lumiere));

  const member = () => insertSignedInCustomer(t.database, t.lumiere, { name: "박예약" });
  const fieldsOf = (body: unknown) => apiErrorSchema.parse(body).fields?.map((field) => field.path);

  it("books a visit for a member: name and phone from the account, confirmed, one place taken", async () => {
    const me = await member();
    const reservedAt = seoulAt(3, "10:00");
    const response = await book(t, LUMIERE, me.token, { ...visit(reservedAt), memo: "첫 방문입니다" });
    const reservation = reservationOf(response);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(reservation).toMatchObject({
      type: "VISIT",
      status: "CONFIRMED",
      reservedAt: new Date(reservedAt).toISOString(),
      durationMinutes: 30,
      employee: null,
      name: "박예약",
      phone: expect.stringMatching(/^010\d{8}$/),
      memo: "첫 방문입니다",
      items: [],
      totalPrice: 0,
      cancellable: true,
    });
    expect(await bookedAt(t.database, t.lumiere, reservedAt)).toBe(1);
  });

  it("books treatments with their lines and total copied, one place per slot they take", async () => {
    const guest = await insertSignedInCustomer(t.database, t.lumiere, { type: "GUEST", name: "비회원" });
    const reservedAt = seoulAt(3, "15:00");
    const response = await book(t, LUMIERE, guest.token, {
      type: "TREATMENT",
      reservedAt,
      productOptionIds: options,
      agreePrivacy: true,
      utm: { utm_source: "naver" },
    });
    const reservation = reservationOf(response);
    expect(reservation).toMatchObject({
      type: "TREATMENT",
      name: "비회원",
      durationMinutes: 60,
      totalPrice: 30_000,
    });
    expect(reservation.items.map((item) => [item.productOptionId, item.price])).toEqual([
      [options[0], 10_000],
      [options[1], 20_000],
    ]);
    expect(await bookedAt(t.database, t.lumiere, reservedAt)).toBe(1);
    expect(await bookedAt(t.database, t.lumiere, seoulAt(3, "15:30"))).toBe(1);

    // A later price change does not rewrite the booking.
    await t.database.db
      .update(schema.productOptions)
      .set({ price: 99_000 })
      .where(eq(schema.productOptions.id, options[0] ?? 0));
    const again = await t.app.inject({
      method: "GET",
      url: `/customer/reservations/${reservation.id}`,
      headers: { "x-tenant-origin": LUMIERE, authorization: `Bearer ${guest.token}` },
    });
    expect(again.json()).toMatchObject({ totalPrice: 30_000, items: [{ price: 10_000 }, { price: 20_000 }] });
    await treatmentOptions(t.database, t.lumiere);
  });

  it("starts as requested when the clinic confirms reservations itself", async () => {
    await setSchedule(t.database, t.lumiere, { reservationConfirm: true });
    const reservation = reservationOf(
      await book(t, LUMIERE, (await member()).token, visit(seoulAt(3, "16:00"))),
    );
    expect(reservation.status).toBe("REQUESTED");
  });

  it("takes requests beyond the capacity in requests-only mode, still counting them", async () => {
    await setSchedule(t.database, t.lumiere, { reservationMode: "REQUEST", capacityPerSlot: 1 });
    const reservedAt = seoulAt(3, "16:30");
    for (let index = 0; index < 3; index++) {
      const reservation = reservationOf(await book(t, LUMIERE, (await member()).token, visit(reservedAt)));
      expect(reservation.status).toBe("REQUESTED");
    }
    expect(await bookedAt(t.database, t.lumiere, reservedAt)).toBe(3);
  });

  it("refuses a full slot with 409 and the Korean reason, booking nothing", async () => {
    await setSchedule(t.database, t.lumiere, { capacityPerSlot: 1 });
    const reservedAt = seoulAt(3, "17:00");
    reservationOf(await book(t, LUMIERE, (await member()).token, visit(reservedAt)));
    const before = await reservationCount(t.database, t.lumiere);
    const response = await book(t, LUMIERE, (await member()).token, visit(reservedAt));
    expect(response.statusCode).toBe(409);
    expect(apiErrorSchema.parse(response.json()).translate).toBe(reservationMessages.full);
    expect(await reservationCount(t.database, t.lumiere)).toBe(before);
    expect(await bookedAt(t.database, t.lumiere, reservedAt)).toBe(1);
  });

  it("rolls back every place when a later slot of a treatment is full", async () => {
    await setSchedule(t.database, t.lumiere, { capacityPerSlot: 1 });
    reservationOf(await book(t, LUMIERE, (await member()).token, visit(seoulAt(4, "10:30"))));
    const response = await book(t, LUMIERE, (await member()).token, {
      type: "TREATMENT",
      reservedAt: seoulAt(4, "10:00"),
      productOptionIds: options,
      agreePrivacy: true,
    });
    expect(response.statusCode).toBe(409);
    expect(await bookedAt(t.database, t.lumiere, seoulAt(4, "10:00"))).toBe(0);
  });

  it.each([
    ["closed", seoulAt(3, "13:00"), reservationMessages.closed],
    ["too far ahead", seoulAt(90, "10:00"), reservationMessages.outOfRange],
    ["in the past", seoulAt(-1, "10:00"), reservationMessages.tooSoon],
  ])("refuses a time that is %s with 409", async (_, reservedAt, message) => {
    const response = await book(t, LUMIERE, (await member()).token, visit(reservedAt));
    expect(response.statusCode).toBe(409);
    expect(apiErrorSchema.parse(response.json()).translate).toBe(message);
  });

  it("refuses a doctor who does not work then with 409", async () => {
    const response = await book(t, LUMIERE, (await member()).token, {
      ...visit(seoulAt(3, "10:00")),
      employeeId: 2_000_000,
    });
    expect(response.statusCode).toBe(409);
    expect(apiErrorSchema.parse(response.json()).translate).toBe(reservationMessages.employeeBusy);
  });

  it("needs a session", async () => {
    expectSessionRequired(await book(t, LUMIERE, undefined, visit(seoulAt(3, "10:00"))));
    expectSessionRequired(await book(t, LUMIERE, "not-a-token", visit(seoulAt(3, "10:00"))));
  });

  it.each([
    ["no consent", { type: "VISIT", reservedAt: seoulAt(3, "10:00") }, "body.agreePrivacy"],
    ["an unknown type", { ...visit(seoulAt(3, "10:00")), type: "SURGERY" }, "body.type"],
    ["a time without offset", visit("2026-12-01T10:00:00"), "body.reservedAt"],
    [
      "a treatment without options",
      { ...visit(seoulAt(3, "10:00")), type: "TREATMENT" },
      "body.productOptionIds",
    ],
    [
      "a visit with options",
      { ...visit(seoulAt(3, "10:00")), productOptionIds: [1] },
      "body.productOptionIds",
    ],
    [
      "an unknown option",
      { ...visit(seoulAt(3, "10:00")), type: "TREATMENT", productOptionIds: [999_999] },
      "body.productOptionIds",
    ],
    ["a memo too long", { ...visit(seoulAt(3, "10:00")), memo: "가".repeat(501) }, "body.memo"],
    ["a bad employee id", { ...visit(seoulAt(3, "10:00")), employeeId: -1 }, "body.employeeId"],
  ])("answers 400 naming the field for %s", async (_, payload, field) => {
    const response = await book(t, LUMIERE, (await member()).token, payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(fieldsOf(response.json())).toContain(field);
  });

  it.each([
    ["too long", "k".repeat(101)],
    ["with other characters", "key with spaces"],
  ])("answers 400 for an idempotency key %s", async (_, key) => {
    const response = await book(t, LUMIERE, (await member()).token, visit(seoulAt(3, "10:00")), key);
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.json())).toEqual(["headers.idempotency-key"]);
  });
});
