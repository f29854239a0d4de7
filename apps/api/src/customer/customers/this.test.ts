import { createSessionService } from "@api/customer/sessions/service";
import { useTestApp } from "@api/testing/suite";
import { HANEUL, LUMIERE, site } from "@api/testing/test-app";
import { eq, schema } from "@clinic/db";
import { apiErrorSchema, customerSchema, errorMessages, formMessages } from "@clinic/shared";
import { beforeAll, describe, expect, it } from "vitest";
import {
  expectSessionRequired,
  insertSignedInCustomer,
  type SignedInCustomer,
  storedCustomer,
} from "./customer-fixtures";

describe("my information: GET and PUT /customers/this…", () => {
  const t = useTestApp();
  let me: SignedInCustomer;

  beforeAll(async () => {
    me = await insertSignedInCustomer(t.database, t.partnerIds.lumiere);
  });

  const call = (method: "GET" | "PUT", url: string, authorization?: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { ...site(LUMIERE), ...(authorization === undefined ? {} : { authorization }) },
      ...(payload === undefined ? {} : { payload }),
    });
  const bearer = (token: string) => `Bearer ${token}`;

  it("answers the signed-in customer, unmasked, with a Bearer or a bare token", async () => {
    for (const authorization of [bearer(me.token), me.token, `bearer   ${me.token}  `]) {
      const response = await call("GET", "/customers/this", authorization);
      expect(response.statusCode, authorization).toBe(200);
      expect(response.headers["cache-control"]).toBe("private, no-store");
      expect(customerSchema.parse(response.json())).toMatchObject({
        id: me.id,
        type: "REGISTERED",
        isRegular: true,
        name: "김하늘",
        email: expect.stringMatching(/@example\.com$/),
        birthDate: "1990-05-17",
        gender: "FEMALE",
        marketingReceivable: false,
        remindersReceivable: true,
      });
    }
  });

  it("says a guest is not a regular customer", async () => {
    const guest = await insertSignedInCustomer(t.database, t.partnerIds.lumiere, { type: "GUEST" });
    const response = await call("GET", "/customers/this", bearer(guest.token));
    expect(response.json()).toMatchObject({ id: guest.id, type: "GUEST", isRegular: false, email: null });
  });

  it.each([
    ["no Authorization header", undefined],
    ["an empty header", ""],
    ["a bare Bearer", "Bearer "],
    ["a malformed token", "Bearer not-a-token"],
    ["a token with a bad character", `Bearer ${"a".repeat(42)}!`],
    ["an unknown well-formed token", `Bearer ${"A".repeat(43)}`],
    ["Basic credentials", "Basic dXNlcjpwYXNz"],
  ])("answers 401 in the error shape with %s", async (_, authorization) => {
    for (const [method, url, payload] of [
      ["GET", "/customers/this", undefined],
      ["PUT", "/customers/this/info", { email: "a@example.com" }],
      ["PUT", "/customers/this/marketing-receivable", { marketingReceivable: true }],
      ["PUT", "/customers/this/reminders", { remindersReceivable: false }],
      ["PUT", "/customers/this", { status: "WITHDRAWN" }],
    ] as const) {
      expectSessionRequired(await call(method, url, authorization, payload));
    }
  });

  it("answers 401 for an expired token and for a revoked one", async () => {
    const expired = await insertSignedInCustomer(t.database, t.partnerIds.lumiere);
    await t.database.db
      .update(schema.customerSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.customerSessions.customerId, expired.id));
    expectSessionRequired(await call("GET", "/customers/this", bearer(expired.token)));

    const revoked = await insertSignedInCustomer(t.database, t.partnerIds.lumiere);
    expect((await call("GET", "/customers/this", bearer(revoked.token))).statusCode).toBe(200);
    await createSessionService(t.database).revoke(t.partnerIds.lumiere, revoked.token);
    expectSessionRequired(await call("GET", "/customers/this", bearer(revoked.token)));
  });

  it("does not accept clinic A's token on clinic B's site", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/customers/this",
      headers: { ...site(HANEUL), authorization: bearer(me.token) },
    });
    expectSessionRequired(response);
    // The token is still good at its own clinic.
    expect((await call("GET", "/customers/this", bearer(me.token))).statusCode).toBe(200);
  });

  it("changes the email and clears it with an empty string", async () => {
    const changed = await call("PUT", "/customers/this/info", bearer(me.token), {
      email: "  new@example.com ",
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(customerSchema.parse(changed.json()).email).toBe("new@example.com");
    expect((await storedCustomer(t.database, me.id)).email).toBe("new@example.com");

    const cleared = await call("PUT", "/customers/this/info", bearer(me.token), { email: "" });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().email).toBeNull();
    expect((await call("GET", "/customers/this", bearer(me.token))).json().email).toBeNull();
  });

  it("records the marketing choice and when it was made", async () => {
    const before = await storedCustomer(t.database, me.id);
    expect(before.marketingUpdatedAt).toBeNull();
    const on = await call("PUT", "/customers/this/marketing-receivable", bearer(me.token), {
      marketingReceivable: true,
    });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().marketingReceivable).toBe(true);
    const stored = await storedCustomer(t.database, me.id);
    expect(stored.marketingReceivable).toBe(true);
    expect(stored.marketingUpdatedAt).toBeInstanceOf(Date);

    const off = await call("PUT", "/customers/this/marketing-receivable", bearer(me.token), {
      marketingReceivable: false,
    });
    expect(off.json().marketingReceivable).toBe(false);
    expect((await call("GET", "/customers/this", bearer(me.token))).json().marketingReceivable).toBe(false);
  });

  it("turns booking reminders off and on again", async () => {
    expect((await storedCustomer(t.database, me.id)).remindersReceivable).toBe(true);
    const off = await call("PUT", "/customers/this/reminders", bearer(me.token), {
      remindersReceivable: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(customerSchema.parse(off.json()).remindersReceivable).toBe(false);
    expect((await storedCustomer(t.database, me.id)).remindersReceivable).toBe(false);
    expect((await call("GET", "/customers/this", bearer(me.token))).json().remindersReceivable).toBe(false);

    const on = await call("PUT", "/customers/this/reminders", bearer(me.token), {
      remindersReceivable: true,
    });
    expect(on.json().remindersReceivable).toBe(true);
    expect((await call("GET", "/customers/this", bearer(me.token))).json().remindersReceivable).toBe(true);
  });

  it("does not let a session of one clinic change the reminders on another clinic's site", async () => {
    const response = await t.app.inject({
      method: "PUT",
      url: "/customers/this/reminders",
      headers: { ...site(HANEUL), authorization: bearer(me.token) },
      payload: { remindersReceivable: false },
    });
    expectSessionRequired(response);
    expect((await storedCustomer(t.database, me.id)).remindersReceivable).toBe(true);
  });

  it.each([
    ["a bad email", "/customers/this/info", { email: "not-an-email" }, "body.email", formMessages.email],
    [
      "a too long email",
      "/customers/this/info",
      { email: `${"a".repeat(320)}@x.kr` },
      "body.email",
      undefined,
    ],
    ["no email", "/customers/this/info", {}, "body.email", undefined],
    ["a number as email", "/customers/this/info", { email: 42 }, "body.email", undefined],
    ["no choice", "/customers/this/marketing-receivable", {}, "body.marketingReceivable", undefined],
    [
      "a string choice",
      "/customers/this/marketing-receivable",
      { marketingReceivable: "yes" },
      "body.marketingReceivable",
      undefined,
    ],
    ["no reminders choice", "/customers/this/reminders", {}, "body.remindersReceivable", undefined],
    [
      "a string reminders choice",
      "/customers/this/reminders",
      { remindersReceivable: "false" },
      "body.remindersReceivable",
      undefined,
    ],
    ["another status", "/customers/this", { status: "ACTIVE" }, "body.status", undefined],
    ["no status", "/customers/this", {}, "body.status", undefined],
  ])("answers 400 naming the field for %s", async (_, url, payload, path, message) => {
    const response = await call("PUT", url, bearer(me.token), payload);
    expect(response.statusCode, response.body).toBe(400);
    const body = apiErrorSchema.parse(response.json());
    expect(body.translate).toBe(errorMessages.badRequest);
    expect(body.fields?.map((field) => field.path)).toContain(path);
    if (message) expect(body.fields?.find((field) => field.path === path)?.message).toBe(message);
    // Nothing changed, and the account is still there.
    expect((await call("GET", "/customers/this", bearer(me.token))).statusCode).toBe(200);
  });

  it("answers 400 for a body that is not JSON", async () => {
    const response = await t.app.inject({
      method: "PUT",
      url: "/customers/this/info",
      headers: { ...site(LUMIERE), authorization: bearer(me.token), "content-type": "application/json" },
      payload: "{not json",
    });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).status).toBe(400);
  });
});
