import { insertSignedInCustomer, type SignedInCustomer } from "@api/customer/customers/customer-fixtures";
import { useTestApp } from "@api/testing/suite";
import { HANEUL, LUMIERE, site } from "@api/testing/test-app";
import { and, eq, schema } from "@clinic/db";
import { apiErrorSchema, reservationMessages, reservationSchema } from "@clinic/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { book, bookedAt, reservationOf, seoulAt, setSchedule, visit } from "./reservation-fixtures";

/** PUT /customer/reservations/{id}/time: the patient moves their own booking from the my-page (issue 27). */
describe("the customer moves their own booking", () => {
  const t = useTestApp();
  let me: SignedInCustomer;
  let someoneElse: SignedInCustomer;

  beforeAll(async () => {
    await setSchedule(t.database, t.lumiere, { capacityPerSlot: 1 });
    await setSchedule(t.database, t.partnerIds.haneul);
    me = await insertSignedInCustomer(t.database, t.lumiere);
    someoneElse = await insertSignedInCustomer(t.database, t.lumiere);
  });

  const move = (id: number, payload: object, token = me.token, origin = LUMIERE) =>
    t.app.inject({
      method: "PUT",
      url: `/customer/reservations/${id}/time`,
      headers: { ...site(origin), authorization: `Bearer ${token}` },
      payload,
    });
  const stored = async (id: number) => {
    const [row] = await t.database.db
      .select({ reservedAt: schema.reservations.reservedAt, status: schema.reservations.status })
      .from(schema.reservations)
      .where(eq(schema.reservations.id, id));
    return { reservedAt: row?.reservedAt.toISOString(), status: row?.status };
  };
  const rescheduledMessages = (id: number) =>
    t.database.db
      .select({ body: schema.messages.body })
      .from(schema.messages)
      .where(and(eq(schema.messages.reservationId, id), eq(schema.messages.kind, "RESERVATION_RESCHEDULED")));

  it("moves the booking and its place, and tells the patient and the clinic", async () => {
    // The clinic wants to hear of patients' moves (a kind clinics that saved their alerts before tick themselves).
    await t.database.db
      .insert(schema.messageSettings)
      .values({
        partnerId: t.lumiere,
        alertEmails: ["desk@lumiere.test"],
        alertKinds: ["PATIENT_RESCHEDULED"],
      })
      .onConflictDoUpdate({
        target: schema.messageSettings.partnerId,
        set: { alertEmails: ["desk@lumiere.test"], alertKinds: ["PATIENT_RESCHEDULED"] },
      });
    const from = seoulAt(4, "10:00");
    const to = seoulAt(5, "15:00");
    const mine = reservationOf(await book(t, LUMIERE, me.token, visit(from)));

    const response = await move(mine.id, { reservedAt: to });
    expect(response.statusCode, response.body).toBe(200);
    const moved = reservationSchema.parse(response.json());
    expect(Date.parse(moved.reservedAt)).toBe(Date.parse(to));
    expect(moved).toMatchObject({
      id: mine.id,
      status: mine.status,
      cancellable: true,
      cancelCutoffMinutes: 1440,
    });
    // The old place is free again, the new one taken.
    expect(await bookedAt(t.database, t.lumiere, from)).toBe(0);
    expect(await bookedAt(t.database, t.lumiere, to)).toBe(1);
    reservationOf(await book(t, LUMIERE, someoneElse.token, visit(from)));
    expect(await rescheduledMessages(mine.id)).toHaveLength(1);
    const alerts = await t.database.db
      .select({ recipient: schema.messages.recipient, body: schema.messages.body })
      .from(schema.messages)
      .where(
        and(
          eq(schema.messages.reservationId, mine.id),
          eq(schema.messages.kind, "STAFF_PATIENT_RESCHEDULED"),
        ),
      );
    expect(alerts).toContainEqual(expect.objectContaining({ recipient: "desk@lumiere.test" }));
    expect(alerts[0]?.body).toContain("고객 예약 변경");
  });

  it("refuses a full slot with a Korean 409 and changes nothing", async () => {
    const taken = seoulAt(6, "11:00");
    reservationOf(await book(t, LUMIERE, someoneElse.token, visit(taken)));
    const from = seoulAt(6, "16:00");
    const mine = reservationOf(await book(t, LUMIERE, me.token, visit(from)));
    const before = await stored(mine.id);

    const response = await move(mine.id, { reservedAt: taken });
    expect(response.statusCode).toBe(409);
    expect(apiErrorSchema.parse(response.json()).translate).toBe(reservationMessages.full);
    expect(await stored(mine.id)).toEqual(before);
    expect(await bookedAt(t.database, t.lumiere, from)).toBe(1);
    expect(await bookedAt(t.database, t.lumiere, taken)).toBe(1);
  });

  it("refuses a time the widget would not offer: lunch, too soon, past", async () => {
    const mine = reservationOf(await book(t, LUMIERE, me.token, visit(seoulAt(7, "10:00"))));
    const before = await stored(mine.id);
    for (const reservedAt of [
      seoulAt(7, "13:00"),
      seoulAt(0, "00:00"),
      seoulAt(-1, "10:00"),
      seoulAt(400, "10:00"),
    ]) {
      const response = await move(mine.id, { reservedAt });
      expect(response.statusCode, reservedAt).toBe(409);
      expect(apiErrorSchema.parse(response.json()).translate).toMatch(/[가-힣]/);
    }
    expect(await stored(mine.id)).toEqual(before);
  });

  it("refuses after the clinic's cut-off, keeping the booking where it was", async () => {
    const from = seoulAt(3, "11:30");
    const mine = reservationOf(await book(t, LUMIERE, me.token, visit(from)));
    await setSchedule(t.database, t.lumiere, { capacityPerSlot: 1, cancelCutoffMinutes: 7 * 24 * 60 });
    try {
      const shown = reservationSchema.parse(
        (
          await t.app.inject({
            method: "GET",
            url: `/customer/reservations/${mine.id}`,
            headers: { ...site(LUMIERE), authorization: `Bearer ${me.token}` },
          })
        ).json(),
      );
      expect(shown).toMatchObject({ cancellable: false, cancelCutoffMinutes: 7 * 24 * 60 });
      const before = await stored(mine.id);
      const response = await move(mine.id, { reservedAt: seoulAt(20, "10:00") });
      expect(response.statusCode).toBe(409);
      expect(apiErrorSchema.parse(response.json()).translate).toBe(reservationMessages.changeClosed);
      expect(await stored(mine.id)).toEqual(before);
      expect(await bookedAt(t.database, t.lumiere, from)).toBe(1);
    } finally {
      await setSchedule(t.database, t.lumiere, { capacityPerSlot: 1 });
    }
  });

  it("refuses a cancelled booking", async () => {
    const mine = reservationOf(await book(t, LUMIERE, me.token, visit(seoulAt(8, "10:00"))));
    await t.app.inject({
      method: "PUT",
      url: `/customer/reservations/${mine.id}/cancel`,
      headers: { ...site(LUMIERE), authorization: `Bearer ${me.token}` },
    });
    const response = await move(mine.id, { reservedAt: seoulAt(9, "10:00") });
    expect(response.statusCode).toBe(409);
    expect((await stored(mine.id)).status).toBe("CANCELLED");
  });

  it("gives a clinic that confirms by hand the moved booking back as a request", async () => {
    await setSchedule(t.database, t.lumiere, { capacityPerSlot: 1, reservationConfirm: true });
    try {
      const mine = reservationOf(await book(t, LUMIERE, me.token, visit(seoulAt(10, "10:00"))));
      await t.database.db
        .update(schema.reservations)
        .set({ status: "CONFIRMED" })
        .where(eq(schema.reservations.id, mine.id));
      const response = await move(mine.id, { reservedAt: seoulAt(10, "11:00") });
      expect(response.statusCode, response.body).toBe(200);
      expect(reservationSchema.parse(response.json()).status).toBe("REQUESTED");
    } finally {
      await setSchedule(t.database, t.lumiere, { capacityPerSlot: 1 });
    }
  });

  it("answers 404 for someone else's booking or another clinic's, changing nothing", async () => {
    const theirs = reservationOf(await book(t, LUMIERE, someoneElse.token, visit(seoulAt(11, "10:00"))));
    const before = await stored(theirs.id);
    expect((await move(theirs.id, { reservedAt: seoulAt(11, "15:00") })).statusCode).toBe(404);
    expect((await move(999_999, { reservedAt: seoulAt(11, "15:00") })).statusCode).toBe(404);
    const haneulCustomer = await insertSignedInCustomer(t.database, t.partnerIds.haneul);
    const haneuls = reservationOf(await book(t, HANEUL, haneulCustomer.token, visit(seoulAt(11, "10:00"))));
    expect((await move(haneuls.id, { reservedAt: seoulAt(11, "15:00") })).statusCode).toBe(404);
    expect(await stored(theirs.id)).toEqual(before);
  });

  it.each([
    [{}, "body.reservedAt", "10:00"],
    [{ reservedAt: "next tuesday" }, "body.reservedAt", "10:30"],
    [{ reservedAt: "2030-01-01T10:00:00+09:00", employeeId: "dr" }, "body.employeeId", "11:00"],
  ])("answers 400 for a bad body %j", async (payload, path, time) => {
    const mine = reservationOf(await book(t, LUMIERE, me.token, visit(seoulAt(12, time))));
    const response = await move(mine.id, payload);
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).fields?.map((field) => field.path)).toContain(path);
    const unchanged = await stored(mine.id);
    expect(Date.parse(unchanged.reservedAt ?? "")).toBe(Date.parse(mine.reservedAt));
  });

  it("needs a session", async () => {
    const response = await t.app.inject({
      method: "PUT",
      url: "/customer/reservations/1/time",
      headers: site(LUMIERE),
      payload: { reservedAt: seoulAt(3, "10:00") },
    });
    expect(response.statusCode).toBe(401);
  });
});
