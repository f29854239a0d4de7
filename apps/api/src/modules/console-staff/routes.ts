import {
  idParam,
  staffAcceptInviteSchema,
  staffInviteAnswerSchema,
  staffInviteBodySchema,
  staffListSchema,
} from "@clinic/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { CLINIC_BASE, clinicAccess, clinicIdOf, clinicParams, staffOf } from "../console-auth/guard";
import { CONSOLE_TAGS, consoleErrors, slowedDown } from "../console-auth/schemas";
import type { ConsoleStaffService } from "./service";

const staffParams = clinicParams.extend({ staffId: idParam });

/** Owners manage their clinic's staff; removing keeps the row for the audit log. */
export const consoleStaffRoutes: FastifyPluginAsyncZod<{ staff: ConsoleStaffService }> = async (
  app,
  { staff },
) => {
  app.get(
    `${CLINIC_BASE}/staff`,
    {
      preHandler: clinicAccess("OWNER"),
      schema: {
        tags: CONSOLE_TAGS,
        summary: "The clinic's console accounts (owners and staff, invited ones included)",
        params: clinicParams,
        response: { 200: staffListSchema, ...consoleErrors },
      },
    },
    async (request) => staff.list(clinicIdOf(request)),
  );

  app.post(
    `${CLINIC_BASE}/staff`,
    {
      preHandler: clinicAccess("OWNER"),
      schema: {
        tags: CONSOLE_TAGS,
        summary: "Invites a staff member: returns a one-time invitation token (valid three days)",
        params: clinicParams,
        body: staffInviteBodySchema,
        response: { 201: staffInviteAnswerSchema, ...consoleErrors, 409: consoleErrors[400] },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return staff.invite(clinicIdOf(request), staffOf(request), request.body.email, request.body.name);
    },
  );

  app.delete(
    `${CLINIC_BASE}/staff/:staffId`,
    {
      preHandler: clinicAccess("OWNER"),
      schema: {
        tags: CONSOLE_TAGS,
        summary: "Removes a staff member and ends their sessions",
        params: staffParams,
        response: { 204: z.null(), ...consoleErrors },
      },
    },
    async (request, reply) => {
      await staff.remove(clinicIdOf(request), staffOf(request), request.params.staffId);
      return reply.code(204).send(null);
    },
  );
};

/** Public: the invited person sets a password with the token from the link. */
export const consoleInviteRoutes: FastifyPluginAsyncZod<{ staff: ConsoleStaffService }> = async (
  app,
  { staff },
) => {
  app.post(
    "/console/auth/accept-invite",
    {
      schema: {
        tags: CONSOLE_TAGS,
        summary:
          "Accepts an invitation: sets the account's password (the token works once). Unknown tokens are " +
          "slowed down per address and per token (429 with Retry-After)",
        body: staffAcceptInviteSchema,
        response: { 200: z.object({ email: z.string() }), ...consoleErrors, ...slowedDown },
      },
    },
    async (request) => staff.accept(request.body.token, request.body.password, request.ip),
  );
};
