import { createTestApp, type TestApp } from "@api/testing/test-app";
import { demoOwner } from "@clinic/db";
import { auditPageSchema, staffInviteAnswerSchema, staffListSchema } from "@clinic/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let t: TestApp;
let lumiereOwner: string;
let haneulOwner: string;

const signIn = async (email: string, password: string) => {
  const response = await t.app.inject({
    method: "POST",
    url: "/console/auth/sign-in",
    payload: { email, password },
  });
  return response.json().token as string;
};
const call = (token: string, method: "GET" | "POST" | "DELETE", url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });

beforeAll(async () => {
  t = await createTestApp();
  lumiereOwner = await signIn(demoOwner("lumiere").email, demoOwner("lumiere").password);
  haneulOwner = await signIn(demoOwner("haneul").email, demoOwner("haneul").password);
});
afterAll(() => t.close());

describe("staff accounts of a clinic", () => {
  const base = () => `/console/clinics/${t.partnerIds.lumiere}`;

  it("lets the owner invite a staff member, who accepts and signs in with STAFF rights only", async () => {
    const invited = await call(lumiereOwner, "POST", `${base()}/staff`, {
      email: "Nurse@Lumiere.demo",
      name: "김간호",
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const { inviteToken, staff } = staffInviteAnswerSchema.parse(invited.json());
    expect(staff).toMatchObject({ email: "nurse@lumiere.demo", role: "STAFF" });

    const list = staffListSchema.parse((await call(lumiereOwner, "GET", `${base()}/staff`)).json());
    expect(list.content.find((row) => row.id === staff.id)).toMatchObject({ invited: true });

    const password = "nurse-password-2026";
    const accept = () =>
      t.app.inject({
        method: "POST",
        url: "/console/auth/accept-invite",
        payload: { token: inviteToken, password },
      });
    expect((await accept()).statusCode).toBe(200);
    expect((await accept()).statusCode).toBe(404);
    const nurse = await signIn("nurse@lumiere.demo", password);
    // STAFF may not manage staff or read the audit log (owner rights), but is signed in.
    expect((await call(nurse, "GET", `${base()}/staff`)).statusCode).toBe(403);
    expect((await call(nurse, "GET", `${base()}/audit`)).statusCode).toBe(403);
    expect((await call(nurse, "GET", "/console/me")).statusCode).toBe(200);

    // Removing ends the account's sessions at once.
    expect((await call(lumiereOwner, "DELETE", `${base()}/staff/${staff.id}`)).statusCode).toBe(204);
    expect((await call(nurse, "GET", "/console/me")).statusCode).toBe(401);
    const audit = auditPageSchema.parse((await call(lumiereOwner, "GET", `${base()}/audit`)).json());
    expect(audit.content.map((entry) => entry.action).slice(0, 2)).toEqual(["staff.remove", "staff.invite"]);
    expect(audit.content[0]).toMatchObject({ staffEmail: demoOwner("lumiere").email });
    // Both entries name the person they were about, not only the account number.
    for (const entry of audit.content.slice(0, 2))
      expect(entry.detail).toMatchObject({ name: staff.name, email: staff.email });
  });

  it("refuses a taken email and bad input", async () => {
    const taken = await call(lumiereOwner, "POST", `${base()}/staff`, {
      email: demoOwner("haneul").email,
      name: "x",
    });
    expect(taken.statusCode).toBe(409);
    for (const payload of [{}, { email: "nope", name: "x" }, { email: "a@b.co", name: "" }]) {
      expect((await call(lumiereOwner, "POST", `${base()}/staff`, payload)).statusCode).toBe(400);
    }
    expect((await call(lumiereOwner, "DELETE", `${base()}/staff/999999`)).statusCode).toBe(404);
  });

  it("gives another clinic's owner nothing: 403 on every staff and audit path", async () => {
    for (const [method, url] of [
      ["GET", `${base()}/staff`],
      ["POST", `${base()}/staff`],
      ["GET", `${base()}/audit`],
    ] as const) {
      const response = await call(
        haneulOwner,
        method,
        url,
        method === "POST" ? { email: "x@y.co", name: "x" } : undefined,
      );
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it("refuses a wrong, spent or malformed invitation", async () => {
    for (const payload of [
      { token: "nope", password: "long-enough-password" },
      { token: "x", password: "short" },
      {},
    ]) {
      const response = await t.app.inject({ method: "POST", url: "/console/auth/accept-invite", payload });
      expect([400, 404]).toContain(response.statusCode);
    }
  });
});
