import { randomBytes, randomUUID } from "node:crypto";
import { hashConsoleToken } from "@api/console/auth/service";
import type { TestApp } from "@api/testing/test-app";
import { type Database, demoOwner, eq, schema } from "@clinic/db";
import { expect } from "vitest";

let address = 0;

/** Signs a console account in (a fresh client address each time, so throttling stays out of the way). */
export async function consoleToken(t: TestApp, email: string, password: string): Promise<string> {
  const response = await t.app.inject({
    method: "POST",
    url: "/console/auth/sign-in",
    payload: { email, password },
    headers: { "x-forwarded-for": `10.9.0.${++address}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().token as string;
}

export const ownerToken = (t: TestApp, code: "lumiere" | "haneul") => {
  const owner = demoOwner(code);
  return consoleToken(t, owner.email, owner.password);
};

/** A STAFF account of the clinic with a live session, written outside row-level security; answers the token. */
export async function staffToken(database: Database, partnerId: number): Promise<string> {
  const [account] = await database.db
    .insert(schema.staffAccounts)
    .values({
      partnerId,
      email: `staff-${randomUUID()}@test.demo`,
      name: "테스트 직원",
      role: "STAFF",
      passwordHash: "not-used",
    })
    .returning({ id: schema.staffAccounts.id });
  if (!account) throw new Error("staff account not inserted");
  const token = randomBytes(32).toString("base64url");
  await database.db.insert(schema.staffSessions).values({
    staffId: account.id,
    tokenHash: hashConsoleToken(token),
    expiresAt: new Date(Date.now() + 60 * 60 * 1000),
  });
  return token;
}

/** Moves a booked reservation's time (bookings cannot be made in the past; visits are marked after the hour). */
export async function moveReservation(database: Database, id: number, reservedAt: Date): Promise<void> {
  await database.db.update(schema.reservations).set({ reservedAt }).where(eq(schema.reservations.id, id));
}

export { consoleCall } from "@api/testing/console-fixtures";
