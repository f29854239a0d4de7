import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { consoleCall, ownerToken } from "@api/console/reservations/desk-fixtures";
import { insertSignedInCustomer } from "@api/customer/customers/customer-fixtures";
import {
  book,
  reservationOf,
  seoulAt,
  setSchedule,
  visit,
} from "@api/customer/reservations/reservation-fixtures";
import { createTestApp, HANEUL, LUMIERE, site, type TestApp } from "@api/testing/test-app";
import { and, asc, eq, schema } from "@clinic/db";
import { formatReservationTime } from "@clinic/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalOutbox } from "./channels/local-outbox";
import { createMessageWorker } from "./worker";

/**
 * Every message a booking's life writes (issue 26), through the real routes: what is written in the booking's
 * transaction, to whom, on which channel, with which words, and what the worker hands to the local outbox.
 */
describe("patient messages and staff alerts", () => {
  let t: TestApp;
  let lumiere: number;
  let haneul: number;
  let outbox: string;
  let lumiereOwner: ReturnType<typeof consoleCall>;
  let haneulOwner: ReturnType<typeof consoleCall>;

  beforeAll(async () => {
    t = await createTestApp({ siteLink: (host: string) => `http://${host}:3000/mypage` });
    lumiere = t.partnerIds.lumiere;
    haneul = t.partnerIds.haneul;
    outbox = await mkdtemp(join(tmpdir(), "outbox-"));
    // 루미에르 confirms bookings at once; 하늘 takes requests that the desk confirms.
    await setSchedule(t.database, lumiere, { capacityPerSlot: 3 });
    await setSchedule(t.database, haneul, { capacityPerSlot: 3, reservationConfirm: true });
    lumiereOwner = consoleCall(t, await ownerToken(t, "lumiere"));
    haneulOwner = consoleCall(t, await ownerToken(t, "haneul"));
  });
  afterAll(async () => {
    await t.close();
    await rm(outbox, { recursive: true, force: true });
  });

  const bookAt = async (origin: string, partnerId: number, reservedAt: string, name = "김하늘") => {
    const customer = await insertSignedInCustomer(t.database, partnerId, { name });
    return { customer, reservation: reservationOf(await book(t, origin, customer.token, visit(reservedAt))) };
  };
  const messagesOf = (partnerId: number, reservationId: number) =>
    t.database.db
      .select()
      .from(schema.messages)
      .where(and(eq(schema.messages.partnerId, partnerId), eq(schema.messages.reservationId, reservationId)))
      .orderBy(asc(schema.messages.id));
  const ofKind = async (partnerId: number, reservationId: number, kind: string) =>
    (await messagesOf(partnerId, reservationId)).filter((message) => message.kind === kind);
  const worker = () =>
    createMessageWorker({
      database: t.database,
      text: createLocalOutbox(outbox),
      email: createLocalOutbox(outbox),
      log: t.app.log,
    });
  const outboxLines = async (channel: string) =>
    (await readFile(join(outbox, `${channel}.jsonl`), "utf8").catch(() => ""))
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);

  it("a booking confirmed at once: 예약 접수 to the patient, a new-booking alert to the desk, tomorrow's reminder", async () => {
    const at = seoulAt(3, "10:30");
    const { reservation } = await bookAt(LUMIERE, lumiere, at);
    const rows = await messagesOf(lumiere, reservation.id);
    const received = rows.find((row) => row.kind === "RESERVATION_RECEIVED");
    expect(received).toMatchObject({
      audience: "PATIENT",
      channel: "SMS",
      recipient: reservation.phone,
      status: "PENDING",
    });
    expect(received?.body).toContain("[루미에르");
    expect(received?.body).toContain("김하늘님, 예약이 접수되었습니다.");
    expect(received?.body).toContain(`■ 일시: ${formatReservationTime(at)}`);
    expect(received?.body).toContain("■ 진료: 상담");
    expect(received?.body).toContain("http://lumiere.localhost:3000/mypage");
    expect(received?.body).not.toContain("#{");

    // The seeded desk: one address and one mobile hear every new booking.
    const alerts = rows.filter((row) => row.kind === "STAFF_NEW_BOOKING");
    expect(alerts.map((row) => [row.channel, row.recipient]).sort()).toEqual([
      ["EMAIL", "desk@lumiere.demo"],
      ["SMS", "01055500100"],
    ]);
    expect(alerts.find((row) => row.channel === "EMAIL")?.subject).toContain("새 예약: 김하늘님");

    // 루미에르 reminds at 18:00 (Seoul) the day before.
    const [reminder] = rows.filter((row) => row.kind === "REMINDER_DAY_BEFORE");
    expect(reminder?.scheduledAt.toISOString()).toBe(new Date(seoulAt(2, "18:00")).toISOString());
    expect(reminder?.body).toContain("내일 예약을 알려 드립니다");

    // The worker delivers what is due now; the reminder waits for its evening.
    await worker().drain();
    const texts = await outboxLines("sms");
    expect(
      texts.find((line) => line.reservationId === reservation.id && line.template === "RESERVATION_RECEIVED"),
    ).toMatchObject({
      channel: "sms",
      recipient: reservation.phone,
      clinicCode: "lumiere",
      text: received?.body,
    });
    const emails = await outboxLines("email");
    expect(
      emails.some((line) => line.reservationId === reservation.id && line.recipient === "desk@lumiere.demo"),
    ).toBe(true);
    const after = await messagesOf(lumiere, reservation.id);
    expect(after.find((row) => row.kind === "RESERVATION_RECEIVED")).toMatchObject({
      status: "SENT",
      deliveredVia: "LOCAL",
    });
    expect(after.find((row) => row.kind === "REMINDER_DAY_BEFORE")?.status).toBe("PENDING");
  });

  it("a request: 예약 신청 접수 and a waiting-request alert; confirming sends 예약 확정 by 알림톡 and plans the reminders", async () => {
    const { reservation } = await bookAt(HANEUL, haneul, seoulAt(4, "11:00"), "박서준");
    expect(reservation.status).toBe("REQUESTED");
    let rows = await messagesOf(haneul, reservation.id);
    expect(rows.map((row) => row.kind)).toEqual(
      expect.arrayContaining(["RESERVATION_REQUESTED", "STAFF_NEW_REQUEST"]),
    );
    expect(rows.find((row) => row.kind === "RESERVATION_REQUESTED")?.body).toContain(
      "병원에서 확인한 뒤 확정 안내를 드립니다",
    );
    // Nobody is reminded of a request the clinic has not accepted.
    expect(rows.some((row) => row.kind.startsWith("REMINDER"))).toBe(false);

    const confirmed = await haneulOwner(
      "PUT",
      `/console/clinics/${haneul}/reservations/${reservation.id}/confirm`,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    rows = await messagesOf(haneul, reservation.id);
    expect(rows.find((row) => row.kind === "RESERVATION_CONFIRMED")?.body).toContain(
      "박서준님, 예약이 확정되었습니다.",
    );
    // 하늘 reminds at 17:00 the day before and, as it chose, at 09:00 on the day (two hours before 11:00).
    expect(rows.find((row) => row.kind === "REMINDER_DAY_BEFORE")?.scheduledAt.toISOString()).toBe(
      new Date(seoulAt(3, "17:00")).toISOString(),
    );
    expect(rows.find((row) => row.kind === "REMINDER_SAME_DAY")?.scheduledAt.toISOString()).toBe(
      new Date(seoulAt(4, "09:00")).toISOString(),
    );
  });

  it("루미에르's confirmation goes as 알림톡 with its template code", async () => {
    await setSchedule(t.database, lumiere, { capacityPerSlot: 3, reservationConfirm: true });
    try {
      const { reservation } = await bookAt(LUMIERE, lumiere, seoulAt(5, "15:00"));
      const response = await lumiereOwner(
        "PUT",
        `/console/clinics/${lumiere}/reservations/${reservation.id}/confirm`,
      );
      expect(response.statusCode, response.body).toBe(200);
      const [confirmation] = await ofKind(lumiere, reservation.id, "RESERVATION_CONFIRMED");
      expect(confirmation).toMatchObject({ channel: "ALIMTALK", templateCode: "LUMIERE_CONFIRMED_01" });
      await worker().drain();
      const sent = (await outboxLines("alimtalk")).find((line) => line.reservationId === reservation.id);
      expect(sent).toMatchObject({ template: "RESERVATION_CONFIRMED", templateCode: "LUMIERE_CONFIRMED_01" });
    } finally {
      await setSchedule(t.database, lumiere, { capacityPerSlot: 3 });
    }
  });

  it("the clinic cancels with a reason: the patient reads the reason, the reminders are withdrawn", async () => {
    const { reservation } = await bookAt(LUMIERE, lumiere, seoulAt(6, "14:00"));
    const response = await lumiereOwner(
      "PUT",
      `/console/clinics/${lumiere}/reservations/${reservation.id}/cancel`,
      {
        reason: "원장님 학회 일정으로 휴진합니다",
      },
    );
    expect(response.statusCode, response.body).toBe(200);
    const rows = await messagesOf(lumiere, reservation.id);
    const cancelled = rows.find((row) => row.kind === "RESERVATION_CANCELLED_BY_CLINIC");
    expect(cancelled?.body).toContain("■ 사유: 원장님 학회 일정으로 휴진합니다");
    expect(rows.find((row) => row.kind === "REMINDER_DAY_BEFORE")).toMatchObject({ status: "CANCELLED" });
    // The desk cancelled it itself: no alert to the desk.
    expect(rows.some((row) => row.kind === "STAFF_PATIENT_CANCELLED")).toBe(false);
  });

  it("the patient cancels: 고객 예약 취소 to the patient and an alert to the desk", async () => {
    const { customer, reservation } = await bookAt(LUMIERE, lumiere, seoulAt(7, "10:00"));
    const response = await t.app.inject({
      method: "PUT",
      url: `/customer/reservations/${reservation.id}/cancel`,
      headers: { ...site(LUMIERE), authorization: `Bearer ${customer.token}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    const rows = await messagesOf(lumiere, reservation.id);
    expect(rows.find((row) => row.kind === "RESERVATION_CANCELLED_BY_PATIENT")?.body).toContain(
      "요청하신 대로 예약이 취소되었습니다",
    );
    expect(
      rows
        .filter((row) => row.kind === "STAFF_PATIENT_CANCELLED")
        .map((row) => row.channel)
        .sort(),
    ).toEqual(["EMAIL", "SMS"]);
    expect(rows.find((row) => row.kind === "REMINDER_DAY_BEFORE")?.status).toBe("CANCELLED");
  });

  it("the desk moves a booking: both times in the message, the reminder follows the new day", async () => {
    const before = seoulAt(8, "10:00");
    const after = seoulAt(9, "15:30");
    const { reservation } = await bookAt(LUMIERE, lumiere, before);
    const response = await lumiereOwner(
      "PUT",
      `/console/clinics/${lumiere}/reservations/${reservation.id}/time`,
      {
        reservedAt: after,
      },
    );
    expect(response.statusCode, response.body).toBe(200);
    const rows = await messagesOf(lumiere, reservation.id);
    const moved = rows.find((row) => row.kind === "RESERVATION_RESCHEDULED");
    expect(moved?.body).toContain(`■ 변경 전: ${formatReservationTime(before)}`);
    expect(moved?.body).toContain(`■ 변경 후: ${formatReservationTime(after)}`);
    const reminders = rows.filter((row) => row.kind === "REMINDER_DAY_BEFORE");
    expect(reminders.map((row) => [row.status, row.scheduledAt.toISOString()])).toEqual([
      ["CANCELLED", new Date(seoulAt(7, "18:00")).toISOString()],
      ["PENDING", new Date(seoulAt(8, "18:00")).toISOString()],
    ]);

    // Into a closed hour (lunch): 409 with the widget's words, nothing moved, nothing written.
    const refused = await lumiereOwner(
      "PUT",
      `/console/clinics/${lumiere}/reservations/${reservation.id}/time`,
      {
        reservedAt: seoulAt(9, "13:00"),
      },
    );
    expect(refused.statusCode, refused.body).toBe(409);
    expect(await messagesOf(lumiere, reservation.id)).toHaveLength(rows.length);
  });

  it("a patient who turned reminders off gets the booking's messages but no reminder", async () => {
    const customer = await insertSignedInCustomer(t.database, lumiere, { name: "이도윤" });
    await t.database.db
      .update(schema.customers)
      .set({ remindersReceivable: false })
      .where(eq(schema.customers.id, customer.id));
    const reservation = reservationOf(await book(t, LUMIERE, customer.token, visit(seoulAt(10, "11:00"))));
    const rows = await messagesOf(lumiere, reservation.id);
    expect(rows.find((row) => row.kind === "RESERVATION_RECEIVED")?.status).toBe("PENDING");
    expect(rows.find((row) => row.kind === "REMINDER_DAY_BEFORE")).toMatchObject({
      status: "SKIPPED",
      lastError: "고객이 예약 알림 수신을 거부했습니다.",
    });
  });

  it("a template the clinic switched off writes nothing of its kind", async () => {
    await t.database.db.insert(schema.messageTemplates).values({
      partnerId: lumiere,
      kind: "RESERVATION_RECEIVED",
      body: "#{고객명}님 접수",
      enabled: false,
    });
    try {
      const { reservation } = await bookAt(LUMIERE, lumiere, seoulAt(11, "10:00"));
      expect(await ofKind(lumiere, reservation.id, "RESERVATION_RECEIVED")).toEqual([]);
      expect(await ofKind(lumiere, reservation.id, "STAFF_NEW_BOOKING")).toHaveLength(2);
    } finally {
      await t.database.db
        .delete(schema.messageTemplates)
        .where(
          and(
            eq(schema.messageTemplates.partnerId, lumiere),
            eq(schema.messageTemplates.kind, "RESERVATION_RECEIVED"),
          ),
        );
    }
  });

  it("a new inquiry alerts the desk with who wrote and what about", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/customer/inquiries",
      headers: { ...site(HANEUL), "x-forwarded-for": "203.0.113.77" },
      payload: {
        category: "RESERVATION",
        name: "최유나",
        phone: "010-2222-3333",
        email: "",
        content: "여드름 흉터 치료 가능한지 궁금합니다.",
        privacyAgreed: true,
        website: "",
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json() as { id: number };
    const alerts = await t.database.db
      .select()
      .from(schema.messages)
      .where(and(eq(schema.messages.partnerId, haneul), eq(schema.messages.inquiryId, id)));
    expect(alerts.map((row) => row.kind)).toEqual(["STAFF_NEW_INQUIRY", "STAFF_NEW_INQUIRY"]);
    expect(alerts[0]?.body).toContain(
      "새 문의: 최유나님, '[RESERVATION] 여드름 흉터 치료 가능한지 궁금합니다.'",
    );
  });

  it("a console invitation goes by email with its link, which the log no longer shows once sent", async () => {
    const response = await lumiereOwner("POST", `/console/clinics/${lumiere}/staff`, {
      email: "new.desk@lumiere.demo",
      name: "한지민",
    });
    expect(response.statusCode, response.body).toBe(201);
    const { inviteToken } = response.json() as { inviteToken: string };
    const invitation = async () =>
      (
        await t.database.db
          .select()
          .from(schema.messages)
          .where(and(eq(schema.messages.partnerId, lumiere), eq(schema.messages.kind, "STAFF_INVITATION")))
      )[0];
    expect(await invitation()).toMatchObject({ channel: "EMAIL", recipient: "new.desk@lumiere.demo" });
    expect((await invitation())?.subject).toContain("홈페이지 콘솔 초대");
    expect((await invitation())?.body).toContain(`http://console.localhost/invite/${inviteToken}`);
    await worker().drain();
    const mail = (await outboxLines("email")).find((line) => line.recipient === "new.desk@lumiere.demo");
    expect(mail?.text).toContain(`/invite/${inviteToken}`);
    expect(mail?.text).toContain("한지민님, 루미에르");
    expect((await invitation())?.status).toBe("SENT");
    expect((await invitation())?.body).not.toContain(inviteToken);
  });
});
