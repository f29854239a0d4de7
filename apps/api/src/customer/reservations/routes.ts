import { openApiPaths } from "@api/lib/contract-route";
import { ROUTE_LIMITS, routeLimit } from "@api/lib/route-limits";
import type { SiteLink } from "@api/messaging/reservation-messages";
import { customerIdOf } from "@api/plugins/customer-session";
import type { AvailabilityAnswers } from "@api/storefront/schedules/availability-answers";
import { createAvailabilityService } from "@api/storefront/schedules/availability-service";
import type { Database } from "@clinic/db";
import { platformEndpoints } from "@clinic/shared/contract/platform-endpoints";
import { storefrontEndpoints as endpoints } from "@clinic/shared/contract/storefront-endpoints";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { createBookingService } from "./booking-service";
import { customerReservationRoutes } from "./customer-routes";
import { createManageService } from "./manage-service";
import { createPreviewService } from "./preview-service";
import { createStaffAuth } from "./staff-auth";
import { staffReservationRoutes } from "./staff-routes";

/** Tenant-scoped GET paths of this module in OpenAPI form. */
export const RESERVATION_ROUTES: string[] = openApiPaths(
  endpoints.reservationConfirm,
  endpoints.reservationValidation,
  endpoints.reservations,
  endpoints.reservation,
  platformEndpoints.staffReservations,
);
/** GET paths above that answer 400/401/404 with the tenant header alone. */
export const RESERVATION_ROUTES_NEEDING_INPUT: string[] = [...RESERVATION_ROUTES];
/** Paths with only non-GET methods. */
export const RESERVATION_OTHER_PATHS: string[] = openApiPaths(
  endpoints.cancelReservation,
  endpoints.rescheduleReservation,
  platformEndpoints.staffConfirmReservation,
  platformEndpoints.staffCancelReservation,
);

export const reservationRoutes: FastifyPluginAsyncZod<{
  database: Database;
  /** The availability answers the schedules routes serve: every booking and cancel here drops the clinic's. */
  answers: AvailabilityAnswers;
  /** The my-page link of patients' messages (decision 0036). */
  siteLink?: SiteLink;
}> = async (app, { database, answers, siteLink }) => {
  const availability = createAvailabilityService(database);
  const manage = createManageService(database, answers, siteLink, availability);

  // Personal data and per-visitor answers: no shared cache may keep any of these.
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });

  await app.register(customerReservationRoutes, {
    preview: createPreviewService(database, availability),
    booking: createBookingService(database, availability, answers, siteLink),
    manage,
    // Per customer (a session is required to book), counting only reservations actually made.
    bookingLimit: routeLimit(database, ROUTE_LIMITS.reservations, "created", async (request) => {
      return `${request.tenant?.partnerId ?? "-"}:${(await customerIdOf(request)) ?? request.ip}`;
    }),
  });
  await app.register(staffReservationRoutes, { manage, staffAuth: createStaffAuth(database) });
};
