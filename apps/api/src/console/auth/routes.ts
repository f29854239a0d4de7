import { registerEndpoint } from "@api/lib/contract-route";
import { consoleEndpoints as endpoints } from "@clinic/shared/contract/console-endpoints";
import { consoleSchemas as schemas } from "@clinic/shared/contract/console-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { staffOf } from "./guard";
import { CONSOLE_TAGS, consoleErrors, slowedDown } from "./schemas";
import type { ConsoleAuthService } from "./service";

const route = { tags: CONSOLE_TAGS, responses: consoleErrors };

/** Sign-in lives outside the session hook; everything else here needs a live console session. */
export const consoleSignInRoutes: FastifyPluginAsyncZod<{ auth: ConsoleAuthService }> = async (
  app,
  { auth },
) => {
  registerEndpoint(
    app,
    endpoints.signIn,
    schemas.signIn,
    {
      ...route,
      summary:
        "Email and password sign-in for console accounts; after repeated failures, 429 with Retry-After " +
        "(a progressive delay per address, and per account for addresses that have been failing)",
      responses: { ...consoleErrors, ...slowedDown },
    },
    async (request) => auth.signIn(request.body.email, request.body.password, request.ip),
  );
};

export const consoleSessionRoutes: FastifyPluginAsyncZod<{ auth: ConsoleAuthService }> = async (
  app,
  { auth },
) => {
  registerEndpoint(
    app,
    endpoints.me,
    schemas.me,
    { ...route, summary: "The signed-in account and the clinics it may open" },
    async (request) => auth.me(staffOf(request)),
  );

  registerEndpoint(
    app,
    endpoints.signOut,
    schemas.signOut,
    { ...route, summary: "Ends this console session" },
    async (request) => {
      await auth.signOut(request.staffToken ?? "");
      return { signedOut: true as const };
    },
  );

  registerEndpoint(
    app,
    endpoints.rotateSession,
    schemas.rotateSession,
    { ...route, summary: "Replaces this session's token with a fresh one (the old one stops working)" },
    async (request) => auth.rotate(request.staffToken ?? "", staffOf(request)),
  );

  registerEndpoint(
    app,
    endpoints.changePassword,
    schemas.changePassword,
    {
      ...route,
      summary:
        "Changes the password; every session of the account ends and a fresh one is returned. Wrong " +
        "current passwords are slowed down like sign-ins (429 with Retry-After)",
      responses: { ...consoleErrors, ...slowedDown },
    },
    async (request) =>
      auth.changePassword(
        staffOf(request),
        request.body.currentPassword,
        request.body.newPassword,
        request.ip,
      ),
  );
};
