import { DEMO_OPERATOR, demoOwner } from "@clinic/db";
import { staffMeSchema, staffSessionAnswerSchema } from "@clinic/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { SIGN_IN_LIMITS } from "./service";

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

  it("throttles one account after repeated failures, from any address, with Retry-After", async () => {
    const { email, password } = demoOwner("haneul");
    for (let i = 0; i < SIGN_IN_LIMITS.perAccount.limit; i++) await signIn(email, `wrong-${i}`);
    const blocked = await signIn(email, password);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    expect(blocked.json()).toMatchObject({ status: 429 });
  });

  it("throttles one address trying many accounts", async () => {
    const ip = "10.9.9.9";
    for (let i = 0; i < SIGN_IN_LIMITS.perAddress.limit; i++) await signIn(`guess-${i}@example.com`, "x", ip);
    const blocked = await signIn(DEMO_OPERATOR.email, DEMO_OPERATOR.password, ip);
    expect(blocked.statusCode).toBe(429);
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
