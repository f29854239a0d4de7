import { HANEUL, LUMIERE, type TestApp } from "@api/testing/test-app";
import { apiErrorSchema, authMessages } from "@clinic/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allowResend, createGuestTestApp, guestClient, type Outbox, otherCode } from "./guest-fixtures";

const HOUR = 3600;

describe("guest SMS sign-in: limits", () => {
  let t: TestApp;
  let outbox: Outbox;
  let close: () => Promise<void>;
  let lumiere: ReturnType<typeof guestClient>;
  let haneul: ReturnType<typeof guestClient>;

  beforeAll(async () => {
    ({ t, outbox, close } = await createGuestTestApp());
    lumiere = guestClient(t, LUMIERE);
    haneul = guestClient(t, HANEUL);
  });
  afterAll(() => close());

  const expectLimited = (response: Awaited<ReturnType<typeof lumiere.request>>, windowSeconds: number) => {
    expect(response.statusCode, response.body).toBe(429);
    const retryAfter = Number(response.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(windowSeconds - 60);
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
    const minutes = Math.ceil(retryAfter / 60);
    expect(apiErrorSchema.parse(response.json())).toMatchObject({
      status: 429,
      translate: authMessages.tooManyCodes(minutes),
    });
  };

  it("sends one code per phone in 30 seconds", async () => {
    expect((await lumiere.sendCode("01022220001", { ip: "10.2.0.1" })).statusCode).toBe(202);
    const again = await lumiere.sendCode("01022220001", { ip: "10.2.0.2" });
    expect(again.statusCode).toBe(429);
    const retryAfter = Number(again.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(30);
    // No text went out for the refused request.
    expect((await outbox.lines()).filter((line) => line.to === "01022220001")).toHaveLength(1);
    // Another phone from the same visitor is not held up.
    expect((await lumiere.sendCode("01022220002", { ip: "10.2.0.1" })).statusCode).toBe(202);
  });

  it("sends at most 5 codes per phone an hour", async () => {
    for (let index = 1; index <= 5; index++) {
      const response = await lumiere.sendCode("01022220003", { ip: `10.2.1.${index}` });
      expect(response.statusCode, `code ${index}`).toBe(202);
      await allowResend(t);
    }
    expectLimited(await lumiere.sendCode("01022220003", { ip: "10.2.1.9" }), HOUR);
    // The count is per clinic: the same number may still get a code from another clinic.
    expect((await haneul.sendCode("01022220003", { ip: "10.2.1.10" })).statusCode).toBe(202);
  });

  it("sends at most 20 codes per visitor an hour", async () => {
    const ip = "10.2.2.1";
    for (let index = 0; index < 20; index++) {
      const phone = `0103333${String(index).padStart(4, "0")}`;
      expect((await lumiere.sendCode(phone, { ip })).statusCode, `code ${index}`).toBe(202);
    }
    expectLimited(await lumiere.sendCode("01033339999", { ip }), HOUR);
    // Also at another clinic: the visitor, not the clinic, is limited.
    expectLimited(await haneul.sendCode("01033339999", { ip }), HOUR);
    expect((await lumiere.sendCode("01033339999", { ip: "10.2.2.2" })).statusCode).toBe(202);
  });

  it("refuses a visitor's 21st wrong code over many phones, even a right one; others may still sign in", async () => {
    const phones = ["01044440001", "01044440002", "01044440003", "01044440004", "01044440005", "01044440006"];
    for (const [index, phone] of phones.entries()) {
      expect((await lumiere.sendCode(phone, { ip: `10.2.3.${index + 1}` })).statusCode).toBe(202);
    }
    const guesser = "10.2.4.1";
    // Four misses on each of five codes: 20 in all, none of the codes at its own limit of 5.
    for (const phone of phones.slice(0, 5)) {
      const code = await outbox.latestCode(phone);
      for (let attempt = 1; attempt <= 4; attempt++) {
        const response = await lumiere.signIn({ phone, code: otherCode(code) }, guesser);
        expect(response.statusCode, `${phone} attempt ${attempt}`).toBe(400);
      }
    }
    const last = phones[5] ?? "";
    expectLimited(await lumiere.signIn({ phone: last, code: await outbox.latestCode(last) }, guesser), HOUR);
    // The refused request did not use the code up: its owner signs in from their own address.
    const owner = await lumiere.signIn({ phone: last, code: await outbox.latestCode(last) }, "10.2.4.2");
    expect(owner.statusCode, owner.body).toBe(200);
  });
});
