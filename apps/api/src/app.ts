import { mkdir } from "node:fs/promises";
import type { Database } from "@clinic/db";
import type { MessageDelivery } from "@clinic/shared";
import { touchesHosts } from "@clinic/shared/announcements";
import { API_BODY_LIMIT_BYTES } from "@clinic/shared/contract/storefront-endpoints";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { DnsLookup, DomainTargets } from "./console/clinics/domains";
import { CONTENT_ENTITIES } from "./console/content/entities";
import { createPreviewTokens } from "./console/content/preview";
import { registerPreview } from "./console/content/preview-scope";
import { startPublisher } from "./console/content/publisher";
import { createContentService } from "./console/content/service";
import type { S3Config } from "./console/media/storage";
import { registerConsole } from "./console/routes";
import { type AccountsConfig, DEMO_ACCOUNTS_CONFIG } from "./customer/accounts-config";
import { cartRoutes } from "./customer/carts/routes";
import { certificationRoutes } from "./customer/certification/routes";
import { customerBoardRoutes } from "./customer/customer-boards/routes";
import { customerRoutes } from "./customer/customers/routes";
import { guestAuthRoutes } from "./customer/guest-auth/routes";
import { reservationRoutes } from "./customer/reservations/routes";
import { reviewLinkRoutes } from "./customer/review-links/routes";
import { createSessionService } from "./customer/sessions/service";
import { registerDocumentedErrors } from "./lib/documented-errors";
import { memoisedSerializerCompiler } from "./lib/memoised-serializer";
import { type PublicAnswers, startPublicAnswerCache, UNCACHED } from "./lib/public-answer-cache";
import { generateRequestId, REQUEST_ID_HEADER } from "./lib/request-id";
import type { SiteLink } from "./messaging/reservation-messages";
import { docsRoutes } from "./platform/docs/routes";
import { healthRoutes } from "./platform/health/routes";
import { mediaRoutes } from "./platform/media/routes";
import { partnerGroupRoutes } from "./platform/partner-groups/routes";
import { createPartnerGroupService } from "./platform/partner-groups/service";
import { partnerRoutes } from "./platform/partners/routes";
import { createPartnerService } from "./platform/partners/service";
import { shortUrlRoutes } from "./platform/short-urls/routes";
import { siteConfigRoutes } from "./platform/site-config/routes";
import { createSiteConfigService } from "./platform/site-config/service";
import { siteRoutes } from "./platform/sites/routes";
import { createSiteService } from "./platform/sites/service";
import { tlsAskRoutes } from "./platform/tls/routes";
import { registerCustomerSession } from "./plugins/customer-session";
import { registerConnectionDraining } from "./plugins/draining";
import { handleClientError, handleFrameworkError, registerErrorHandling } from "./plugins/error-handling";
import { registerJsonBodies } from "./plugins/json-body";
import { registerOpenApi } from "./plugins/openapi";
import { registerSecurityHeaders } from "./plugins/security-headers";
import { registerStorableInput } from "./plugins/storable-input";
import { registerTenantResolution } from "./plugins/tenant";
import { bannerRoutes } from "./storefront/banners/routes";
import { createBannerService } from "./storefront/banners/service";
import { catalogueRoutes } from "./storefront/catalogue-routes";
import { contentRoutes } from "./storefront/content-routes";
import { cscenterRoutes } from "./storefront/cscenter-routes";
import { keywordRoutes } from "./storefront/keywords/routes";
import { createKeywordService } from "./storefront/keywords/service";
import { popupRoutes } from "./storefront/popups/routes";
import { createPopupService } from "./storefront/popups/service";
import {
  type AvailabilityAnswers,
  createAvailabilityAnswerCache,
  forgetOnScheduleChange,
  UNCACHED_AVAILABILITY,
} from "./storefront/schedules/availability-answers";
import { scheduleRoutes } from "./storefront/schedules/routes";

