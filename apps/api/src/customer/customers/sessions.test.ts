import { hashToken } from "@api/customer/sessions/service";
import { useTestApp } from "@api/testing/suite";
import { HANEUL, LUMIERE, site } from "@api/testing/test-app";
import { eq, schema } from "@clinic/db";
import { authSessionSchema, SESSION_TTL_SECONDS } from "@clinic/shared";
import { describe, expect, it } from "vitest";
import {
  expectSessionRequired,
  insertSignedInCustomer,
  issueSession,
  storedCustomer,
} from "./customer-fixtures";
import { WITHDRAWN_NAME } from "./service";

describe("withdrawal, logout and token rotation", () => {
  const t = useTestApp();

  const call = (method: "GET" | "PUT" | "POST", url: string, token?: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { ...site(LUMIERE), ...(token === undefined ? {} : { authorization: `Bearer ${token}` }) },
      ...(payload === undefined ? {} : { payload }),
    });
  const me = (token: string) => call("GET", "/customers/this", token);
  const sessionRow = async (token: string) => {
    const [row] = await t.database.db
      .select()
      .from(schema.customerSessions)
      .where(eq(schema.customerSessions.tokenHash, hashToken(token)));
    return row;
  };

  describe("PUT /customers/this (withdraw)", () => {
    it("clears the personal data, keeps the row and ends every session of the account", async () => {
      const customer = await insertSignedInCustomer(t.database, t.lumiere);
      const otherDevice = await issueSession(t.database, t.lumiere, customer.id);
      const bystander = await insertSignedInCustomer(t.database, t.lumiere);

      const response = await call("PUT", "/customers/this", customer.token, { status: "WITHDRAWN" });
      expect(response.statusCode, response.body).toBe(204);
      expect(response.body).toBe("");

      const row = await storedCustomer(t.database, customer.id);
      expect(row).toMatchObject({
        name: WITHDRAWN_NAME,
        phone: "",
        email: null,
        birthDate: null,
        gender: null,
        personKeyHash: null,
        marketingReceivable: false,
      });
      expect(row.withdrawnAt).toBeInstanceOf(Date);
      for (const token of [customer.token, otherDevice]) {
        expectSessionRequired(await me(token));
        expect((await sessionRow(token))?.revokedAt).toBeInstanceOf(Date);
      }
      // A second withdrawal with the dead token is a 401, not a second change.
      expectSessionRequired(await call("PUT", "/customers/this", customer.token, { status: "WITHDRAWN" }));
      expect((await me(bystander.token)).statusCode).toBe(200);
    });
  });

  describe("POST /customer/logout", () => {
    it("revokes the session of the token, only that one, and is idempotent", async () => {
      const customer = await insertSignedInCustomer(t.database, t.lumiere);
      const otherDevice = await issueSession(t.database, t.lumiere, customer.id);

      const first = await call("POST", "/customer/logout", customer.token);
      expect(first.statusCode, first.body).toBe(204);
      expectSessionRequired(await me(customer.token));
      expect((await sessionRow(customer.token))?.revokedAt).toBeInstanceOf(Date);
      // Logging out on one device leaves the other signed in.
      expect((await me(otherDevice)).statusCode).toBe(200);

      expect((await call("POST", "/customer/logout", customer.token)).statusCode).toBe(204);
    });

    it.each([
      ["no token", undefined],
      ["a malformed token", "nope"],
      ["an unknown token", "B".repeat(43)],
    ])("answers 204 with %s", async (_, token) => {
      const response = await call("POST", "/customer/logout", token);
      expect(response.statusCode).toBe(204);
    });

    it("takes a bare token too, and cannot end another clinic's session", async () => {
      const customer = await insertSignedInCustomer(t.database, t.lumiere);
      const elsewhere = await t.app.inject({
        method: "POST",
        url: "/customer/logout",
        headers: { ...site(HANEUL), authorization: customer.token },
      });
      expect(elsewhere.statusCode).toBe(204);
      expect((await me(customer.token)).statusCode).toBe(200);

      const bare = await t.app.inject({
        method: "POST",
        url: "/customer/logout",
        headers: { ...site(LUMIERE), authorization: customer.token },
      });
      expect(bare.statusCode).toBe(204);
      expectSessionRequired(await me(customer.token));
    });
  });

  describe("POST /access-tokens (rotation)", () => {
    it("issues a new, distinct token for the customer and revokes the old one", async () => {
      const customer = await insertSignedInCustomer(t.database, t.lumiere);
      const seen = new Set([customer.token]);
      let current = customer.token;
      for (let round = 0; round < 3; round += 1) {
        const started = Date.now();
        const response = await call("POST", "/access-tokens", current);
        expect(response.statusCode, response.body).toBe(200);
        expect(response.headers["cache-control"]).toBe("private, no-store");
        const session = authSessionSchema.parse(response.json());
        expect(session.token).toMatch(/^[A-Za-z0-9_-]{43,}$/);
        expect(seen.has(session.token)).toBe(false);
        expect(session.customer).toMatchObject({ id: customer.id, name: "김하늘" });
        const expiresIn = Date.parse(session.expiresAt) - started;
        expect(expiresIn).toBeGreaterThan((SESSION_TTL_SECONDS - 60) * 1000);
        expect(expiresIn).toBeLessThanOrEqual((SESSION_TTL_SECONDS + 60) * 1000);
        // Only the digest is stored.
        expect((await sessionRow(session.token))?.customerId).toBe(customer.id);

        expectSessionRequired(await me(current));
        expectSessionRequired(await call("POST", "/access-tokens", current));
        expect((await me(session.token)).json().id).toBe(customer.id);
        seen.add(session.token);
        current = session.token;
      }
    });

    it("gives one new token when the same token is rotated twice at once", async () => {
      const customer = await insertSignedInCustomer(t.database, t.lumiere);
      const answers = await Promise.all([
        call("POST", "/access-tokens", customer.token),
        call("POST", "/access-tokens", customer.token),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
    });

    it("answers 401 without a valid session, and for another clinic's token", async () => {
      expectSessionRequired(await call("POST", "/access-tokens"));
      expectSessionRequired(await call("POST", "/access-tokens", "C".repeat(43)));
      const customer = await insertSignedInCustomer(t.database, t.lumiere);
      const elsewhere = await t.app.inject({
        method: "POST",
        url: "/access-tokens",
        headers: { ...site(HANEUL), authorization: `Bearer ${customer.token}` },
      });
      expectSessionRequired(elsewhere);
      expect((await me(customer.token)).statusCode).toBe(200);
    });
  });
});
