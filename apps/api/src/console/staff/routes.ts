import { clinicAccess, clinicIdOf, staffOf } from "@api/console/auth/guard";
import { CONSOLE_TAGS, consoleErrors, slowedDown } from "@api/console/auth/schemas";
import { registerEndpoint } from "@api/lib/contract-route";
import { consoleEndpoints as endpoints } from "@clinic/shared/contract/console-endpoints";
import { consoleSchemas as schemas } from "@clinic/shared/contract/console-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ConsoleStaffService } from "./service";

const route = { tags: CONSOLE_TAGS, responses: consoleErrors };

/** Owners manage their clinic's staff; removing keeps the row for the audit log. */
export const consoleStaffRoutes: FastifyPluginAsyncZod<{ staff: ConsoleStaffService }> = async (
  app,
  { staff },
) => {
  const ownerAccess = { preHandler: clinicAccess("OWNER") };

  registerEndpoint(
    app,
    endpoints.staffList,
    schemas.staffList,
    {
      ...route,
      summary: "The clinic's console accounts (owners, managers and staff, invited ones included)",
    },
    async (request) => staff.list(clinicIdOf(request)),
    ownerAccess,
  );

  registerEndpoint(
    app,
    endpoints.inviteStaff,
    schemas.inviteStaff,
    {
      tags: CONSOLE_TAGS,
      summary: "Invites a manager or staff member: returns a one-time invitation token (valid three days)",
      responses: { ...consoleErrors, 409: consoleErrors[400] },
    },
    async (request, reply) => {
      reply.code(201);
      const { email, name, role } = request.body;
      return staff.invite(clinicIdOf(request), staffOf(request), email, name, role);
    },
    ownerAccess,
  );

  registerEndpoint(
    app,
    endpoints.removeStaff,
    schemas.removeStaff,
    { ...route, summary: "Removes a staff member and ends their sessions" },
    async (request, reply) => {
      await staff.remove(clinicIdOf(request), staffOf(request), request.params.staffId);
      return reply.code(204).send(null);
    },
    ownerAccess,
  );

  // Roles (issue 27): only the owner sets them; every change is in the audit log with before and after.
  registerEndpoint(
    app,
    endpoints.changeStaffRole,
    schemas.changeStaffRole,
    {
      tags: CONSOLE_TAGS,
      summary: "Sets an account's role (OWNER, MANAGER or STAFF); not one's own, never the last owner's",
      responses: { ...consoleErrors, 409: consoleErrors[400] },
    },
    (request) =>
      staff.changeRole(clinicIdOf(request), staffOf(request), request.params.staffId, request.body.role),
    ownerAccess,
  );
};

/** Public: the invited person sets a password with the token from the link. */
export const consoleInviteRoutes: FastifyPluginAsyncZod<{ staff: ConsoleStaffService }> = async (
  app,
  { staff },
) => {
  registerEndpoint(
    app,
    endpoints.acceptInvite,
    schemas.acceptInvite,
    {
      tags: CONSOLE_TAGS,
      summary:
        "Accepts an invitation: sets the account's password (the token works once). Unknown tokens are " +
        "slowed down per address and per token (429 with Retry-After)",
      responses: { ...consoleErrors, ...slowedDown },
    },
    async (request) => staff.accept(request.body.token, request.body.password, request.ip),
  );
};
