import { createSessionService } from "@api/customer/sessions/service";
import { HANEUL, LUMIERE } from "@api/testing/test-app";
import { and, eq, schema } from "@clinic/db";
import { authMessages, authSessionSchema, customerSchema } from "@clinic/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ageCertification,
  createProviderApp,
  errorOf,
  fieldPaths,
  insertGuest,
  type ProviderApp,
  SIGNUP,
} from "./certification-fixtures";
import { hashPersonKey } from "./person-key";

describe("registered sign-up, sign-in and guest upgrade", () => {
  let p: ProviderApp;
  let lumiere: number;
  beforeAll(async () => {
    p = await createProviderApp();
    lumiere = p.t.partnerIds.lumiere;
  });
  afterAll(() => p.close());

  /** A person the provider vouches for, already checked by the API (as the browser does first). */
  const verified = async (origin = LUMIERE) => {
    const { impUid, person } = p.newPerson();
    expect((await p.post(`/certification/${impUid}`, undefined, origin)).statusCode).toBe(200);
    return { impUid, person };
  };
  const reverify = async (person: Parameters<ProviderApp["again"]>[0]) => {
    const impUid = p.again(person);
    expect((await p.post(`/certification/${impUid}`)).statusCode).toBe(200);
    return impUid;
  };
  const sessionOwner = (token: string, partnerId = lumiere) =>
    createSessionService(p.t.database).resolve(partnerId, token);
  const translateOf = (body: unknown) => errorOf(body).translate;

  it("signs a verified person up as a registered customer with a working token", async () => {
    const { impUid, person } = await verified();
    const response = await p.post("/api/signup", {
      impUid,
      ...SIGNUP,
      email: " me@example.com ",
      marketingReceivable: true,
    });
    expect(response.statusCode).toBe(201);
    const session = authSessionSchema.parse(response.json());
    expect(session.customer).toMatchObject({
      type: "REGISTERED",
      isRegular: true,
      name: person.name,
      phone: person.phone.replace(/-/g, ""),
      email: "me@example.com",
      birthDate: "1990-05-17",
      marketingReceivable: true,
      // Booking reminders are on until the customer turns them off on the my-page.
      remindersReceivable: true,
    });
    expect(session.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Date(session.expiresAt).getTime()).toBeGreaterThan(Date.now());
    expect((await sessionOwner(session.token))?.customerId).toBe(session.customer.id);
    expect(await sessionOwner(session.token, p.t.partnerIds.haneul)).toBeNull();

    const [row] = await p.t.database.db
      .select()
      .from(schema.customers)
      .where(eq(schema.customers.id, session.customer.id));
    expect(row?.personKeyHash).toBe(hashPersonKey(person.unique_key));
    const [used] = await p.t.database.db
      .select()
      .from(schema.identityCertifications)
      .where(eq(schema.identityCertifications.impUid, impUid));
    expect(used?.usedAt).not.toBeNull();
  });

  it("refuses to spend a verification twice", async () => {
    const { impUid } = await verified();
    expect((await p.post("/api/signup", { impUid, ...SIGNUP })).statusCode).toBe(201);
    for (const [url, body] of [
      ["/api/signup", { impUid, ...SIGNUP }],
      ["/api/signin", { impUid }],
    ] as const) {
      const response = await p.post(url, body);
      expect(response.statusCode, url).toBe(400);
      expect(translateOf(response.json())).toBe(authMessages.certificationExpired);
    }
  });

  it("allows one account per person: a second sign-up answers 409 and creates nothing", async () => {
    const { impUid, person } = await verified();
    expect((await p.post("/api/signup", { impUid, ...SIGNUP })).statusCode).toBe(201);
    const second = await reverify(person);
    const response = await p.post("/api/signup", { impUid: second, ...SIGNUP });
    expect(response.statusCode).toBe(409);
    expect(translateOf(response.json())).toBe(authMessages.alreadyRegistered);
    const accounts = await p.t.database.db
      .select()
      .from(schema.customers)
      .where(eq(schema.customers.personKeyHash, hashPersonKey(person.unique_key)));
    expect(accounts).toHaveLength(1);
    // The refused verification is still unspent: the person can sign in with it.
    expect((await p.post("/api/signin", { impUid: second })).statusCode).toBe(200);
  });

  it("refuses an expired verification and one never checked by the API", async () => {
    const { impUid } = await verified();
    await ageCertification(p.t, impUid, 11 * 60);
    const { impUid: unchecked } = p.newPerson();
    for (const id of [impUid, unchecked]) {
      const response = await p.post("/api/signup", { impUid: id, ...SIGNUP });
      expect(response.statusCode, id).toBe(400);
      expect(translateOf(response.json())).toBe(authMessages.certificationExpired);
    }
  });

  it("signs a registered person in with a new token every time", async () => {
    const { impUid, person } = await verified();
    const signup = authSessionSchema.parse((await p.post("/api/signup", { impUid, ...SIGNUP })).json());
    const tokens = [signup.token];
    for (let round = 0; round < 2; round++) {
      const response = await p.post("/api/signin", { impUid: await reverify(person) });
      expect(response.statusCode).toBe(200);
      const session = authSessionSchema.parse(response.json());
      expect(session.customer.id).toBe(signup.customer.id);
      tokens.push(session.token);
    }
    expect(new Set(tokens).size).toBe(3);
    for (const token of tokens) expect((await sessionOwner(token))?.customerId).toBe(signup.customer.id);
  });

  it("answers 404 notRegistered to a sign-in without an account, leaving the verification for sign-up", async () => {
    const { impUid } = await verified();
    const response = await p.post("/api/signin", { impUid });
    expect(response.statusCode).toBe(404);
    expect(translateOf(response.json())).toBe(authMessages.notRegistered);
    expect((await p.post("/api/signup", { impUid, ...SIGNUP })).statusCode).toBe(201);
  });

  it("keeps clinics apart: a verification of one clinic is unknown at another", async () => {
    const { impUid } = await verified(HANEUL);
    for (const [url, body] of [
      ["/api/signup", { impUid, ...SIGNUP }],
      ["/api/signin", { impUid }],
    ] as const) {
      const response = await p.post(url, body, LUMIERE);
      expect(response.statusCode, url).toBe(400);
    }
    expect((await p.post("/api/signup", { impUid, ...SIGNUP }, HANEUL)).statusCode).toBe(201);
  });

  it("answers 400 naming each wrong field of a bad body", async () => {
    const signup = await p.post("/api/signup", {
      impUid: "",
      email: "not-an-email",
      agreeTerms: false,
      agreePrivacy: "yes",
    });
    expect(signup.statusCode).toBe(400);
    // An empty impUid breaks two rules (required, pattern): each wrong field is named at least once.
    expect([...new Set(fieldPaths(signup.json()))].sort()).toEqual(
      ["body.agreePrivacy", "body.agreeTerms", "body.email", "body.impUid"].sort(),
    );
    const signin = await p.post("/api/signin", {});
    expect(signin.statusCode).toBe(400);
    expect(fieldPaths(signin.json())).toEqual(["body.impUid"]);
    const notJson = await p.t.app.inject({
      method: "POST",
      url: "/api/signin",
      headers: { "x-tenant-origin": LUMIERE, "content-type": "application/json" },
      payload: "{",
    });
    expect(notJson.statusCode).toBe(400);
  });

  describe("PUT /api/guest-customer/certification-info", () => {
    const upgrade = (impUid: unknown, token?: string) =>
      p.post("/api/guest-customer/certification-info", { impUid }, LUMIERE, token);

    it("makes the signed-in guest a registered customer, keeping the session", async () => {
      const guest = await insertGuest(p.t, lumiere, "01090000001");
      const { impUid, person } = await verified();
      const response = await upgrade(impUid, guest.token);
      expect(response.statusCode).toBe(200);
      expect(customerSchema.parse(response.json())).toMatchObject({
        id: guest.id,
        type: "REGISTERED",
        isRegular: true,
        name: person.name,
        phone: person.phone.replace(/-/g, ""),
      });
      expect((await sessionOwner(guest.token))?.customerId).toBe(guest.id);
      // Now registered: signing in with a new verification reaches the same account.
      const session = authSessionSchema.parse(
        (await p.post("/api/signin", { impUid: await reverify(person) })).json(),
      );
      expect(session.customer.id).toBe(guest.id);
      // And a second upgrade is refused: guests only.
      const again = await upgrade(await reverify(person), guest.token);
      expect(again.statusCode).toBe(409);
      expect(translateOf(again.json())).toBe(authMessages.guestOnly);
    });

    it("answers 409 when the person already has an account, leaving the guest a guest", async () => {
      const { impUid, person } = await verified();
      expect((await p.post("/api/signup", { impUid, ...SIGNUP })).statusCode).toBe(201);
      const guest = await insertGuest(p.t, lumiere, "01090000002");
      const response = await upgrade(await reverify(person), guest.token);
      expect(response.statusCode).toBe(409);
      const [row] = await p.t.database.db
        .select()
        .from(schema.customers)
        .where(and(eq(schema.customers.id, guest.id), eq(schema.customers.type, "GUEST")));
      expect(row).toBeDefined();
    });

    it("needs a session (401) and a usable verification (400)", async () => {
      const { impUid } = await verified();
      const anonymous = await upgrade(impUid);
      expect(anonymous.statusCode).toBe(401);
      const guest = await insertGuest(p.t, lumiere, "01090000003");
      expect((await upgrade("imp_unknown_here", guest.token)).statusCode).toBe(400);
      const bad = await upgrade(12, guest.token);
      expect(bad.statusCode).toBe(400);
      expect(fieldPaths(bad.json())).toEqual(["body.impUid"]);
    });
  });
});
