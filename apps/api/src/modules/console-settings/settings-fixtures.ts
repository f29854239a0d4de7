import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { demoOwner, schema, seedDemo, withTenant } from "@clinic/db";
import { hashPassword } from "@clinic/db/passwords";
import { createTestDatabase } from "@clinic/db/testing";
import { expect } from "vitest";
import { buildApp } from "../../app";
import type { TestApp } from "../../testing/test-app";
import { requireConsoleSession } from "../console-auth/guard";
import { createConsoleAuthService } from "../console-auth/service";
import { consoleSettingsRoutes } from "./routes";

const PROBE = { method: "GET" as const, url: "/console/clinics/:partnerId/settings/partner" };

/**
 * The real app (with the public answer cache, as the server runs it) plus this module's routes. Until
 * registerConsole() mounts the plugin itself, the tests mount it in the same signed-in scope shape.
 */
export async function createSettingsTestApp(): Promise<TestApp> {
  const database = await createTestDatabase();
  const root = await mkdtemp(join(tmpdir(), "clinic-console-settings-"));
  const mediaDir = join(root, "media");
  const { partners } = await seedDemo(database, { mediaDir });
  const app = await buildApp({ database, mediaDir, cachePublicAnswers: true });
  if (!app.hasRoute(PROBE)) {
    const auth = createConsoleAuthService(database);
    await app.register(async (scope) => {
      scope.addHook("onRequest", requireConsoleSession(auth));
      await scope.register(consoleSettingsRoutes, { database });
    });
  }
  await app.ready();
  const id = (code: string) => {
    const found = partners.find((partner) => partner.code === code);
    if (!found) throw new Error(`no demo clinic ${code}`);
    return found.id;
  };
  return {
    app,
    database,
    mediaDir,
    partnerIds: { lumiere: id("lumiere"), haneul: id("haneul") },
    async close() {
      await app.close();
      await database.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}

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
  const email = `staff-${partnerId}@settings.test`;
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
