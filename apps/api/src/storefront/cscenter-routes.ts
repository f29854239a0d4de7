import { INQUIRY_PATHS, inquiryRoutes } from "@api/customer/inquiries/routes";
import { createInquiryService } from "@api/customer/inquiries/service";
import type { Database } from "@clinic/db";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { PublicAnswers } from "../lib/public-answer-cache";
import { AFTER_NOTICE_ROUTES, afterNoticeRoutes } from "./after-notices/routes";
import { createAfterNoticeService } from "./after-notices/service";
import { FAQ_ROUTES, faqRoutes } from "./faqs/routes";
import { createFaqService } from "./faqs/service";
import { NOTICE_ROUTES, noticeRoutes } from "./notices/routes";
import { createNoticeService } from "./notices/service";

/** Tenant-scoped GET paths of the customer centre (notices, FAQ, after-notices) in OpenAPI form. */
export const CSCENTER_ROUTES: string[] = [...NOTICE_ROUTES, ...FAQ_ROUTES, ...AFTER_NOTICE_ROUTES];

/** GET paths above that answer 400/404 with the tenant header alone (path ids). */
export const CSCENTER_ROUTES_NEEDING_INPUT: string[] = CSCENTER_ROUTES.filter((path) => path.includes("{"));

/** Non-GET paths (inquiries) in OpenAPI form. */
export const CSCENTER_OTHER_PATHS: string[] = [...INQUIRY_PATHS];

/**
 * Registers the customer-centre modules inside the tenant scope of app.ts. `answers` holds the answers that are
 * the same for every visitor; inquiries are visitors' own writes and never pass through it.
 */
export const cscenterRoutes: FastifyPluginAsyncZod<{ database: Database; answers: PublicAnswers }> = async (
  app,
  { database, answers },
) => {
  await app.register(noticeRoutes, { notices: createNoticeService(database, answers) });
  await app.register(faqRoutes, { faqs: createFaqService(database, answers) });
  await app.register(afterNoticeRoutes, { afterNotices: createAfterNoticeService(database, answers) });
  await app.register(inquiryRoutes, { inquiries: createInquiryService(database) });
};
