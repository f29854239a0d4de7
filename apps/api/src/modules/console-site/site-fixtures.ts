import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { seedDemo } from "@clinic/db";
import { createTestDatabase } from "@clinic/db/testing";
import { buildApp } from "../../app";
import type { TestApp } from "../../testing/test-app";
import { requireConsoleSession } from "../console-auth/guard";
import { createConsoleAuthService } from "../console-auth/service";
import { consoleSiteRoutes } from "./routes";

export { eventually, signInOwner, signInStaff } from "../console-settings/settings-fixtures";

const PROBE = { method: "GET" as const, url: "/console/clinics/:partnerId/site/navigation" };

/**
 * The real app (with the public answer cache, as the server runs it) plus this module's routes. Until
 * registerConsole() mounts the plugin itself, the tests mount it in the same signed-in scope shape.
 */
export async function createSiteTestApp(): Promise<TestApp> {
  const database = await createTestDatabase();
  const root = await mkdtemp(join(tmpdir(), "clinic-console-site-"));
  const mediaDir = join(root, "media");
  const { partners } = await seedDemo(database, { mediaDir });
  const app = await buildApp({ database, mediaDir, cachePublicAnswers: true });
  if (!app.hasRoute(PROBE)) {
    const auth = createConsoleAuthService(database);
    await app.register(async (scope) => {
      scope.addHook("onRequest", requireConsoleSession(auth));
      await scope.register(consoleSiteRoutes, { database });
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
