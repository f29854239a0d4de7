import type { SiteLink } from "@api/messaging/reservation-messages";
import type { SiteService } from "@api/platform/sites/service";
import type { AvailabilityAnswers } from "@api/storefront/schedules/availability-answers";
import type { Database } from "@clinic/db";
import type { MessageDelivery } from "@clinic/shared";
import type { FastifyInstance } from "fastify";
import { documentSessionErrors } from "../lib/documented-errors";
import { consoleAuditRoutes } from "./audit/routes";
import { requireConsoleSession } from "./auth/guard";
import { consoleSessionRoutes, consoleSignInRoutes } from "./auth/routes";
import { createConsoleAuthService } from "./auth/service";
import { consoleBoardModerationRoutes } from "./board-moderation/routes";
import type { DnsLookup, DomainTargets } from "./clinics/domains";
import { consoleClinicRoutes } from "./clinics/routes";
import { createConsoleClinicService } from "./clinics/service";
import { consoleTermVersionRoutes } from "./content/entities/cscenter/terms-routes";
import type { PreviewTokens } from "./content/preview";
import { registerContentRoutes } from "./content/routes";
import type { ContentService } from "./content/service";
import { createTranslationService } from "./content/translations/service";
import { consoleInquiryRoutes } from "./inquiries/routes";
import { consoleMediaRoutes } from "./media/routes";
import { createMediaStorage, type S3Config } from "./media/storage";
import { consoleMessageRoutes } from "./messages/routes";
import { consoleNonCoveredFeeRoutes } from "./non-covered-fees/routes";
import { consolePatientRoutes } from "./patients/routes";
import { consoleReportRoutes } from "./reports/routes";
import { consoleReservationRoutes } from "./reservations/routes";
import { consoleSettingsRoutes } from "./settings/routes";
import { consoleSiteRoutes } from "./site/routes";
import { consoleInviteRoutes, consoleStaffRoutes } from "./staff/routes";
import { createConsoleStaffService } from "./staff/service";

/**
 * The partner console's API (issue 10): staff-only paths under /console, outside the storefront's tenant scope —
 * the clinic comes from the signed-in account and the path, never from a site's origin header.
 */
export async function registerConsole(
  app: FastifyInstance,
  database: Database,
  options: {
    platformDomain: string;
    domainTargets?: DomainTargets | undefined;
    dnsLookup?: DnsLookup | undefined;
    mediaDir: string;
    sites: SiteService;
    s3?: S3Config | undefined;
    content: ContentService;
    previews: PreviewTokens;
    availabilityAnswers: AvailabilityAnswers;
    /** The my-page link of patients' messages (decision 0036). */
    siteLink?: SiteLink;
    /** Where messages go (the console's message screens label the local outbox). */
    messageDelivery: MessageDelivery;
    /** The console's address, for the link in invitation emails. */
    consoleOrigin?: string;
  },
): Promise<void> {
  const auth = createConsoleAuthService(database);
  const staff = createConsoleStaffService(database, options.consoleOrigin);
  const clinics = createConsoleClinicService(database, staff, options);
  await app.register(async (consoleScope) => {
    // Every console answer names a person or a clinic's private data: never stored by any cache.
    consoleScope.addHook("onSend", async (_request, reply, payload) => {
      reply.header("cache-control", "private, no-store");
      return payload;
    });
    await consoleScope.register(consoleSignInRoutes, { auth });
    await consoleScope.register(consoleInviteRoutes, { staff });
    await consoleScope.register(signedIn);
  });

  async function signedIn(scope: FastifyInstance): Promise<void> {
    // Before validation: a caller without a session learns nothing about the inputs.
    scope.addHook("onRequest", requireConsoleSession(auth));
    documentSessionErrors(scope);
    await scope.register(consoleSessionRoutes, { auth });
    await scope.register(consoleAuditRoutes, { database });
    await scope.register(consoleSettingsRoutes, { database });
    await scope.register(consoleSiteRoutes, { database });
    await scope.register(consoleNonCoveredFeeRoutes, { database });
    await scope.register(consoleReservationRoutes, {
      database,
      answers: options.availabilityAnswers,
      ...(options.siteLink ? { siteLink: options.siteLink } : {}),
    });
    await scope.register(consolePatientRoutes, { database, answers: options.availabilityAnswers });
    await scope.register(consoleReportRoutes, { database });
    await scope.register(consoleInquiryRoutes, { database });
    await scope.register(consoleBoardModerationRoutes, { database });
    await scope.register(consoleMessageRoutes, { database, delivery: options.messageDelivery });
    await scope.register(consoleStaffRoutes, { staff });
    await scope.register(consoleClinicRoutes, { clinics });
    await scope.register(consoleMediaRoutes, {
      database,
      mediaDir: options.mediaDir,
      storage: createMediaStorage(options.mediaDir, options.s3),
    });
    await scope.register(consoleTermVersionRoutes, { database });
    await scope.register(async (contentScope) =>
      registerContentRoutes(
        contentScope,
        options.content,
        options.previews,
        createTranslationService(database),
      ),
    );
  }
}
