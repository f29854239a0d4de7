import { ACCEPT_INVITE_DELAYS } from "@api/console/staff/service";
import { expectDoublingWaits } from "@api/testing/delays";
import { createTestApp, type TestApp } from "@api/testing/test-app";
import { DEMO_OPERATOR, demoOwner, schema, withTenant } from "@clinic/db";
import { hashPassword } from "@clinic/db/passwords";
import { staffMeSchema, staffSessionAnswerSchema } from "@clinic/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD_CHANGE_DELAYS, SIGN_IN_DELAYS } from "./service";

let t: TestApp;
let address = 0;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A fresh client address per call unless given, so only the per-account limit is in play. */
const signIn = (email: string, password: string, ip = `10.1.0.${++address}`) =>
  t.app.inject({
    method: "POST",
    url: "/console/auth/sign-in",
    payload: { email, password },
    headers: { "x-forwarded-for": ip },
  });
const asStaff = (token: string, method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });

describe("console sign-in", () => {
  it("signs the owner in with email and password and lists only their clinic", async () => {
    const owner = demoOwner("lumiere");
    const response = await signIn(owner.email.toUpperCase(), owner.password);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const session = staffSessionAnswerSchema.parse(response.json());
    expect(session.staff).toMatchObject({ role: "OWNER", partnerId: t.partnerIds.lumiere });
    const me = staffMeSchema.parse((await asStaff(session.token, "GET", "/console/me")).json());
    expect(me.clinics.map((clinic) => clinic.code)).toEqual(["lumiere"]);
  });

  it("shows the operator every clinic", async () => {
    const session = (await signIn(DEMO_OPERATOR.email, DEMO_OPERATOR.password)).json();
    const me = staffMeSchema.parse((await asStaff(session.token, "GET", "/console/me")).json());
    expect(me.staff).toMatchObject({ role: "OPERATOR", partnerId: null });
    expect(me.clinics.map((clinic) => clinic.code).sort()).toEqual(["haneul", "lumiere"]);
  });

  it("refuses a wrong password and an unknown email alike, in the error shape", async () => {
    const wrong = await signIn(demoOwner("haneul").email, "not-the-password");
    const unknown = await signIn("nobody@example.com", "not-the-password");
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        status: 401,
        translate: "이메일 또는 비밀번호가 올바르지 않습니다.",
      });
    }
  });

  it("rejects malformed input with 400 and field paths", async () => {
    for (const payload of [{}, { email: "not-an-email", password: "x" }, { email: "a@b.co", password: "" }]) {
      const response = await t.app.inject({ method: "POST", url: "/console/auth/sign-in", payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().fields.length).toBeGreaterThan(0);
    }
  });

  const expectSlowed = (response: Awaited<ReturnType<typeof signIn>>) => {
    expect(response.statusCode, response.body).toBe(429);
    expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(response.headers["retry-after"])).toBeLessThanOrEqual(SIGN_IN_DELAYS.perAccount.maxSeconds);
    expect(response.json()).toMatchObject({ status: 429 });
  };

  it("a stranger's failures from many addresses slow the guessers but never keep the owner out", async () => {
    const { email, password } = demoOwner("haneul");
    const guessers = Array.from({ length: 12 }, (_, i) => `10.2.0.${i + 1}`);
    for (const ip of guessers) expect((await signIn(email, `wrong-${ip}`, ip)).statusCode).toBe(401);
    // The account is in its delay: an address that has been failing waits, right password or not.
    expectSlowed(await signIn(email, "wrong-again", guessers[0]));
    expectSlowed(await signIn(email, password, guessers[11]));
    // The owner, from an address that has not been failing, signs in at once; so does the operator.
    expect((await signIn(email, password, "10.2.1.1")).statusCode).toBe(200);
    expect((await signIn(email.toUpperCase(), password, "10.2.1.2")).statusCode).toBe(200);
    expect((await signIn(DEMO_OPERATOR.email, DEMO_OPERATOR.password, "10.2.1.3")).statusCode).toBe(200);
  });

  it("slows one address guessing at one account after 5 misses, with Retry-After", async () => {
    const { email, password } = demoOwner("lumiere");
    const ip = "10.3.0.1";
    for (let i = 0; i < SIGN_IN_DELAYS.perAccount.freeFailures; i++) {
      expect((await signIn(email, `wrong-${i}`, ip)).statusCode).toBe(401);
    }
    expectSlowed(await signIn(email, "wrong-again", ip));
    expectSlowed(await signIn(email, password, ip));
    expect((await signIn(email, password, "10.3.0.2")).statusCode).toBe(200);
  });

  it("slows one address trying many accounts, even for the right password", async () => {
    const ip = "10.9.9.9";
    for (let i = 0; i < SIGN_IN_DELAYS.perAddress.freeFailures; i++) {
      expect((await signIn(`guess-${i}@example.com`, "x", ip)).statusCode).toBe(401);
    }
    expectSlowed(await signIn(DEMO_OPERATOR.email, DEMO_OPERATOR.password, ip));
    expect((await signIn(DEMO_OPERATOR.email, DEMO_OPERATOR.password, "10.9.9.10")).statusCode).toBe(200);
  });

  it("doubles the wait with every further miss, up to the cap", () => {
    expectDoublingWaits(SIGN_IN_DELAYS.perAccount, [1, 2, 4, 8]);
  });
});

