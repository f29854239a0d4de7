import { demoOwner, schema, withTenant } from "@clinic/db";
import { hashPassword } from "@clinic/db/passwords";
import { expect } from "vitest";
import type { TestApp } from "./test-app";

/** Console sessions for API tests of the console's modules. */
export async function signIn(t: TestApp, email: string, password: string): Promise<string> {
  const response = await t.app.inject({
    method: "POST",
    url: "/console/auth/sign-in",
    payload: { email, password },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { token: string }).token;
}

export const signInOwner = (t: TestApp, code: string) => {
  const owner = demoOwner(code);
  return signIn(t, owner.email, owner.password);
};

/** A STAFF account of the clinic (the seed has owners only). */
export async function signInStaff(t: TestApp, partnerId: number): Promise<string> {
  const email = `staff-${partnerId}@console.test`;
  const password = "staff-password-2026";
  const passwordHash = await hashPassword(password);
  await withTenant(t.database.db, partnerId, (tx) =>
    tx.insert(schema.staffAccounts).values({ partnerId, email, name: "직원", role: "STAFF", passwordHash }),
  );
  return signIn(t, email, password);
}

/** Polls until `read` answers `expected` (announcements reach the cache on another connection). */
export async function eventually<T>(read: () => Promise<T>, expected: T, waitMs = 3_000): Promise<T> {
  const deadline = Date.now() + waitMs;
  let seen = await read();
  while (JSON.stringify(seen) !== JSON.stringify(expected) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    seen = await read();
  }
  return seen;
}

/** A console API caller with the account's token (none: signed out). */
export function consoleCall(t: TestApp, token: string | undefined) {
  return (method: "GET" | "PUT" | "POST" | "DELETE", url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
      ...(payload === undefined ? {} : { payload }),
    });
}
