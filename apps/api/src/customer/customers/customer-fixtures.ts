import { insertCustomer } from "@api/customer/customers-core/repository";
import { createSessionService } from "@api/customer/sessions/service";
import { storedRow } from "@api/testing/stored-row";
import { type Database, schema, withTenant } from "@clinic/db";
import { apiErrorSchema, errorMessages } from "@clinic/shared";
import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";

export interface SignedInCustomer {
  id: number;
  token: string;
}

let sequence = 0;

/**
 * A customer inserted straight into the table with a fresh session, so these tests do not depend on the
 * sign-up and sign-in endpoints.
 */
export async function insertSignedInCustomer(
  database: Database,
  partnerId: number,
  overrides: { type?: "REGISTERED" | "GUEST"; name?: string } = {},
): Promise<SignedInCustomer> {
  // Captured now: customers made in parallel must not share the number the callback would read later.
  sequence += 1;
  const n = sequence;
  const type = overrides.type ?? "REGISTERED";
  const registered = type === "REGISTERED";
  return withTenant(database.db, partnerId, async (tx) => {
    const row = await insertCustomer(tx, {
      partnerId,
      type,
      name: overrides.name ?? "김하늘",
      phone: `0101234${String(n).padStart(4, "0")}`,
      email: registered ? `sky${n}@example.com` : null,
      birthDate: registered ? "1990-05-17" : null,
      gender: registered ? "FEMALE" : null,
      personKeyHash: registered ? `person-key-${partnerId}-${n}` : null,
    });
    const { token } = await createSessionService(database).issue(tx, partnerId, row.id);
    return { id: row.id, token };
  });
}

/** Another session for the same customer (a second device). */
export async function issueSession(database: Database, partnerId: number, customerId: number) {
  const issued = await withTenant(database.db, partnerId, (tx) =>
    createSessionService(database).issue(tx, partnerId, customerId),
  );
  return issued.token;
}

export const storedCustomer = (database: Database, id: number) =>
  storedRow(database, schema.customers, id, "customer");

/** The 401 every session-protected route answers: the storefront clears its state on it (spec 8). */
export function expectSessionRequired(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(401);
  expect(apiErrorSchema.parse(response.json())).toEqual({
    status: 401,
    message: "session required",
    translate: errorMessages.sessionExpired,
  });
}