export interface BuildAppOptions {
  database: Database;
  /** Directory served at /media/ (seeded and uploaded images). */
  mediaDir: string;
  /** Fastify/pino logger options; off by default (tests). */
  logger?: FastifyServerOptions["logger"];
  /** Clinics are served at `{code}.<platformDomain>`; used for links between a group's sites. */
  platformDomain?: string;
  /** What the console tells clinics to point their domains at; default: a CNAME to platformDomain. */
  domainTargets?: DomainTargets | undefined;
  /** DNS lookups of clinic domains; default: the server's resolver with a timeout (tests pass a stand-in). */
  dnsLookup?: DnsLookup | undefined;
  /**
   * Which hops may set X-Forwarded-For (Fastify trustProxy): the storefront's pass-through adds the visitor's
   * address, and rate limits count per visitor address. Default: loopback (web and API on one machine).
   */
  trustProxy?: string;
  /** Identity verification and SMS: the labelled demo stand-ins unless configured. */
  accounts?: AccountsConfig;
  /**
   * Hold public per-clinic answers (partner info, site shell, the storefront's lists and pages) in memory, dropped
   * on the database's content change announcements, and the free dates, times and doctors for a few seconds,
   * dropped by this process's bookings and schedule changes too (decision 0022). Off by default: tests change
   * rows and read them back at once.
   */
  cachePublicAnswers?: boolean;
  /** Bytes of public answers held (JSON length), default PUBLIC_ANSWER_MAX_BYTES. */
  answerCacheBytes?: number | undefined;
  /** S3-compatible storage for console uploads; unset → files under mediaDir (served at /media/). */
  s3?: S3Config | undefined;
  /** Signs console preview links (decision 0020); unset → a random secret of this process. */
  previewSecret?: string | undefined;
  /** Publish scheduled drafts every this many ms; unset → no publisher (tests call publishDue themselves). */
  publishIntervalMs?: number | undefined;
  /**
   * Verifies the partner id the web server signs on its calls (decision 0028; the shared REVALIDATE_TOKEN);
   * unset → only the tenant origin header names a clinic.
   */
  tenantSecret?: string | undefined;
  /** The my-page link in patients' messages; default https://{host}/mypage (decision 0036). */
  siteLink?: SiteLink | undefined;
  /** Where messages go, for the console's label; default: the local outbox for both. */
  messageDelivery?: MessageDelivery | undefined;
  /** The console's address for invitation links; default http://console.<platformDomain>. */
  consoleOrigin?: string | undefined;
}

