import type { AccountsConfig } from "@api/customer/accounts-config";
import { openApiPaths, registerEndpoint } from "@api/lib/contract-route";
import { notFound } from "@api/lib/http-error";
import { ROUTE_LIMITS, routeLimit } from "@api/lib/route-limits";
import { requireCustomer } from "@api/plugins/customer-session";
import { tenantOf } from "@api/plugins/tenant";
import type { Database } from "@clinic/db";
import { apiErrorSchema } from "@clinic/shared";
import { storefrontEndpoints as endpoints } from "@clinic/shared/contract/storefront-endpoints";
import { storefrontSchemas as schemas } from "@clinic/shared/contract/storefront-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { createAccountService } from "./account-service";
import { createVerificationService } from "./verification-service";

/** Tenant-scoped GET paths of this module in OpenAPI form. */
export const CERTIFICATION_ROUTES: string[] = openApiPaths(endpoints.registeredCustomer);
/** GET paths above that answer 400/401/404 with the tenant header alone. */
export const CERTIFICATION_ROUTES_NEEDING_INPUT: string[] = [...CERTIFICATION_ROUTES];
/** Paths with only non-GET methods. */
export const CERTIFICATION_OTHER_PATHS: string[] = openApiPaths(
  endpoints.startCertification,
  endpoints.demoCertification,
  endpoints.confirmCertification,
  endpoints.signUp,
  endpoints.signIn,
  endpoints.guestCertificationInfo,
);

const TAGS = ["accounts"];
const providerDown = {
  503: apiErrorSchema.describe("Database or identity provider unavailable"),
};
const refusedVerification = {
  400: apiErrorSchema.describe("Invalid body, or the verification is unknown, already used or expired"),
};
const duplicate = { 409: apiErrorSchema.describe("This person already has an account at this clinic") };

export const certificationRoutes: FastifyPluginAsyncZod<{
  database: Database;
  accounts: AccountsConfig;
}> = async (app, { database, accounts }) => {
  const verification = createVerificationService(database, accounts);
  const accountService = createAccountService(database);

  // Answers carry personal data and session tokens: nothing may cache them.
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });
  // Refused identity calls (unknown, used or expired impUids) are what probing looks like; they are counted.
  const identityLimit = routeLimit(database, ROUTE_LIMITS.identityFailures, "failures");
  app.addHook("preHandler", identityLimit.preHandler);
  app.addHook("onSend", identityLimit.onSend);

  registerEndpoint(
    app,
    endpoints.startCertification,
    schemas.startCertification,
    {
      tags: TAGS,
      summary:
        "Starts an identity verification: PortOne with the clinic's merchant code, or DEMO when no provider " +
        "is configured (then use /certification/demo)",
    },
    async () => verification.start(),
  );

  registerEndpoint(
    app,
    endpoints.demoCertification,
    schemas.demoCertification,
    {
      tags: TAGS,
      summary:
        "DEMO VERIFIER (not a real identity check): records the person as given and answers an impUid; " +
        "404 when a real provider is configured",
    },
    async (request) => verification.demo(tenantOf(request).partnerId, request.body),
    {
      // Before body validation: with a real provider this route does not exist, whatever the body.
      preValidation: async () => {
        if (accounts.identity) throw notFound("the demo verifier is off: a provider is configured");
      },
    },
  );

  registerEndpoint(
    app,
    endpoints.confirmCertification,
    schemas.confirmCertification,
    {
      tags: TAGS,
      summary:
        "Checks a verification with the provider (certified must be true) and says whether the person " +
        "already has an account; 400 for an unknown or uncertified impUid. Any body is ignored",
      responses: providerDown,
    },
    async (request) => verification.check(tenantOf(request).partnerId, request.params.impUid),
  );

  registerEndpoint(
    app,
    endpoints.registeredCustomer,
    schemas.registeredCustomer,
    {
      tags: TAGS,
      summary: "Whether the person of a checked verification has an account here; 404 for an unknown impUid",
    },
    async (request) => ({
      isRegistered: await verification.isRegistered(tenantOf(request).partnerId, request.query.impUid),
    }),
  );

  registerEndpoint(
    app,
    endpoints.signUp,
    schemas.signUp,
    {
      tags: TAGS,
      summary:
        "Creates a registered account from a fresh, unused verification (one per person) and signs it in",
      responses: { ...refusedVerification, ...duplicate },
    },
    async (request, reply) => {
      const session = await accountService.signup(tenantOf(request).partnerId, request.body);
      return reply.code(201).send(session);
    },
  );

  registerEndpoint(
    app,
    endpoints.signIn,
    schemas.signIn,
    {
      tags: TAGS,
      summary:
        "Signs a registered customer in with a fresh, unused verification: a new token every time; " +
        "404 when the person has no account",
      responses: refusedVerification,
    },
    async (request) => accountService.signin(tenantOf(request).partnerId, request.body.impUid),
  );

  registerEndpoint(
    app,
    endpoints.guestCertificationInfo,
    schemas.guestCertificationInfo,
    {
      tags: TAGS,
      summary: "Makes the signed-in guest a registered customer with a fresh, unused verification",
      responses: {
        ...refusedVerification,
        401: apiErrorSchema.describe("No valid session"),
        // 409, not 403: spec 8 makes clients treat any 403 as a lost session.
        409: apiErrorSchema.describe(
          "The customer is already registered (guests only), or this person has another account",
        ),
      },
    },
    async (request) => {
      const { customerId } = await requireCustomer(request);
      return accountService.upgradeGuest(tenantOf(request).partnerId, customerId, request.body.impUid);
    },
  );
};
