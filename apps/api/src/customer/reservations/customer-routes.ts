import { registerEndpoint } from "@api/lib/contract-route";
import type { RouteLimit } from "@api/lib/route-limits";
import { requireCustomer } from "@api/plugins/customer-session";
import { tenantOf } from "@api/plugins/tenant";
import { apiErrorSchema, IDEMPOTENCY_KEY_HEADER } from "@clinic/shared";
import { storefrontEndpoints as endpoints } from "@clinic/shared/contract/storefront-endpoints";
import { storefrontSchemas as schemas } from "@clinic/shared/contract/storefront-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { BookingService } from "./booking-service";
import type { ManageService } from "./manage-service";
import type { createPreviewService } from "./preview-service";

const TAGS = ["reservations"];

const signedIn = {
  401: apiErrorSchema.describe("No valid customer session (members and SMS-verified guests)"),
};
const refusals = {
  409: apiErrorSchema.describe(
    "Not bookable: full, closed, too soon, beyond the range or the doctor is not working (Korean reason in translate)",
  ),
};
const tooManyBookings = {
  429: apiErrorSchema.describe("Too many reservations made by this customer lately; see Retry-After"),
};

export const customerReservationRoutes: FastifyPluginAsyncZod<{
  preview: ReturnType<typeof createPreviewService>;
  booking: BookingService;
  manage: ManageService;
  bookingLimit: RouteLimit;
}> = async (app, { preview, booking, manage, bookingLimit }) => {
  registerEndpoint(
    app,
    endpoints.reservationConfirm,
    schemas.reservationConfirm,
    {
      tags: TAGS,
      summary:
        "Lines, prices (with the clinic's VAT flag) and duration of the chosen options of published products; " +
        "an unknown option is a 400 naming productOptionIds",
    },
    async (request) => preview.confirm(tenantOf(request).partnerId, request.query.productOptionIds),
  );

  registerEndpoint(
    app,
    endpoints.reservationValidation,
    schemas.reservationValidation,
    {
      tags: TAGS,
      summary:
        "Whether a reservation could be booked now: 200 with available false and a Korean message when not; " +
        "400 only for malformed input",
    },
    async (request) => preview.validate(tenantOf(request).partnerId, request.query),
  );

  registerEndpoint(
    app,
    endpoints.createReservation,
    schemas.createReservation,
    {
      tags: TAGS,
      summary:
        "Books a visit or treatments for the signed-in customer; capacity is enforced in the booking " +
        "transaction. A repeated Idempotency-Key answers the first reservation with 200",
      responses: { ...signedIn, ...refusals, ...tooManyBookings },
    },
    async (request, reply) => {
      const { customerId } = await requireCustomer(request);
      const { partnerId } = tenantOf(request);
      const key = request.headers[IDEMPOTENCY_KEY_HEADER] ?? null;
      const { agreePrivacy: _agreed, ...input } = request.body;
      const booked = await booking.create(partnerId, customerId, input, key);
      return reply.code(booked.created ? 201 : 200).send(booked.reservation);
    },
    { preHandler: bookingLimit.preHandler, onSend: bookingLimit.onSend },
  );

  registerEndpoint(
    app,
    endpoints.reservations,
    schemas.reservations,
    {
      tags: TAGS,
      summary: "The signed-in customer's own reservations, newest reservation time first",
      responses: signedIn,
    },
    async (request) => {
      const { customerId } = await requireCustomer(request);
      return manage.listOwn(tenantOf(request).partnerId, customerId, request.query);
    },
  );

  registerEndpoint(
    app,
    endpoints.reservation,
    schemas.reservation,
    {
      tags: TAGS,
      summary: "One of the customer's own reservations; anyone else's is a 404",
      responses: signedIn,
    },
    async (request) => {
      const { customerId } = await requireCustomer(request);
      return manage.getOwn(tenantOf(request).partnerId, customerId, request.params.id);
    },
  );

  registerEndpoint(
    app,
    endpoints.cancelReservation,
    schemas.cancelReservation,
    {
      tags: TAGS,
      summary: "Cancels the customer's own reservation before the clinic's cut-off and frees its places",
      responses: {
        ...signedIn,
        409: apiErrorSchema.describe("Past the cancellation cut-off, or already cancelled"),
      },
    },
    async (request) => {
      const { customerId } = await requireCustomer(request);
      return manage.cancelOwn(tenantOf(request).partnerId, customerId, request.params.id);
    },
  );

  // The my-page's 예약 변경 (issue 27)
  registerEndpoint(
    app,
    endpoints.rescheduleReservation,
    schemas.rescheduleReservation,
    {
      tags: TAGS,
      summary:
        "Moves the customer's own booking to another time (and doctor) the widget would offer, before the " +
        "clinic's cancellation cut-off; the booking's places move with it",
      responses: {
        ...signedIn,
        409: apiErrorSchema.describe(
          "Past the cut-off, not a REQUESTED or CONFIRMED booking, or the time is full, closed, too soon or " +
            "beyond the range (Korean reason in translate)",
        ),
      },
    },
    async (request) => {
      const { customerId } = await requireCustomer(request);
      return manage.moveOwn(tenantOf(request).partnerId, customerId, request.params.id, request.body);
    },
  );
};