/** The API as a Fastify instance, not listening: server.ts listens, tests call `inject`. */
export async function buildApp({
  database,
  mediaDir,
  logger = false,
  platformDomain = "localhost",
  domainTargets,
  dnsLookup,
  trustProxy = "loopback",
  accounts = DEMO_ACCOUNTS_CONFIG,
  cachePublicAnswers = false,
  answerCacheBytes,
  s3,
  previewSecret,
  publishIntervalMs,
  tenantSecret,
  siteLink,
  messageDelivery = { text: "local", email: "local" },
  consoleOrigin,
}: BuildAppOptions): Promise<FastifyInstance> {
  // @fastify/static wants its root to exist; a fresh data directory may not have media yet.
  await mkdir(mediaDir, { recursive: true });
  const app = Fastify({
    logger,
    trustProxy,
    genReqId: generateRequestId,
    requestIdHeader: false,
    frameworkErrors: handleFrameworkError,
    clientErrorHandler: handleClientError,
    // While closing, requests already on open connections are still answered normally (the database closes
    // only after the server has), instead of Fastify's raw 503 body outside our error shape.
    return503OnClosing: false,
    // Fastify's default, named: the storefront's pass-through refuses larger bodies before they reach us.
    bodyLimit: API_BODY_LIMIT_BYTES,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // Answers held by the public answer cache are the same frozen object on every call: written once each.
  app.setSerializerCompiler(memoisedSerializerCompiler);
  registerErrorHandling(app);
  registerSecurityHeaders(app);
  registerJsonBodies(app);
  registerStorableInput(app);
  registerConnectionDraining(app);
  app.addHook("onRequest", async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  // Before the OpenAPI plugin and every route: each route then documents the failures every route can answer.
  registerDocumentedErrors(app);
  await registerOpenApi(app);

  const sites = createSiteService(database);
  let publicAnswers: PublicAnswers = UNCACHED;
  let availabilityAnswers: AvailabilityAnswers = UNCACHED_AVAILABILITY;
  if (cachePublicAnswers) {
    const availability = createAvailabilityAnswerCache();
    // One listener (one PostgreSQL connection) for both caches.
    const started = await startPublicAnswerCache(
      database,
      (change) => {
        forgetOnScheduleChange(availability, change);
        // Every API process hears the NOTIFY itself, so each drops its own host → clinic lookups.
        if (touchesHosts([change.table])) sites.forgetAll();
      },
      answerCacheBytes === undefined ? {} : { maxBytes: answerCacheBytes },
    );
    // onClose runs before the caller closes the database, which the listener's connection belongs to.
    app.addHook("onClose", started.stop);
    publicAnswers = started.cache;
    availabilityAnswers = availability;
  }
  await app.register(docsRoutes);
  await app.register(healthRoutes, { database });
  await app.register(mediaRoutes, { mediaDir });
  await app.register(siteRoutes, { sites });
  await app.register(tlsAskRoutes, { sites });
  const content = createContentService(database, CONTENT_ENTITIES);
  const previews = createPreviewTokens(previewSecret);
  await registerConsole(app, database, {
    platformDomain,
    domainTargets,
    dnsLookup,
    mediaDir,
    sites,
    s3,
    content,
    previews,
    availabilityAnswers,
    messageDelivery,
    consoleOrigin: consoleOrigin ?? `http://console.${platformDomain}`,
    ...(siteLink ? { siteLink } : {}),
  });
  if (publishIntervalMs) startPublisher(app, content, publishIntervalMs);

  // Everything in this scope is tenant-scoped: the hook resolves the signed partner id or x-tenant-origin first.
  await app.register(async (scope) => {
    registerTenantResolution(scope, sites, { tenantSecret, platformDomain });
    // After the tenant is known: a valid preview token of this clinic shows its drafts (decision 0020).
    registerPreview(scope, previews, content);
    registerCustomerSession(scope, createSessionService(database));
    await scope.register(partnerRoutes, { partners: createPartnerService(database, publicAnswers) });
    await scope.register(siteConfigRoutes, { siteConfig: createSiteConfigService(database, publicAnswers) });
    // Not held in publicAnswers: partner_groups announces no change, so a held answer could only expire.
    await scope.register(partnerGroupRoutes, {
      partnerGroups: createPartnerGroupService(database, platformDomain),
    });
    await scope.register(popupRoutes, { popups: createPopupService(database, publicAnswers) });
    await scope.register(keywordRoutes, { keywords: createKeywordService(database, publicAnswers) });
    await scope.register(bannerRoutes, { banners: createBannerService(database, publicAnswers) });
    await scope.register(catalogueRoutes, { database, answers: publicAnswers });
    await scope.register(contentRoutes, { database, answers: publicAnswers });
    await scope.register(cscenterRoutes, { database, answers: publicAnswers });
    await scope.register(customerBoardRoutes, { database });
    await scope.register(certificationRoutes, { database, accounts });
    await scope.register(customerRoutes, { database, accounts });
    await scope.register(guestAuthRoutes, { database, accounts });
    await scope.register(scheduleRoutes, { database, answers: availabilityAnswers });
    await scope.register(reservationRoutes, {
      database,
      answers: availabilityAnswers,
      ...(siteLink ? { siteLink } : {}),
    });
    await scope.register(cartRoutes, { database });
    await scope.register(shortUrlRoutes, { database });
    await scope.register(reviewLinkRoutes, { database });
  });

  return app;
}
