import type { Database } from "@clinic/db";
import { storefrontEndpoints as endpoints } from "@clinic/shared/contract/storefront-endpoints";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { openApiPaths } from "../lib/contract-route";
import type { PublicAnswers } from "../lib/public-answer-cache";
import { BEFORE_AFTER_ROUTES, beforeAfterRoutes } from "./before-afters/routes";
import { createBeforeAfterService } from "./before-afters/service";
import { BOARD_ROUTES, boardRoutes } from "./boards/routes";
import { createBoardService } from "./boards/service";
import { INTRODUCE_ROUTES, introduceRoutes } from "./introduce/routes";
import { createIntroduceService } from "./introduce/service";
import { NON_COVERED_FEE_ROUTES, nonCoveredFeeRoutes } from "./non-covered-fees/routes";
import { createNonCoveredFeeService } from "./non-covered-fees/service";
import { PAGE_ROUTES, pageRoutes } from "./pages/routes";
import { createPageService } from "./pages/service";
import { PARTNER_REVIEW_ROUTES, partnerReviewRoutes } from "./partner-reviews/routes";
import { createPartnerReviewService } from "./partner-reviews/service";
import { TERM_ROUTES, termRoutes } from "./terms/routes";
import { createTermService } from "./terms/service";

/**
 * Tenant-scoped GET paths of this area in OpenAPI form ("/customer/boards/{id}"), as the OpenAPI document names
 * them; the OpenAPI and tenant-resolution tests walk them. Some need more than the tenant header to answer 200:
 * see CONTENT_ROUTES_NEEDING_INPUT.
 */
export const CONTENT_ROUTES: string[] = [
  ...INTRODUCE_ROUTES,
  ...BEFORE_AFTER_ROUTES,
  ...PARTNER_REVIEW_ROUTES,
  ...BOARD_ROUTES,
  ...PAGE_ROUTES,
  ...TERM_ROUTES,
  ...NON_COVERED_FEE_ROUTES,
];

/** GET paths above that answer 400/404 with the tenant header alone (path ids or a required query). */
export const CONTENT_ROUTES_NEEDING_INPUT: string[] = [
  ...CONTENT_ROUTES.filter((path) => path.includes("{")),
  ...openApiPaths(endpoints.boards, endpoints.page, endpoints.term),
];

/** Registers every content module inside the tenant scope of app.ts; all of it is public, held in `answers`. */
export const contentRoutes: FastifyPluginAsyncZod<{ database: Database; answers: PublicAnswers }> = async (
  app,
  { database, answers },
) => {
  await app.register(introduceRoutes, { introduce: createIntroduceService(database, answers) });
  await app.register(beforeAfterRoutes, { beforeAfters: createBeforeAfterService(database, answers) });
  await app.register(partnerReviewRoutes, { reviews: createPartnerReviewService(database, answers) });
  await app.register(boardRoutes, { boards: createBoardService(database, answers) });
  await app.register(pageRoutes, { pages: createPageService(database, answers) });
  await app.register(termRoutes, { terms: createTermService(database, { cache: answers }) });
  await app.register(nonCoveredFeeRoutes, { fees: createNonCoveredFeeService(database, answers) });
};
