import type { AccountsConfig } from "@api/customer/accounts-config";
import { createSessionService } from "@api/customer/sessions/service";
import { openApiPaths, registerEndpoint } from "@api/lib/contract-route";
import { createRateLimiter } from "@api/lib/rate-limit";
import { customerIdOf, requireCustomer } from "@api/plugins/customer-session";
import { tenantOf } from "@api/plugins/tenant";
import type { Database } from "@clinic/db";
import { apiErrorSchema } from "@clinic/shared";
import { storefrontEndpoints as endpoints } from "@clinic/shared/contract/storefront-endpoints";
import { storefrontSchemas as schemas } from "@clinic/shared/contract/storefront-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { createGuestAuthService } from "./service";
import { createSmsSender } from "./sms-sender";

/** Tenant-scoped GET paths of this module in OpenAPI form. */
export const GUEST_AUTH_ROUTES: string[] = [];
/** GET paths above that answer 400/401/404 with the tenant header alone. */
export const GUEST_AUTH_ROUTES_NEEDING_INPUT: string[] = [];
/** Paths with only non-GET methods. */
export const GUEST_AUTH_OTHER_PATHS: string[] = openApiPaths(
  endpoints.sendSignInCode,
  endpoints.guestSignIn,
  endpoints.guestPhone,
);

const tooMany = { 429: apiErrorSchema.describe("Too many codes sent or wrong codes tried; see Retry-After") };
const codeRefusals = {
  400: apiErrorSchema.describe(
    "Invalid request, a wrong code, or no live code (expired, used, 5 wrong tries)",
  ),
  ...tooMany,
};
const sessionRequired = { 401: apiErrorSchema.describe("No valid customer session") };
// 409, not 403: spec 8 makes clients treat any 403 as a lost session, and this customer is signed in.
const guestsOnly = { 409: apiErrorSchema.describe("The signed-in customer is not a guest") };

export const guestAuthRoutes: FastifyPluginAsyncZod<{
  database: Database;
  accounts: AccountsConfig;
}> = async (app, { database, accounts }) => {
  const guests = createGuestAuthService(database, {
    sender: createSmsSender(accounts.sms, app.log),
    limiter: createRateLimiter(database),
    sessions: createSessionService(database),
  });

  // Tokens and personal data: no shared cache may keep any of these answers.
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  registerEndpoint(
    app,
    endpoints.sendSignInCode,
    schemas.sendSignInCode,
    {
      tags: ["accounts"],
      summary:
        "Texts a 6-digit code (valid 5 minutes; only the newest counts). GUEST_SIGNIN for anyone, PHONE_CHANGE " +
        "for a signed-in guest (sent to the new phone). At most 1 per phone in 30 s and 5 an hour, 20 per visitor an hour",
      responses: {
        ...sessionRequired,
        ...guestsOnly,
        ...tooMany,
        502: apiErrorSchema.describe("The SMS provider did not accept the message"),
      },
    },
    async (request, reply) => {
      const requester = { ip: request.ip, customerId: await customerIdOf(request) };
      const sent = await guests.requestCode(tenantOf(request).partnerId, request.body, requester);
      return reply.code(202).send(sent);
    },
  );

  registerEndpoint(
    app,
    endpoints.guestSignIn,
    schemas.guestSignIn,
    {
      tags: ["accounts"],
      summary:
        "Guest sign-in with a GUEST_SIGNIN code: finds or creates the guest of that phone (taking the name) and " +
        "answers a new session token. A code is single use and dies after 5 wrong tries",
      responses: codeRefusals,
    },
    async (request) => guests.signIn(tenantOf(request).partnerId, request.body, request.ip),
  );

  registerEndpoint(
    app,
    endpoints.guestPhone,
    schemas.guestPhone,
    {
      tags: ["accounts"],
      summary: "Moves the signed-in guest to a new phone, proven with a PHONE_CHANGE code sent to it",
      responses: {
        ...codeRefusals,
        ...sessionRequired,
        409: apiErrorSchema.describe("Not a guest, or another guest of this clinic has that phone"),
      },
    },
    async (request) => {
      const { customerId } = await requireCustomer(request);
      return guests.changePhone(tenantOf(request).partnerId, customerId, request.body, request.ip);
    },
  );
};
