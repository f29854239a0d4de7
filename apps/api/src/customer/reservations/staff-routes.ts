import { registerEndpoint } from "@api/lib/contract-route";
import { tenantOf } from "@api/plugins/tenant";
import { apiErrorSchema } from "@clinic/shared";
import { platformEndpoints as endpoints } from "@clinic/shared/contract/platform-endpoints";
import { platformSchemas as schemas } from "@clinic/shared/contract/platform-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ManageService } from "./manage-service";
import type { createStaffAuth } from "./staff-auth";

const TAGS = ["reservations"];

const staffOnly = {
  401: apiErrorSchema.describe("No valid staff key of this clinic in `Authorization: Bearer <key>`"),
};
const changed = {
  ...staffOnly,
  409: apiErrorSchema.describe("The reservation is already cancelled"),
};

/** The clinic's view until the console arrives (issue 10): list, confirm and cancel, behind a staff key. */
export const staffReservationRoutes: FastifyPluginAsyncZod<{
  manage: ManageService;
  staffAuth: ReturnType<typeof createStaffAuth>;
}> = async (app, { manage, staffAuth }) => {
  // Checked before validation: a caller without a key learns nothing about the inputs.
  app.addHook("onRequest", staffAuth);

  registerEndpoint(
    app,
    endpoints.staffReservations,
    schemas.staffReservations,
    {
      tags: TAGS,
      summary:
        "The clinic's reservations by reservation time, optionally by status and Seoul dates (from–to)",
      responses: staffOnly,
    },
    async (request) => manage.listForStaff(tenantOf(request).partnerId, request.query),
  );

  registerEndpoint(
    app,
    endpoints.staffConfirmReservation,
    schemas.staffConfirmReservation,
    {
      tags: TAGS,
      summary: "Confirms a requested reservation (a confirmed one stays as it is)",
      responses: changed,
    },
    async (request) => manage.confirm(tenantOf(request).partnerId, request.params.id),
  );

  registerEndpoint(
    app,
    endpoints.staffCancelReservation,
    schemas.staffCancelReservation,
    {
      tags: TAGS,
      summary: "Cancels a reservation for the clinic (no cut-off) and frees its places",
      responses: changed,
    },
    async (request) => manage.cancelByClinic(tenantOf(request).partnerId, request.params.id),
  );
};
