import { changedTables, tableChecksums } from "@api/testing/db-checksum";
import { createTestApp, type TestApp } from "@api/testing/test-app";
import { DEMO_OPERATOR, demoManager, demoOwner, demoStaff } from "@clinic/db";
import {
  apiErrorSchema,
  auditPageSchema,
  staffInviteAnswerSchema,
  staffListItemSchema,
  staffListSchema,
} from "@clinic/shared";
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
const call = (token: string, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
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

  describe("roles (issue 27)", () => {
    let manager: string;
    let desk: string;
    const idOf = async (email: string) => {
      const list = staffListSchema.parse((await call(lumiereOwner, "GET", `${base()}/staff`)).json());
      const row = list.content.find((entry) => entry.email === email);
      if (!row) throw new Error(`${email} is not on the list`);
      return row.id;
    };
    beforeAll(async () => {
      manager = await signIn(demoManager("lumiere").email, demoManager("lumiere").password);
      desk = await signIn(demoStaff("lumiere").email, demoStaff("lumiere").password);
    });

    it("lets the owner invite a manager, whose role the list and the audit log show", async () => {
      const invited = await call(lumiereOwner, "POST", `${base()}/staff`, {
        email: "siljang@lumiere.demo",
        name: "박실장",
        role: "MANAGER",
      });
      expect(invited.statusCode, invited.body).toBe(201);
      expect(staffInviteAnswerSchema.parse(invited.json()).staff.role).toBe("MANAGER");
      const list = staffListSchema.parse((await call(lumiereOwner, "GET", `${base()}/staff`)).json());
      expect(list.content.find((row) => row.email === "siljang@lumiere.demo")?.role).toBe("MANAGER");
      const audit = auditPageSchema.parse((await call(lumiereOwner, "GET", `${base()}/audit`)).json());
      expect(audit.content[0]).toMatchObject({ action: "staff.invite", detail: { role: "MANAGER" } });
      // An owner is not invited here; the operator names a clinic's owner.
      const asOwner = await call(lumiereOwner, "POST", `${base()}/staff`, {
        email: "second-owner@lumiere.demo",
        name: "x",
        role: "OWNER",
      });
      expect(asOwner.statusCode).toBe(400);
    });

    it("lets the owner change a role, which takes effect at once and is audited with before and after", async () => {
      const deskId = await idOf(demoStaff("lumiere").email);
      // As STAFF the account cannot reach the templates; promoted, it can.
      expect((await call(desk, "GET", `${base()}/messages/templates`)).statusCode).toBe(403);
      const promoted = await call(lumiereOwner, "PUT", `${base()}/staff/${deskId}/role`, { role: "MANAGER" });
      expect(promoted.statusCode, promoted.body).toBe(200);
      expect(staffListItemSchema.parse(promoted.json())).toMatchObject({ id: deskId, role: "MANAGER" });
      expect((await call(desk, "GET", `${base()}/messages/templates`)).statusCode).toBe(200);

      const audit = auditPageSchema.parse((await call(lumiereOwner, "GET", `${base()}/audit`)).json());
      expect(audit.content[0]).toMatchObject({
        action: "staff.role",
        target: `staff:${deskId}`,
        staffEmail: demoOwner("lumiere").email,
        detail: { before: "STAFF", after: "MANAGER", email: demoStaff("lumiere").email },
        changes: [{ field: "권한", before: "직원", after: "실장(매니저)" }],
      });

      const demoted = await call(lumiereOwner, "PUT", `${base()}/staff/${deskId}/role`, { role: "STAFF" });
      expect(demoted.statusCode).toBe(200);
      expect((await call(desk, "GET", `${base()}/messages/templates`)).statusCode).toBe(403);
    });

    it("keeps staff management and the settings the owner's: a manager gets 403", async () => {
      const deskId = await idOf(demoStaff("lumiere").email);
      for (const [method, url, payload] of [
        ["GET", `${base()}/staff`, undefined],
        ["POST", `${base()}/staff`, { email: "m@lumiere.demo", name: "x" }],
        ["PUT", `${base()}/staff/${deskId}/role`, { role: "MANAGER" }],
        ["DELETE", `${base()}/staff/${deskId}`, undefined],
        ["GET", `${base()}/audit`, undefined],
        ["GET", `${base()}/settings/partner`, undefined],
      ] as const) {
        const response = await call(manager, method, url, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
      }
      expect((await call(desk, "PUT", `${base()}/staff/${deskId}/role`, { role: "OWNER" })).statusCode).toBe(
        403,
      );
    });

    it("refuses an unknown role, one's own role and the last owner, changing nothing", async () => {
      const ownerId = await idOf(demoOwner("lumiere").email);
      const deskId = await idOf(demoStaff("lumiere").email);
      const operator = await signIn(DEMO_OPERATOR.email, DEMO_OPERATOR.password);
      const before = await tableChecksums(t.database, t.partnerIds.lumiere);
      const cases = [
        [lumiereOwner, deskId, { role: "DOCTOR" }, 400],
        [lumiereOwner, deskId, { role: "OPERATOR" }, 400],
        [lumiereOwner, deskId, {}, 400],
        [lumiereOwner, ownerId, { role: "STAFF" }, 409],
        [operator, ownerId, { role: "MANAGER" }, 409],
        [lumiereOwner, 999_999, { role: "STAFF" }, 404],
        // Another clinic's account is not this clinic's: not found, not changed.
        [lumiereOwner, await idOfHaneulOwner(), { role: "STAFF" }, 404],
      ] as const;
      for (const [token, staffId, payload, status] of cases) {
        const response = await call(token, "PUT", `${base()}/staff/${staffId}/role`, payload);
        expect(response.statusCode, `${staffId} ${JSON.stringify(payload)}`).toBe(status);
        if (status !== 404) expect(apiErrorSchema.parse(response.json()).translate).toMatch(/[가-힣]/);
      }
      expect(changedTables(before, await tableChecksums(t.database, t.partnerIds.lumiere))).toEqual([]);
    });
  });
});

const idOfHaneulOwner = async () => {
  const list = staffListSchema.parse(
    (await call(haneulOwner, "GET", `/console/clinics/${t.partnerIds.haneul}/staff`)).json(),
  );
  return list.content.find((row) => row.role === "OWNER")!.id;
};
