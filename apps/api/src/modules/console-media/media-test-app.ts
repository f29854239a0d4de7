import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Database, demoOwner, seedDemo } from "@clinic/db";
import { createTestDatabase } from "@clinic/db/testing";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { registerErrorHandling } from "../../plugins/error-handling";
import { registerJsonBodies } from "../../plugins/json-body";
import { consoleAuditRoutes } from "../console-audit/routes";
import { requireConsoleSession } from "../console-auth/guard";
import { consoleSessionRoutes, consoleSignInRoutes } from "../console-auth/routes";
import { createConsoleAuthService } from "../console-auth/service";
import { consoleInviteRoutes, consoleStaffRoutes } from "../console-staff/routes";
import { createConsoleStaffService } from "../console-staff/service";
import { mediaRoutes } from "../media/routes";
import { consoleMediaRoutes } from "./routes";

export interface MediaTestApp {
  app: FastifyInstance;
  database: Database;
  mediaDir: string;
  partnerIds: { lumiere: number; haneul: number };
  /** A console token of the demo owner of `code`. */
  ownerToken(code: "lumiere" | "haneul"): Promise<string>;
  close(): Promise<void>;
}

/**
 * The console's signed-in scope as console-routes.ts builds it (session hook, then the plugins), with the media
 * plugin and GET /media/* — until the lead registers consoleMediaRoutes in the full app.
 */
export async function createMediaTestApp(): Promise<MediaTestApp> {
  const database = await createTestDatabase();
  const root = await mkdtemp(join(tmpdir(), "clinic-media-"));
  const mediaDir = join(root, "media");
  const { partners } = await seedDemo(database, { mediaDir });
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerJsonBodies(app);
  const auth = createConsoleAuthService(database);
  const staff = createConsoleStaffService(database);
  await app.register(mediaRoutes, { mediaDir });
  await app.register(async (scope) => {
    await scope.register(consoleSignInRoutes, { auth });
    await scope.register(consoleInviteRoutes, { staff });
    await scope.register(async (signedIn) => {
      signedIn.addHook("onRequest", requireConsoleSession(auth));
      await signedIn.register(consoleSessionRoutes, { auth });
      await signedIn.register(consoleAuditRoutes, { database });
      await signedIn.register(consoleStaffRoutes, { staff });
      await signedIn.register(consoleMediaRoutes, { database, mediaDir });
    });
  });
  await app.ready();
  const idOf = (code: string) => {
    const partner = partners.find((candidate) => candidate.code === code);
    if (!partner) throw new Error(`no demo clinic ${code}`);
    return partner.id;
  };
  return {
    app,
    database,
    mediaDir,
    partnerIds: { lumiere: idOf("lumiere"), haneul: idOf("haneul") },
    async ownerToken(code) {
      const { email, password } = demoOwner(code);
      const response = await app.inject({
        method: "POST",
        url: "/console/auth/sign-in",
        payload: { email, password },
      });
      return response.json().token as string;
    },
    async close() {
      await app.close();
      await database.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}
