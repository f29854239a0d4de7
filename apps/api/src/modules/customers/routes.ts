import type { Database } from "@clinic/db";
import {
  apiErrorSchema,
  authSessionSchema,
  customerInfoUpdateSchema,
  customerSchema,
  customerStateUpdateSchema,
  marketingUpdateSchema,
} from "@clinic/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses, tenantHeadersSchema } from "../../lib/route-schemas";
import { requireCustomer, tokenFromAuthorization } from "../../plugins/customer-session";
import { tenantOf } from "../../plugins/tenant";
import type { AccountsConfig } from "../accounts-config";
import { createCustomerService } from "./service";

const THIS = "/customers/this";

/** Tenant-scoped GET paths of this module in OpenAPI form. */
export const CUSTOMER_ROUTES: string[] = [THIS];
/** GET paths above that answer 400/401/404 with the tenant header alone. */
export const CUSTOMER_ROUTES_NEEDING_INPUT: string[] = [THIS];
/** Paths with only non-GET methods. */
export const CUSTOMER_OTHER_PATHS: string[] = [
  `${THIS}/info`,
  `${THIS}/marketing-receivable`,
  "/customer/logout",
  "/access-tokens",
];

const signedIn = {
  401: apiErrorSchema.describe("No valid session: missing, malformed, unknown, expired or revoked token"),
};
const customerResponses = { 200: customerSchema, ...signedIn, ...errorResponses };
const noContent = (description: string) => z.null().describe(description);

export const customerRoutes: FastifyPluginAsyncZod<{
  database: Database;
  accounts: AccountsConfig;
}> = async (app, { database }) => {
  const customers = createCustomerService(database);

  // Personal data and fresh tokens: no shared cache may keep any of these answers.
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });

  app.get(
    THIS,
    {
      schema: {
        tags: ["accounts"],
        summary: "The signed-in customer (their own data, unmasked); 401 without a valid session",
        headers: tenantHeadersSchema,
        response: customerResponses,
      },
    },
    async (request) => {
      const { customerId } = await requireCustomer(request);
      return customers.get(tenantOf(request).partnerId, customerId);
    },
  );

  app.put(
    `${THIS}/info`,
    {
      schema: {
        tags: ["accounts"],
        summary: "Changes the customer's email; an empty string removes it",
        headers: tenantHeadersSchema,
        body: customerInfoUpdateSchema,
        response: customerResponses,
      },
    },
    async (request) => {
      const { customerId } = await requireCustomer(request);
      return customers.updateEmail(tenantOf(request).partnerId, customerId, request.body.email);
    },
  );

  app.put(
    `${THIS}/marketing-receivable`,
    {
      schema: {
        tags: ["accounts"],
        summary: "Consents to or declines marketing messages; the time of the choice is recorded",
        headers: tenantHeadersSchema,
        body: marketingUpdateSchema,
        response: customerResponses,
      },
    },
    async (request) => {
      const { customerId } = await requireCustomer(request);
      const { marketingReceivable } = request.body;
      return customers.updateMarketing(tenantOf(request).partnerId, customerId, marketingReceivable);
    },
  );

  app.put(
    THIS,
    {
      schema: {
        tags: ["accounts"],
        summary:
          "Withdraws the account (status WITHDRAWN): personal data is cleared and every session ends; " +
          "the row stays for the clinic's records",
        headers: tenantHeadersSchema,
        body: customerStateUpdateSchema,
        response: { 204: noContent("Withdrawn"), ...signedIn, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { customerId } = await requireCustomer(request);
      await customers.withdraw(tenantOf(request).partnerId, customerId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/customer/logout",
    {
      schema: {
        tags: ["accounts"],
        summary:
          "Ends the session of the Authorization token; 204 also without a live one (the client clears " +
          "its state either way)",
        headers: tenantHeadersSchema,
        response: { 204: noContent("Logged out"), ...errorResponses },
      },
    },
    async (request, reply) => {
      const token = tokenFromAuthorization(request.headers.authorization);
      await customers.logout(tenantOf(request).partnerId, token);
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/access-tokens",
    {
      schema: {
        tags: ["accounts"],
        summary: "Rotates the access token: a new one for the signed-in customer, the old one revoked",
        headers: tenantHeadersSchema,
        response: { 200: authSessionSchema, ...signedIn, ...errorResponses },
      },
    },
    async (request) => {
      const session = await requireCustomer(request);
      return customers.rotate(tenantOf(request).partnerId, session);
    },
  );
};
