import type { AccountsConfig } from "@api/customer/accounts-config";
import { openApiPaths, registerEndpoint } from "@api/lib/contract-route";
import { requireCustomer, tokenFromAuthorization } from "@api/plugins/customer-session";
import { tenantOf } from "@api/plugins/tenant";
import type { Database } from "@clinic/db";
import { apiErrorSchema } from "@clinic/shared";
import { storefrontEndpoints as endpoints } from "@clinic/shared/contract/storefront-endpoints";
import { storefrontSchemas as schemas } from "@clinic/shared/contract/storefront-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { createCustomerService } from "./service";

/** Tenant-scoped GET paths of this module in OpenAPI form. */
export const CUSTOMER_ROUTES: string[] = openApiPaths(endpoints.me);
/** GET paths above that answer 400/401/404 with the tenant header alone. */
export const CUSTOMER_ROUTES_NEEDING_INPUT: string[] = [...CUSTOMER_ROUTES];
/** Paths with only non-GET methods. */
export const CUSTOMER_OTHER_PATHS: string[] = openApiPaths(
  endpoints.updateEmail,
  endpoints.updateMarketing,
  endpoints.updateReminders,
  endpoints.signOut,
  endpoints.refreshAccessToken,
);

const TAGS = ["accounts"];
const signedIn = {
  401: apiErrorSchema.describe("No valid session: missing, malformed, unknown, expired or revoked token"),
};

export const customerRoutes: FastifyPluginAsyncZod<{
  database: Database;
  accounts: AccountsConfig;
}> = async (app, { database }) => {
  const customers = createCustomerService(database);

  // Personal data and fresh tokens: no shared cache may keep any of these answers.
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });

  registerEndpoint(
    app,
    endpoints.me,
    schemas.me,
    {
      tags: TAGS,
      summary: "The signed-in customer (their own data, unmasked); 401 without a valid session",
      responses: signedIn,
    },
    async (request) => {
      const { customerId } = await requireCustomer(request);
      return customers.get(tenantOf(request).partnerId, customerId);
    },
  );

  registerEndpoint(
    app,
    endpoints.updateEmail,
    schemas.updateEmail,
    { tags: TAGS, summary: "Changes the customer's email; an empty string removes it", responses: signedIn },
    async (request) => {
      const { customerId } = await requireCustomer(request);
      return customers.updateEmail(tenantOf(request).partnerId, customerId, request.body.email);
    },
  );

  registerEndpoint(
    app,
    endpoints.updateMarketing,
    schemas.updateMarketing,
    {
      tags: TAGS,
      summary: "Consents to or declines marketing messages; the time of the choice is recorded",
      responses: signedIn,
    },
    async (request) => {
      const { customerId } = await requireCustomer(request);
      const { marketingReceivable } = request.body;
      return customers.updateMarketing(tenantOf(request).partnerId, customerId, marketingReceivable);
    },
  );

  registerEndpoint(
    app,
    endpoints.updateReminders,
    schemas.updateReminders,
    {
      tags: TAGS,
      summary:
        "Turns booking reminders (the day before and the same day) on or off; receipts, confirmations and " +
        "cancellations are sent either way",
      responses: signedIn,
    },
    async (request) => {
      const { customerId } = await requireCustomer(request);
      const { remindersReceivable } = request.body;
      return customers.updateReminders(tenantOf(request).partnerId, customerId, remindersReceivable);
    },
  );

  registerEndpoint(
    app,
    endpoints.withdraw,
    schemas.withdraw,
    {
      tags: TAGS,
      summary:
        "Withdraws the account (status WITHDRAWN): personal data is cleared and every session ends; " +
        "the row stays for the clinic's records",
      responses: signedIn,
    },
    async (request, reply) => {
      const { customerId } = await requireCustomer(request);
      await customers.withdraw(tenantOf(request).partnerId, customerId);
      return reply.code(204).send(null);
    },
  );

  registerEndpoint(
    app,
    endpoints.signOut,
    schemas.signOut,
    {
      tags: TAGS,
      summary:
        "Ends the session of the Authorization token; 204 also without a live one (the client clears " +
        "its state either way)",
    },
    async (request, reply) => {
      const token = tokenFromAuthorization(request.headers.authorization);
      await customers.logout(tenantOf(request).partnerId, token);
      return reply.code(204).send(null);
    },
  );

  registerEndpoint(
    app,
    endpoints.refreshAccessToken,
    schemas.refreshAccessToken,
    {
      tags: TAGS,
      summary: "Rotates the access token: a new one for the signed-in customer, the old one revoked",
      responses: signedIn,
    },
    async (request) => {
      const session = await requireCustomer(request);
      return customers.rotate(tenantOf(request).partnerId, session);
    },
  );
};
