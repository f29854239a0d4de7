import type { Database } from "@clinic/db";
import {
  consoleInquiryHandledBodySchema,
  consoleInquiryListQuerySchema,
  consoleInquiryListSchema,
  consoleInquirySchema,
  idParam,
} from "@clinic/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { CLINIC_BASE, clinicAccess, clinicIdOf, clinicParams, staffOf } from "../console-auth/guard";
import { CONSOLE_TAGS, consoleErrors } from "../console-auth/schemas";
import { createInquiryInbox } from "./service";

const INQUIRIES = `${CLINIC_BASE}/inquiries`;
const inquiryParams = clinicParams.extend({ id: idParam });
const oneInquiry = { 200: consoleInquirySchema, ...consoleErrors };

/** The inquiry inbox: staff and owners read visitors' contact-form inquiries and mark them handled. */
export const consoleInquiryRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  const inbox = createInquiryInbox(database);
  const staffAccess = clinicAccess("STAFF");

  app.get(
    INQUIRIES,
    {
      preHandler: staffAccess,
      schema: {
        tags: CONSOLE_TAGS,
        summary:
          "The clinic's inquiries, newest first, paged; filtered by handled state and category, searched by " +
          "name, phone, email or text; with the number still unhandled",
        params: clinicParams,
        querystring: consoleInquiryListQuerySchema,
        response: { 200: consoleInquiryListSchema, ...consoleErrors },
      },
    },
    async (request) => inbox.list(clinicIdOf(request), request.query),
  );

  app.get(
    `${INQUIRIES}/:id`,
    {
      preHandler: staffAccess,
      schema: {
        tags: CONSOLE_TAGS,
        summary: "One inquiry in full, with who handled it",
        params: inquiryParams,
        response: oneInquiry,
      },
    },
    async (request) => inbox.get(clinicIdOf(request), request.params.id),
  );

  app.put(
    `${INQUIRIES}/:id/handled`,
    {
      preHandler: staffAccess,
      schema: {
        tags: CONSOLE_TAGS,
        summary:
          "Marks an inquiry handled (true) or unhandled again (false); audited. Asking for its current state " +
          "changes nothing",
        params: inquiryParams,
        body: consoleInquiryHandledBodySchema,
        response: oneInquiry,
      },
    },
    async (request) =>
      inbox.setHandled(clinicIdOf(request), staffOf(request), request.params.id, request.body.handled),
  );
};
