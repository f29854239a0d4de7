import {
  apiErrorSchema,
  idParam,
  reservationPageSchema,
  reservationSchema,
  staffReservationQuerySchema,
} from "@clinic/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses, tenantHeadersSchema } from "../../lib/route-schemas";
import { tenantOf } from "../../plugins/tenant";
import type { ManageService } from "./manage-service";
import type { createStaffAuth } from "./staff-auth";

export const STAFF_BASE = "/staff/reservations";
const TAGS = ["reservations"];

const idParams = z.object({ id: idParam });
const staffOnly = {
  401: apiErrorSchema.describe("No valid staff key of this clinic in `Authorization: Bearer <key>`"),
};
const changed = {
  200: reservationSchema,
  ...staffOnly,
  ...errorResponses,
  409: apiErrorSchema.describe("The reservation is already cancelled"),
};

/** The clinic's view until the console arrives (issue 10): list, confirm and cancel, behind a staff key. */
export const staffReservationRoutes: FastifyPluginAsyncZod<{
  manage: ManageService;
  staffAuth: ReturnType<typeof createStaffAuth>;
}> = async (app, { manage, staffAuth }) => {
  // Checked before validation: a caller without a key learns nothing about the inputs.
  app.addHook("onRequest", staffAuth);

  app.get(
    STAFF_BASE,
    {
      schema: {
        tags: TAGS,
        summary:
          "The clinic's reservations by reservation time, optionally by status and Seoul dates (from–to)",
        headers: tenantHeadersSchema,
        querystring: staffReservationQuerySchema,
        response: { 200: reservationPageSchema, ...staffOnly, ...errorResponses },
      },
    },
    async (request) => manage.listForStaff(tenantOf(request).partnerId, request.query),
  );

  app.put(
    `${STAFF_BASE}/:id/confirm`,
    {
      schema: {
        tags: TAGS,
        summary: "Confirms a requested reservation (a confirmed one stays as it is)",
        headers: tenantHeadersSchema,
        params: idParams,
        response: changed,
      },
    },
    async (request) => manage.confirm(tenantOf(request).partnerId, request.params.id),
  );

  app.put(
    `${STAFF_BASE}/:id/cancel`,
    {
      schema: {
        tags: TAGS,
        summary: "Cancels a reservation for the clinic (no cut-off) and frees its places",
        headers: tenantHeadersSchema,
        params: idParams,
        response: changed,
      },
    },
    async (request) => manage.cancelByClinic(tenantOf(request).partnerId, request.params.id),
  );
};
