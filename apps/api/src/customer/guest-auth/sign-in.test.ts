import { createSessionService, hashToken } from "@api/customer/sessions/service";
import { HANEUL, LUMIERE, type TestApp } from "@api/testing/test-app";
import { and, eq, schema, sql } from "@clinic/db";
import { apiErrorSchema, authMessages, SMS_CODE_TTL_SECONDS } from "@clinic/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allowResend, createGuestTestApp, guestClient, type Outbox, otherCode } from "./guest-fixtures";

describe("guest SMS sign-in", () => {
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

  const expectRefused = (response: Awaited<ReturnType<typeof lumiere.request>>, translate: string) => {
    expect(response.statusCode, response.body).toBe(400);
    expect(apiErrorSchema.parse(response.json())).toMatchObject({ status: 400, translate });
  };

  it("texts a code naming the clinic and signs the guest in with a working session", async () => {
    const sent = await lumiere.sendCode("010-1111-0001");
    expect(sent.statusCode, sent.body).toBe(202);
    expect(sent.json()).toEqual({ expiresInSeconds: SMS_CODE_TTL_SECONDS, resendAfterSeconds: 30 });
    const [line] = (await outbox.lines()).filter((entry) => entry.to === "01011110001");
    expect(line?.code).toMatch(/^\d{6}$/);
    const [clinic] = await t.database.db
      .select({ name: schema.partners.partnerName })
      .from(schema.partners)
      .where(eq(schema.partners.id, t.partnerIds.lumiere));
    expect(line?.text).toBe(`[${clinic?.name}] 인증번호 ${line?.code}를 입력해 주세요. (5분 이내)`);
    // Only a hash is stored.
    const stored = await t.database.db
      .select()
      .from(schema.smsCodes)
      .where(eq(schema.smsCodes.phone, "01011110001"));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.codeHash).not.toContain(line?.code ?? "none");

    const response = await lumiere.signIn({ phone: "01011110001", code: line?.code ?? "", name: "김손님" });
    expect(response.statusCode, response.body).toBe(200);
    const session = response.json();
    expect(session.customer).toMatchObject({
      type: "GUEST",
      isRegular: false,
      name: "김손님",
      phone: "01011110001",
    });
    expect(new Date(session.expiresAt).getTime()).toBeGreaterThan(Date.now());
    const resolved = await createSessionService(t.database).resolve(t.partnerIds.lumiere, session.token);
    expect(resolved?.customerId).toBe(session.customer.id);
    const rows = await t.database.db
      .select()
      .from(schema.customerSessions)
      .where(eq(schema.customerSessions.tokenHash, hashToken(session.token)));
    expect(rows).toHaveLength(1);
    const me = await lumiere.request("GET", "/customers/this", undefined, { token: session.token });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json()).toMatchObject({ id: session.customer.id, phone: "01011110001" });
  });

  it("writes the code's message in the page's language and refuses a language it does not know (issue 29)", async () => {
    const sent = await lumiere.sendCode("010-1111-0009", { language: "ja" });
    expect(sent.statusCode, sent.body).toBe(202);
    const [line] = (await outbox.lines()).filter((entry) => entry.to === "01011110009");
    expect(line?.text).toContain(`認証番号は${line?.code}です`);
    expect(line?.text.replace(/^\[[^\]]*\]/, "")).not.toMatch(/[\uac00-\ud7a3]/);
    const refused = await lumiere.sendCode("010-1111-0010", { language: "fr" });
    expect(refused.statusCode).toBe(400);
  });

  it("signs the same phone into the same guest again, with the new name and a new token", async () => {
    const first = await lumiere.signInFully(outbox, "01011110002", "이름하나");
    await allowResend(t);
    const second = await lumiere.signInFully(outbox, "01011110002", "이름둘");
    expect(second.customer.id).toBe(first.customer.id);
    expect(second.customer.name).toBe("이름둘");
    expect(second.token).not.toBe(first.token);
  });

  it("refuses an expired code", async () => {
    await lumiere.sendCode("01011110003");
    const code = await outbox.latestCode("01011110003");
    await t.database.db
      .update(schema.smsCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(schema.smsCodes.phone, "01011110003"));
    expectRefused(await lumiere.signIn({ phone: "01011110003", code }), authMessages.codeExpired);
  });

  it("refuses a code used once already", async () => {
    await lumiere.sendCode("01011110004");
    const code = await outbox.latestCode("01011110004");
    expect((await lumiere.signIn({ phone: "01011110004", code })).statusCode).toBe(200);
    expectRefused(await lumiere.signIn({ phone: "01011110004", code }), authMessages.codeExpired);
  });

  it("accepts only the newest code of a phone", async () => {
    await lumiere.sendCode("01011110005", { ip: "10.1.0.1" });
    const older = await outbox.latestCode("01011110005");
    // The 30-second resend limit is not what this test is about.
    await allowResend(t);
    await lumiere.sendCode("01011110005", { ip: "10.1.0.1" });
    const newer = await outbox.latestCode("01011110005");
    if (older !== newer) {
      expectRefused(await lumiere.signIn({ phone: "01011110005", code: older }), authMessages.wrongCode);
    }
    expect((await lumiere.signIn({ phone: "01011110005", code: newer })).statusCode).toBe(200);
    // The older row is expired in the database too, not just shadowed.
    const live = await t.database.db
      .select()
      .from(schema.smsCodes)
      .where(and(eq(schema.smsCodes.phone, "01011110005"), sql`${schema.smsCodes.expiresAt} > now()`));
    expect(live).toHaveLength(1);
  });

  it("kills a code after 5 wrong tries: even the right one fails then", async () => {
    await lumiere.sendCode("01011110006");
    const code = await outbox.latestCode("01011110006");
    for (let attempt = 1; attempt <= 5; attempt++) {
      expectRefused(
        await lumiere.signIn({ phone: "01011110006", code: otherCode(code) }),
        authMessages.wrongCode,
      );
    }
    expectRefused(await lumiere.signIn({ phone: "01011110006", code }), authMessages.codeExpired);
    const [row] = await t.database.db
      .select()
      .from(schema.smsCodes)
      .where(eq(schema.smsCodes.phone, "01011110006"));
    expect(row?.wrongAttempts).toBe(5);
    expect(row?.consumedAt).toBeNull();
  });

  it("refuses a sign-in without any code sent", async () => {
    expectRefused(await lumiere.signIn({ phone: "01011110007", code: "123456" }), authMessages.codeExpired);
  });

  it("does not accept a code of clinic A on clinic B", async () => {
    await lumiere.sendCode("01011110008");
    const code = await outbox.latestCode("01011110008");
    expectRefused(await haneul.signIn({ phone: "01011110008", code }), authMessages.codeExpired);
    // Clinic A's code still works at clinic A, and the guest exists there only.
    const response = await lumiere.signIn({ phone: "01011110008", code });
    expect(response.statusCode).toBe(200);
    const { token } = response.json();
    expect(await createSessionService(t.database).resolve(t.partnerIds.haneul, token)).toBeNull();
  });

  it.each([
    ["no body fields", {}, ["body.phone", "body.code", "body.name"]],
    ["a short code", { phone: "01011110009", code: "12345", name: "김" }, ["body.code"]],
    ["letters in the code", { phone: "01011110009", code: "12a456", name: "김" }, ["body.code"]],
    ["a bad phone", { phone: "12345", code: "123456", name: "김" }, ["body.phone"]],
    ["a number as phone", { phone: 1012345678, code: "123456", name: "김" }, ["body.phone"]],
  ])("answers 400 with fields for %s", async (_label, body, paths) => {
    const response = await lumiere.request("POST", "/api/guest-signin", body);
    expect(response.statusCode, response.body).toBe(400);
    const error = apiErrorSchema.parse(response.json());
    expect(error.fields?.map((field) => field.path).sort()).toEqual([...paths].sort());
  });

  it("answers 400 with fields for bad code requests", async () => {
    const badPurpose = await lumiere.request("POST", "/customer/auth-tokens", {
      phone: "01011110010",
      purpose: "X",
    });
    expect(badPurpose.statusCode).toBe(400);
    expect(apiErrorSchema.parse(badPurpose.json()).fields?.[0]?.path).toBe("body.purpose");
    const noPhone = await lumiere.request("POST", "/customer/auth-tokens", {});
    expect(noPhone.statusCode).toBe(400);
    expect(apiErrorSchema.parse(noPhone.json()).fields?.[0]?.path).toBe("body.phone");
  });

  it("keeps the answers out of shared caches", async () => {
    const response = await lumiere.sendCode("01011110011");
    expect(response.headers["cache-control"]).toBe("no-store");
  });
});
