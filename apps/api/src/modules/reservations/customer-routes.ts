import {
  apiErrorSchema,
  IDEMPOTENCY_KEY_HEADER,
  idParam,
  reservationConfirmQuerySchema,
  reservationConfirmSchema,
  reservationCreateSchema,
  reservationListQuerySchema,
  reservationPageSchema,
  reservationSchema,
  reservationValidationQuerySchema,
  reservationValidationSchema,
} from "@clinic/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { RouteLimit } from "../../lib/route-limits";
import { errorResponses, tenantHeadersSchema } from "../../lib/route-schemas";
import { requireCustomer } from "../../plugins/customer-session";
import { tenantOf } from "../../plugins/tenant";
import type { BookingService } from "./booking-service";
import type { ManageService } from "./manage-service";
import { notifyCreated, type ReservationNotifier } from "./notifier";
import type { createPreviewService } from "./preview-service";

export const CUSTOMER_BASE = "/customer/reservations";
const TAGS = ["reservations"];

const idParams = z.object({ id: idParam });
const bookingHeaders = tenantHeadersSchema.extend({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,100}$/, "1–100 letters, digits, '-' or '_'")
    .optional()
    .describe(
      "The client's key for one intended reservation: a retry with the same key answers the first one",
    ),
});
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
const oneReservation = { 200: reservationSchema, ...signedIn, ...errorResponses };

export const customerReservationRoutes: FastifyPluginAsyncZod<{
  preview: ReturnType<typeof createPreviewService>;
  booking: BookingService;
  manage: ManageService;
  notifier: ReservationNotifier;
  bookingLimit: RouteLimit;
}> = async (app, { preview, booking, manage, notifier, bookingLimit }) => {
  app.get(
    "/customer/reservation-confirm",
    {
      schema: {
        tags: TAGS,
        summary:
          "Lines, prices (with the clinic's VAT flag) and duration of the chosen options of published products; " +
          "an unknown option is a 400 naming productOptionIds",
        headers: tenantHeadersSchema,
        querystring: reservationConfirmQuerySchema,
        response: { 200: reservationConfirmSchema, ...errorResponses },
      },
    },
    async (request) => preview.confirm(tenantOf(request).partnerId, request.query.productOptionIds),
  );

  app.get(
    "/customer/reservation-validation",
    {
      schema: {
        tags: TAGS,
        summary:
          "Whether a reservation could be booked now: 200 with available false and a Korean message when not; " +
          "400 only for malformed input",
        headers: tenantHeadersSchema,
        querystring: reservationValidationQuerySchema,
        response: { 200: reservationValidationSchema, ...errorResponses },
      },
    },
    async (request) => preview.validate(tenantOf(request).partnerId, request.query),
  );

  app.post(
    CUSTOMER_BASE,
    {
      preHandler: bookingLimit.preHandler,
      onSend: bookingLimit.onSend,
      schema: {
        tags: TAGS,
        summary:
          "Books a visit or treatments for the signed-in customer; capacity is enforced in the booking " +
          "transaction. A repeated Idempotency-Key answers the first reservation with 200",
        headers: bookingHeaders,
        body: reservationCreateSchema,
        response: { 201: reservationSchema, ...oneReservation, ...refusals, ...tooManyBookings },
      },
    },
    async (request, reply) => {
      const { customerId } = await requireCustomer(request);
      const { partnerId } = tenantOf(request);
      const key = request.headers[IDEMPOTENCY_KEY_HEADER] ?? null;
      const { agreePrivacy: _agreed, ...input } = request.body;
      const booked = await booking.create(partnerId, customerId, input, key);
      if (booked.created) void notifyCreated(notifier, request.log, partnerId, booked.reservation);
      return reply.code(booked.created ? 201 : 200).send(booked.reservation);
    },
  );

  app.get(
    CUSTOMER_BASE,
    {
      schema: {
        tags: TAGS,
        summary: "The signed-in customer's own reservations, newest reservation time first",
        headers: tenantHeadersSchema,
        querystring: reservationListQuerySchema,
        response: { 200: reservationPageSchema, ...signedIn, ...errorResponses },
      },
    },
    async (request) => {
      const { customerId } = await requireCustomer(request);
      return manage.listOwn(tenantOf(request).partnerId, customerId, request.query);
    },
  );

  app.get(
    `${CUSTOMER_BASE}/:id`,
    {
      schema: {
        tags: TAGS,
        summary: "One of the customer's own reservations; anyone else's is a 404",
        headers: tenantHeadersSchema,
        params: idParams,
        response: oneReservation,
      },
    },
    async (request) => {
      const { customerId } = await requireCustomer(request);
      return manage.getOwn(tenantOf(request).partnerId, customerId, request.params.id);
    },
  );

  app.put(
    `${CUSTOMER_BASE}/:id/cancel`,
    {
      schema: {
        tags: TAGS,
        summary: "Cancels the customer's own reservation before the clinic's cut-off and frees its places",
        headers: tenantHeadersSchema,
        params: idParams,
        response: {
          ...oneReservation,
          409: apiErrorSchema.describe("Past the cancellation cut-off, or already cancelled"),
        },
      },
    },
    async (request) => {
      const { customerId } = await requireCustomer(request);
      return manage.cancelOwn(tenantOf(request).partnerId, customerId, request.params.id);
    },
  );
};