describe("attempt limits of password changes and invitations", () => {
  const put = (token: string, currentPassword: string, ip: string) =>
    t.app.inject({
      method: "PUT",
      url: "/console/me/password",
      headers: { authorization: `Bearer ${token}`, "x-forwarded-for": ip },
      payload: { currentPassword, newPassword: "a-brand-new-password-2026" },
    });

  it("slows guessing the current password (a stolen session), per account and per address", async () => {
    const password = "staff-password-2026";
    const email = "limits-staff@console.test";
    await withTenant(t.database.db, t.partnerIds.lumiere, async (tx) =>
      tx.insert(schema.staffAccounts).values({
        partnerId: t.partnerIds.lumiere,
        email,
        name: "직원",
        role: "STAFF",
        passwordHash: await hashPassword(password),
      }),
    );
    const { token } = staffSessionAnswerSchema.parse((await signIn(email, password)).json());
    const ip = "10.4.0.1";
    for (let i = 0; i < PASSWORD_CHANGE_DELAYS.perAccount.freeFailures; i++) {
      expect((await put(token, `wrong-${i}`, ip)).statusCode).toBe(400);
    }
    const slowed = await put(token, password, ip);
    expect(slowed.statusCode, slowed.body).toBe(429);
    expect(Number(slowed.headers["retry-after"])).toBeGreaterThan(0);
    // The owner of the account, from an address that has not been failing, still changes it.
    expect((await put(token, password, "10.4.0.2")).statusCode).toBe(200);
  });

  it("slows unknown invitation tokens per address; a real invitation from another address still works", async () => {
    const owner = await signIn(demoOwner("lumiere").email, demoOwner("lumiere").password);
    const invited = await t.app.inject({
      method: "POST",
      url: `/console/clinics/${t.partnerIds.lumiere}/staff`,
      headers: { authorization: `Bearer ${owner.json().token}` },
      payload: { email: "invite-limits@lumiere.demo", name: "간호사" },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const accept = (token: string, ip: string) =>
      t.app.inject({
        method: "POST",
        url: "/console/auth/accept-invite",
        headers: { "x-forwarded-for": ip },
        payload: { token, password: "invited-password-2026" },
      });
    const ip = "10.5.0.1";
    for (let i = 0; i < ACCEPT_INVITE_DELAYS.perAddress.freeFailures; i++) {
      expect((await accept(`made-up-token-${i}`, ip)).statusCode).toBe(404);
    }
    const slowed = await accept(invited.json().inviteToken, ip);
    expect(slowed.statusCode, slowed.body).toBe(429);
    expect(Number(slowed.headers["retry-after"])).toBeGreaterThan(0);
    expect(slowed.json()).toMatchObject({ status: 429 });
    expect((await accept(invited.json().inviteToken, "10.5.0.2")).statusCode).toBe(200);
  });
});

describe("console sessions", () => {
  const owner = demoOwner("lumiere");
  const fresh = async () =>
    staffSessionAnswerSchema.parse((await signIn(owner.email, owner.password)).json());

  it("needs a live session for everything but sign-in", async () => {
    expect((await t.app.inject({ method: "GET", url: "/console/me" })).statusCode).toBe(401);
    expect((await asStaff("x".repeat(43), "GET", "/console/me")).statusCode).toBe(401);
  });

  it("ends a session on sign-out", async () => {
    const { token } = await fresh();
    expect((await asStaff(token, "POST", "/console/auth/sign-out")).statusCode).toBe(200);
    expect((await asStaff(token, "GET", "/console/me")).statusCode).toBe(401);
  });

  it("rotates: the new token works, the old one stops", async () => {
    const { token } = await fresh();
    const rotated = staffSessionAnswerSchema.parse(
      (await asStaff(token, "POST", "/console/auth/rotate")).json(),
    );
    expect(rotated.token).not.toBe(token);
    expect((await asStaff(token, "GET", "/console/me")).statusCode).toBe(401);
    expect((await asStaff(rotated.token, "GET", "/console/me")).statusCode).toBe(200);
  });

  it("changes the password: other sessions end, the old password stops working", async () => {
    const other = await fresh();
    const mine = await fresh();
    const next = "a-new-long-password-2026";
    const short = await asStaff(mine.token, "PUT", "/console/me/password", {
      currentPassword: owner.password,
      newPassword: "short",
    });
    expect(short.statusCode).toBe(400);
    const wrong = await asStaff(mine.token, "PUT", "/console/me/password", {
      currentPassword: "wrong-password",
      newPassword: next,
    });
    expect(wrong.statusCode).toBe(400);
    const changed = await asStaff(mine.token, "PUT", "/console/me/password", {
      currentPassword: owner.password,
      newPassword: next,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const renewed = staffSessionAnswerSchema.parse(changed.json());
    expect((await asStaff(other.token, "GET", "/console/me")).statusCode).toBe(401);
    expect((await asStaff(renewed.token, "GET", "/console/me")).statusCode).toBe(200);
    expect((await signIn(owner.email, owner.password)).statusCode).toBe(401);
    expect((await signIn(owner.email, next)).statusCode).toBe(200);
  });
});
