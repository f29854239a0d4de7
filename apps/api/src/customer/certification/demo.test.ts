import { createTestApp, HANEUL, LUMIERE, site, type TestApp } from "@api/testing/test-app";
import { authSessionSchema, certificationResultSchema, certificationStartSchema } from "@clinic/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fieldPaths, SIGNUP } from "./certification-fixtures";

describe("the built-in demo verifier (no provider configured)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (url: string, body?: object, origin = LUMIERE) =>
    t.app.inject({ method: "POST", url, headers: site(origin), ...(body ? { payload: body } : {}) });
  const person = { name: "데모 고객", phone: "010-2222-3333", birthDate: "1988-02-29", gender: "FEMALE" };

  it("starts in DEMO mode without a merchant code", async () => {
    const start = certificationStartSchema.parse((await post("/certification")).json());
    expect(start).toMatchObject({ mode: "DEMO", merchantCode: null });
  });

  it("labels itself as a demo in the API documentation", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/docs/json" })).json();
    expect(doc.paths["/certification/demo"].post.summary).toMatch(/^DEMO VERIFIER/);
  });

  it("verifies, signs up, then signs the same person in with a new demo verification", async () => {
    const demo = await post("/certification/demo", person);
    expect(demo.statusCode).toBe(200);
    const result = certificationResultSchema.parse(demo.json());
    expect(result).toMatchObject({ name: "데모 고객", phone: "01022223333", isRegistered: false });
    expect(result.impUid).toMatch(/^demo_[A-Za-z0-9_-]{16,}$/);

    const checked = await post(`/certification/${result.impUid}`);
    expect(certificationResultSchema.parse(checked.json())).toEqual(result);

    const signup = await post("/api/signup", { impUid: result.impUid, ...SIGNUP });
    expect(signup.statusCode).toBe(201);
    const account = authSessionSchema.parse(signup.json()).customer;
    expect(account).toMatchObject({ birthDate: "1988-02-29", gender: "FEMALE" });

    const next = certificationResultSchema.parse((await post("/certification/demo", person)).json());
    expect(next.isRegistered).toBe(true);
    expect(next.impUid).not.toBe(result.impUid);
    const signin = await post("/api/signin", { impUid: next.impUid });
    expect(authSessionSchema.parse(signin.json()).customer.id).toBe(account.id);
  });

  it("answers 400 for an imp_uid the demo never issued, and at another clinic", async () => {
    expect((await post("/certification/demo_never_issued")).statusCode).toBe(400);
    const { impUid } = certificationResultSchema.parse((await post("/certification/demo", person)).json());
    expect((await post(`/certification/${impUid}`, undefined, HANEUL)).statusCode).toBe(400);
  });

  it("answers 400 naming each wrong field", async () => {
    const response = await post("/certification/demo", {
      name: "",
      phone: "12",
      birthDate: "1990-13-45",
      gender: "OTHER",
    });
    expect(response.statusCode).toBe(400);
    expect(fieldPaths(response.json()).sort()).toEqual(
      ["body.birthDate", "body.gender", "body.name", "body.phone"].sort(),
    );
  });
});
