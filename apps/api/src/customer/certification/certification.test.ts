import { HANEUL, LUMIERE, site } from "@api/testing/test-app";
import { eq, schema } from "@clinic/db";
import {
  authMessages,
  certificationResultSchema,
  certificationStartSchema,
  registeredCustomerSchema,
} from "@clinic/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProviderApp, errorOf, fieldPaths, type ProviderApp, SIGNUP } from "./certification-fixtures";
import { hashPersonKey } from "./person-key";

describe("identity verification with a PortOne-style provider", () => {
  let p: ProviderApp;
  beforeAll(async () => {
    p = await createProviderApp();
  });
  afterAll(() => p.close());

  const stored = async (impUid: string) =>
    p.t.database.db
      .select()
      .from(schema.identityCertifications)
      .where(eq(schema.identityCertifications.impUid, impUid));
  const registered = (impUid: string, origin = LUMIERE) =>
    p.t.app.inject({
      method: "GET",
      url: `/customer/registered-customer?impUid=${encodeURIComponent(impUid)}`,
      headers: site(origin),
    });

  it("starts in PORTONE mode with the merchant code and a fresh merchantUid each time", async () => {
    const first = certificationStartSchema.parse((await p.post("/certification")).json());
    const second = certificationStartSchema.parse((await p.post("/certification")).json());
    expect(first).toMatchObject({ mode: "PORTONE", merchantCode: "imp_test" });
    expect(first.merchantUid).not.toBe(second.merchantUid);
  });

  it("checks a certified imp_uid with the provider and stores only a hash of the unique key", async () => {
    const { impUid, person } = p.newPerson({ phone: "010-5555-0001", gender: "female" });
    const response = await p.post(`/certification/${impUid}`, { token: "ignored" });
    expect(response.statusCode).toBe(200);
    expect(certificationResultSchema.parse(response.json())).toEqual({
      impUid,
      name: person.name,
      phone: "01055550001",
      isRegistered: false,
    });
    expect(p.fake.calls.slice(-2)).toEqual(["POST /users/getToken", `GET /certifications/${impUid}`]);
    const [row] = await stored(impUid);
    expect(row).toMatchObject({
      personKeyHash: hashPersonKey(person.unique_key),
      birthDate: "1990-05-17",
      gender: "FEMALE",
      usedAt: null,
    });
    expect(JSON.stringify(row)).not.toContain(person.unique_key);
  });

  it("answers 400 certificationFailed for an unknown or an uncertified imp_uid, storing nothing", async () => {
    const { impUid: uncertified } = p.newPerson({ certified: false });
    for (const impUid of ["imp_nobody_knows", uncertified]) {
      const response = await p.post(`/certification/${impUid}`);
      expect(response.statusCode, impUid).toBe(400);
      expect(errorOf(response.json()).translate).toBe(authMessages.certificationFailed);
      expect(await stored(impUid)).toEqual([]);
    }
  });

  it("answers 400 with the field for a malformed imp_uid, without asking the provider", async () => {
    const before = p.fake.calls.length;
    const response = await p.post(`/certification/${encodeURIComponent("bad uid!")}`);
    expect(response.statusCode).toBe(400);
    expect(fieldPaths(response.json())).toEqual(["params.impUid"]);
    expect(p.fake.calls.length).toBe(before);
  });

  it("answers 503 in the error shape when the provider fails, and 400 again once it recovers", async () => {
    const { impUid } = p.newPerson();
    p.fake.failWith(500);
    try {
      const response = await p.post(`/certification/${impUid}`);
      expect(response.statusCode).toBe(503);
      expect(errorOf(response.json()).status).toBe(503);
    } finally {
      p.fake.failWith(null);
    }
    expect((await p.post(`/certification/${impUid}`)).statusCode).toBe(200);
  });

  it("hides the demo verifier when a provider is configured, even for a bad body", async () => {
    for (const body of [
      { name: "데모", phone: "01012345678", birthDate: "1990-01-01", gender: "MALE" },
      {},
    ]) {
      const response = await p.post("/certification/demo", body);
      expect(response.statusCode).toBe(404);
      expect(errorOf(response.json()).status).toBe(404);
    }
  });

  it("tells whether the verified person has an account, per clinic", async () => {
    const { impUid, person } = p.newPerson();
    await p.post(`/certification/${impUid}`);
    expect(registeredCustomerSchema.parse((await registered(impUid)).json())).toEqual({
      isRegistered: false,
    });
    expect((await p.post("/api/signup", { impUid, ...SIGNUP })).statusCode).toBe(201);
    expect((await registered(impUid)).json()).toEqual({ isRegistered: true });

    // A later verification of the same person reports the account too.
    const later = p.again(person);
    expect(certificationResultSchema.parse((await p.post(`/certification/${later}`)).json())).toMatchObject({
      isRegistered: true,
    });
    // Another clinic never saw this verification.
    expect((await registered(impUid, HANEUL)).statusCode).toBe(404);
  });

  it("answers 404 for an unknown impUid and 400 for a missing or malformed one", async () => {
    expect((await registered("imp_never_checked")).statusCode).toBe(404);
    const missing = await p.t.app.inject({
      method: "GET",
      url: "/customer/registered-customer",
      headers: site(LUMIERE),
    });
    expect(missing.statusCode).toBe(400);
    expect(fieldPaths(missing.json())).toEqual(["query.impUid"]);
    expect((await registered("a/b c")).statusCode).toBe(400);
  });
});
