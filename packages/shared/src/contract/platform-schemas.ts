/**
 * The schemas half of `platform-endpoints.ts` (decision 0030): for each endpoint of that file, under the same
 * name, what the API validates and answers.
 */
import { z } from "zod";
import {
  boardAreas,
  boardTypeSchema,
  eventDetailSchema,
  idParam,
  languageOnlyQuerySchema,
  listOf,
  partnerSpaceListSchema,
  previewSessionSchema,
  reservationPageSchema,
  reservationSchema,
  reviewFormSchema,
  reviewUrlQuerySchema,
  reviewUrlSchema,
  searchQuerySchema,
  searchResultSchema,
  shortUrlCreateSchema,
  siteConfigSchema,
  siteResolveQuerySchema,
  siteResolveSchema,
  staffReservationQuerySchema,
  staffShortUrlListSchema,
  staffShortUrlSchema,
  termHistoryListSchema,
  termHistorySchema,
  tlsAskAnswerSchema,
  tlsAskQuerySchema,
} from "../index";
import type { EndpointSchemas, SchemasFor } from "./endpoint";
import type { platformEndpoints } from "./platform-endpoints";
import { tenantHeadersSchema } from "./request-headers";
import { idParams, reviewTokenParams } from "./storefront-schemas";

export const healthSchema = z.object({ status: z.literal("ok") });
export const helloSchema = z.object({ hello: z.literal("world") });
export const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({}),
  paths: z.looseObject({}),
});
/** The storefront's /cscenter hub asks for area=CSCENTER: the customer boards it links to. */
export const boardTypeListQuerySchema = z.object({ area: z.enum(boardAreas).optional() });

const tenant = { headers: tenantHeadersSchema } as const;

export const platformSchemas = {
  resolveSite: { query: siteResolveQuerySchema, response: siteResolveSchema },
  health: { response: healthSchema },
  tlsAsk: { query: tlsAskQuerySchema, response: tlsAskAnswerSchema },
  hello: { response: helloSchema },
  openApiDocument: { response: openApiDocumentSchema },
  mediaFile: {
    params: z.object({ "*": z.string() }),
    response: z.unknown().describe("The file, with its own content type"),
  },
  siteConfig: { ...tenant, query: languageOnlyQuerySchema, response: siteConfigSchema },
  search: { ...tenant, query: searchQuerySchema, response: searchResultSchema },
  boardTypes: { ...tenant, query: boardTypeListQuerySchema, response: listOf(boardTypeSchema) },
  spaces: { ...tenant, query: languageOnlyQuerySchema, response: partnerSpaceListSchema },
  reviewForm: { ...tenant, params: reviewTokenParams, response: reviewFormSchema },
  event: { ...tenant, params: idParams, query: languageOnlyQuerySchema, response: eventDetailSchema },
  termHistories: { ...tenant, params: idParams, response: termHistoryListSchema },
  termHistory: {
    ...tenant,
    params: idParams.extend({ historyId: idParam }),
    response: termHistorySchema,
  },
  previewSession: { response: previewSessionSchema },
  staffReservations: { ...tenant, query: staffReservationQuerySchema, response: reservationPageSchema },
  staffConfirmReservation: { ...tenant, params: idParams, response: reservationSchema },
  staffCancelReservation: { ...tenant, params: idParams, response: reservationSchema },
  staffReviewUrl: {
    ...tenant,
    params: idParams,
    query: reviewUrlQuerySchema.pick({ languageCode: true }),
    response: reviewUrlSchema,
  },
  staffShortUrls: { ...tenant, response: staffShortUrlListSchema },
  createStaffShortUrl: { ...tenant, body: shortUrlCreateSchema, response: staffShortUrlSchema, status: 201 },
} as const satisfies SchemasFor<typeof platformEndpoints> & Record<string, EndpointSchemas>;
