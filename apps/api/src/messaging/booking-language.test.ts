import { consoleCall, ownerToken } from "@api/console/reservations/desk-fixtures";
import { insertSignedInCustomer } from "@api/customer/customers/customer-fixtures";
import {
  book,
  reservationOf,
  seoulAt,
  setSchedule,
  treatmentOptions,
  visit,
} from "@api/customer/reservations/reservation-fixtures";
import { createTestApp, LUMIERE, type TestApp } from "@api/testing/test-app";
import { and, asc, eq, schema } from "@clinic/db";
import { apiErrorSchema, deskListSchema, deskReservationSchema } from "@clinic/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSolapiChannel } from "./channels/solapi";
import { startFakeSolapi } from "./testing/fake-solapi";
import { createMessageWorker } from "./worker";

const CREDENTIALS = { apiKey: "NCSTESTKEY0000002", apiSecret: "TESTSECRET0123456789ABCDEFGHIJKM" };
const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/;
const KANA = /[\u3040-\u30ff]/;

/**
 * Issue 29: a booking made in Japanese records its language, its patient's messages are Japanese and go as text
 * messages (never as a Korean 알림톡 template), delivered through a local server speaking Solapi's API, and the
 * desk sees the language.
 */
describe("a booking's language", () => {
  let t: TestApp;
  let lumiere: number;
  let solapi: Awaited<ReturnType<typeof startFakeSolapi>>;
  let owner: ReturnType<typeof consoleCall>;
  let clinic: { name: string; address: string };

  beforeAll(async () => {
    t = await createTestApp({ siteLink: (host: string) => `http://${host}:3000/mypage` });
    lumiere = t.partnerIds.lumiere;
    solapi = await startFakeSolapi(CREDENTIALS);
    // Requests wait for the desk, whose confirmation 루미에르 sends by 알림톡 (template LUMIERE_CONFIRMED_01).
    await setSchedule(t.database, lumiere, { capacityPerSlot: 3, reservationConfirm: true });
    owner = consoleCall(t, await ownerToken(t, "lumiere"));
    const [partner] = await t.database.db
      .select({
        name: schema.partners.displayName,
        partnerName: schema.partners.partnerName,
        address: schema.partners.address,
      })
      .from(schema.partners)
      .where(eq(schema.partners.id, lumiere));
    clinic = { name: partner?.name ?? partner?.partnerName ?? "", address: partner?.address ?? "" };
  });
  afterAll(async () => {
    await solapi.close();
    await t.close();
  });

  const messagesOf = (reservationId: number) =>
    t.database.db
      .select()
      .from(schema.messages)
      .where(and(eq(schema.messages.partnerId, lumiere), eq(schema.messages.reservationId, reservationId)))
      .orderBy(asc(schema.messages.id));
  /** The text without what the clinic itself wrote in Korean (its name and address have no translation). */
  const withoutClinic = (text: string) => text.split(clinic.name).join("").split(clinic.address).join("");

  it("stores ja, writes the request and the confirmation in Japanese and sends them as text messages", async () => {
    const customer = await insertSignedInCustomer(t.database, lumiere, { name: "山田花子" });
    const at = seoulAt(3, "14:30");
    const reservation = reservationOf(
      await book(t, LUMIERE, customer.token, { ...visit(at), language: "ja" }),
    );
    const [row] = await t.database.db
      .select({ language: schema.reservations.language })
      .from(schema.reservations)
      .where(eq(schema.reservations.id, reservation.id));
    expect(row?.language).toBe("ja");

    const requested = (await messagesOf(reservation.id)).find((m) => m.kind === "RESERVATION_REQUESTED");
    expect(requested?.body).toContain("山田花子様、ご予約のお申し込みを受け付けました。");
    // The staff alert stays Korean for the desk.
    const alert = (await messagesOf(reservation.id)).find((m) => m.kind === "STAFF_NEW_REQUEST");
    expect(alert?.body).toContain("확정을 기다리는 예약 신청");

    const confirmed = await owner(
      "PUT",
      `/console/clinics/${lumiere}/reservations/${reservation.id}/confirm`,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const confirmation = (await messagesOf(reservation.id)).find((m) => m.kind === "RESERVATION_CONFIRMED");
    // A Korean booking's confirmation goes by 알림톡 (patient-messages.test.ts); a Japanese one cannot.
    expect(confirmation).toMatchObject({ channel: "SMS", templateCode: null, audience: "PATIENT" });
    const body = confirmation?.body ?? "";
    expect(body).toContain("山田花子様、ご予約が確定しました。");
    expect(body).toMatch(KANA);
    expect(withoutClinic(body)).not.toMatch(HANGUL);
    // Seoul time in Japanese, the Japanese my-page and the number as dialled from abroad.
    const time = new Intl.DateTimeFormat("ja-JP", {
      timeZone: "Asia/Seoul",
      month: "long",
      day: "numeric",
      weekday: "short",
      hour: "numeric",
      minute: "2-digit",
    }).format(new Date(at));
    expect(body).toContain(`■ 日時：${time}（韓国時間）`);
    expect(body).toContain("■ 内容：カウンセリング");
    expect(body).toContain("http://lumiere.localhost:3000/ja/mypage");
    expect(body).toMatch(/お問い合わせ：\+82 /);

    // Delivered through the provider's API as a long text message, word for word.
    await createMessageWorker({
      database: t.database,
      text: createSolapiChannel({
        baseUrl: solapi.baseUrl,
        ...CREDENTIALS,
        sender: "0215880000",
        pfId: "KA01PF_TEST",
      }),
      email: createSolapiChannel({
        baseUrl: solapi.baseUrl,
        ...CREDENTIALS,
        sender: "0215880000",
        pfId: null,
      }),
      log: t.app.log,
    }).drain();
    const sent = solapi.accepted.find((message) => message.outboxId.endsWith(`-msg-${confirmation?.id}`));
    expect(sent).toMatchObject({ type: "LMS", templateId: null, text: body });
  });

  it("names the treatment and its option in the booking's language, as the clinic translated them", async () => {
    // The demo translates Lumière's treatment names and its option names into English (decision 0045).
    const [optionId] = await treatmentOptions(t.database, lumiere, 1);
    const [option] = await t.database.db
      .select({ name: schema.productOptions.name, productId: schema.productOptions.productId })
      .from(schema.productOptions)
      .where(eq(schema.productOptions.id, optionId ?? 0));
    const [translation] = await t.database.db
      .select({ fields: schema.contentTranslations.fields })
      .from(schema.contentTranslations)
      .where(
        and(
          eq(schema.contentTranslations.partnerId, lumiere),
          eq(schema.contentTranslations.entity, "products"),
          eq(schema.contentTranslations.entityId, option?.productId ?? 0),
          eq(schema.contentTranslations.language, "en"),
        ),
      );
    const fields = translation?.fields as Record<string, string> | undefined;
    const englishOption = fields?.[`option:${option?.name}`];
    if (!fields?.name || !englishOption)
      throw new Error("the demo's first option is not translated into English");

    const customer = await insertSignedInCustomer(t.database, lumiere, { name: "Emma Brown" });
    const reservation = reservationOf(
      await book(t, LUMIERE, customer.token, {
        type: "TREATMENT",
        reservedAt: seoulAt(5, "15:00"),
        productOptionIds: [optionId],
        agreePrivacy: true,
        language: "en",
      }),
    );
    const requested = (await messagesOf(reservation.id)).find((m) => m.kind === "RESERVATION_REQUESTED");
    const body = requested?.body ?? "";
    expect(body).toContain(`${fields.name} ${englishOption}`);
    expect(withoutClinic(body)).not.toMatch(HANGUL);
  });

  it("shows the desk the booking's language, Korean for a booking that named none", async () => {
    const japanese = await insertSignedInCustomer(t.database, lumiere, { name: "Suzuki" });
    const korean = await insertSignedInCustomer(t.database, lumiere, { name: "김하늘" });
    const at = seoulAt(4, "11:00");
    const ja = reservationOf(await book(t, LUMIERE, japanese.token, { ...visit(at), language: "ja" }));
    const ko = reservationOf(await book(t, LUMIERE, korean.token, visit(at)));
    const day = at.slice(0, 10);
    const response = await owner("GET", `/console/clinics/${lumiere}/reservations?from=${day}&to=${day}`);
    expect(response.statusCode, response.body).toBe(200);
    const rows = deskListSchema.parse(response.json()).rows;
    expect(rows.find((r) => r.id === ja.id)?.language).toBe("ja");
    expect(rows.find((r) => r.id === ko.id)?.language).toBe("ko");
    const requested = (await messagesOf(ko.id)).find((m) => m.kind === "RESERVATION_REQUESTED");
    expect(requested?.body).toContain("김하늘님, 예약 신청이 접수되었습니다.");
  });

  it("a phone booking the desk took in English: its confirmation is English, by text message", async () => {
    const response = await owner("POST", `/console/clinics/${lumiere}/reservations`, {
      name: "Jane Doe",
      phone: "010-5555-0144",
      type: "VISIT",
      reservedAt: seoulAt(6, "15:00"),
      privacyConsent: true,
      language: "en",
    });
    expect(response.statusCode, response.body).toBe(201);
    const booked = deskReservationSchema.parse(response.json());
    expect(booked.language).toBe("en");
    const received = (await messagesOf(booked.id)).find((m) => m.kind === "RESERVATION_RECEIVED");
    expect(received).toMatchObject({ channel: "SMS", templateCode: null });
    expect(received?.body).toContain("Dear Jane Doe, we have received your booking.");
    expect(received?.body).toMatch(/■ Date and time: .+ \(Korea time\)/);
    expect(withoutClinic(received?.body ?? "")).not.toMatch(HANGUL);
  });

  it.each([
    ["an unknown language", "fr"],
    ["a language in the wrong case", "JA"],
    ["a number", 3],
  ])("answers 400 naming body.language for %s", async (_, language) => {
    const customer = await insertSignedInCustomer(t.database, lumiere);
    const response = await book(t, LUMIERE, customer.token, { ...visit(seoulAt(5, "10:00")), language });
    expect(response.statusCode, response.body).toBe(400);
    const error = apiErrorSchema.parse(response.json());
    expect(error.fields?.map((field) => field.path)).toEqual(["body.language"]);
  });
});
