import { insertBarePartner } from "@api/testing/fixtures";
import { createTestApp, LUMIERE, site, type TestApp } from "@api/testing/test-app";
import { eq, schema } from "@clinic/db";
import { apiErrorSchema, errorMessages, inquiryCreatedSchema } from "@clinic/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INQUIRY_RATE_LIMIT } from "./service";

const VALID = {
  category: "RESERVATION",
  name: " 홍길동 ",
  phone: "010-1234-5678",
  email: "",
  content: "예약 변경 문의\n드립니다.",
  privacyAgreed: true,
  website: "",
};

describe("POST /customer/inquiries", () => {
  let t: TestApp;
  let bare: { id: number; host: string };

  beforeAll(async () => {
    t = await createTestApp();
    bare = await insertBarePartner(t.database, "inquirytest");
  });
  afterAll(() => t.close());

  // Each test is its own visitor (x-forwarded-for), so the rate limit of one never touches another.
  const send = (ip: string, body: unknown, origin = bare.host) =>
    t.app.inject({
      method: "POST",
      url: "/customer/inquiries",
      headers: { ...site(origin), "x-forwarded-for": ip },
      payload: body as Record<string, unknown>,
    });
  const stored = () =>
    t.database.db.select().from(schema.inquiries).where(eq(schema.inquiries.partnerId, bare.id));

  it("stores the inquiry with the moment of consent, the phone as digits and an empty email as null", async () => {
    const before = Date.now();
    const response = await send("203.0.113.1", VALID);
    expect(response.statusCode).toBe(201);
    const created = inquiryCreatedSchema.parse(response.json());
    const [row] = (await stored()).filter((inquiry) => inquiry.id === created.id);
    expect(row).toMatchObject({
      category: "RESERVATION",
      name: "홍길동",
      phone: "01012345678",
      email: null,
      content: "예약 변경 문의\n드립니다.",
      status: "RECEIVED",
    });
    expect(row?.privacyAgreedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row?.privacyAgreedAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    expect(row?.createdAt.toISOString()).toBe(created.createdAt);

    const withEmail = await send("203.0.113.1", { ...VALID, email: " a@example.com ", website: undefined });
    expect(withEmail.statusCode).toBe(201);
    const [second] = (await stored()).filter((inquiry) => inquiry.id === withEmail.json().id);
    expect(second?.email).toBe("a@example.com");
  });

  it("is never read back through the storefront's API", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/customer/inquiries",
      headers: site(bare.host),
    });
    expect(response.statusCode).toBe(404);
  });

  it.each([
    ["missing consent", { ...VALID, privacyAgreed: undefined }, "body.privacyAgreed"],
    ["refused consent", { ...VALID, privacyAgreed: false }, "body.privacyAgreed"],
    ["consent as a string", { ...VALID, privacyAgreed: "true" }, "body.privacyAgreed"],
    ["an oversize text", { ...VALID, content: "가".repeat(2001) }, "body.content"],
    ["an oversize name", { ...VALID, name: "가".repeat(21) }, "body.name"],
    ["a blank name", { ...VALID, name: "   " }, "body.name"],
    ["a line break in the name", { ...VALID, name: "홍\n길동" }, "body.name"],
    ["a NUL character", { ...VALID, content: "문의\u0000" }, "body.content"],
    ["a number as phone", { ...VALID, phone: 1012345678 }, "body.phone"],
    ["a short phone", { ...VALID, phone: "010-12" }, "body.phone"],
    ["an unknown category", { ...VALID, category: "SPAM" }, "body.category"],
    ["a malformed email", { ...VALID, email: "not-an-email" }, "body.email"],
    ["a filled honeypot", { ...VALID, website: "http://spam.example" }, "body.website"],
  ])("answers %s with 400 naming the field and stores nothing", async (_, body, path) => {
    const count = (await stored()).length;
    const response = await send("203.0.113.2", body);
    expect(response.statusCode).toBe(400);
    const error = apiErrorSchema.parse(response.json());
    expect(error.translate).toBe(errorMessages.badRequest);
    expect(error.fields?.map((field) => field.path)).toEqual([path]);
    expect(error.fields?.[0]?.message).toMatch(/[가-힣]/);
    expect((await stored()).length).toBe(count);
  });

  it("answers malformed JSON, a non-object body and an oversized body with 4xx in the error shape", async () => {
    const raw = (payload: string, status: number) =>
      t.app
        .inject({
          method: "POST",
          url: "/customer/inquiries",
          headers: {
            ...site(bare.host),
            "content-type": "application/json",
            "x-forwarded-for": "203.0.113.3",
          },
          payload,
        })
        .then((response) => {
          expect(response.statusCode, payload.slice(0, 20)).toBe(status);
          expect(apiErrorSchema.parse(response.json()).status).toBe(status);
        });
    await raw('{"category": "ETC", ', 400);
    await raw("[]", 400);
    await raw("null", 400);
    await raw(JSON.stringify({ ...VALID, content: "가".repeat(100_000) }), 413);
  });

  it("refuses a visitor's sixth inquiry in ten minutes with 429 and Retry-After, per visitor and clinic", async () => {
    const ip = "198.51.100.7";
    // Refused forms do not count.
    for (let index = 0; index < 3; index += 1) {
      expect((await send(ip, { ...VALID, privacyAgreed: false })).statusCode).toBe(400);
    }
    for (let index = 0; index < INQUIRY_RATE_LIMIT.limit; index += 1) {
      expect((await send(ip, VALID)).statusCode, `inquiry ${index + 1}`).toBe(201);
    }
    const count = (await stored()).length;
    const refused = await send(ip, VALID);
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(INQUIRY_RATE_LIMIT.windowSeconds);
    expect(apiErrorSchema.parse(refused.json())).toMatchObject({
      status: 429,
      translate: "문의를 너무 자주 보내셨습니다. 10분 후에 다시 시도해 주세요.",
    });
    expect((await stored()).length).toBe(count);

    expect((await send("198.51.100.8", VALID)).statusCode).toBe(201);
    expect((await send(ip, VALID, LUMIERE)).statusCode).toBe(201);
  });
});
