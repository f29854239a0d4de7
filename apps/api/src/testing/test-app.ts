import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { DnsLookup, DomainTargets } from "@api/console/clinics/domains";
import { PREVIEW_OTHER_PATHS } from "@api/console/content/preview-scope";
import { CART_OTHER_PATHS, CART_ROUTES, CART_ROUTES_NEEDING_INPUT } from "@api/customer/carts/routes";
import {
  CERTIFICATION_OTHER_PATHS,
  CERTIFICATION_ROUTES,
  CERTIFICATION_ROUTES_NEEDING_INPUT,
} from "@api/customer/certification/routes";
import {
  CUSTOMER_BOARD_OTHER_PATHS,
  CUSTOMER_BOARD_ROUTES,
  CUSTOMER_BOARD_ROUTES_NEEDING_INPUT,
} from "@api/customer/customer-boards/routes";
import {
  CUSTOMER_OTHER_PATHS,
  CUSTOMER_ROUTES,
  CUSTOMER_ROUTES_NEEDING_INPUT,
} from "@api/customer/customers/routes";
import {
  GUEST_AUTH_OTHER_PATHS,
  GUEST_AUTH_ROUTES,
  GUEST_AUTH_ROUTES_NEEDING_INPUT,
} from "@api/customer/guest-auth/routes";
import {
  RESERVATION_OTHER_PATHS,
  RESERVATION_ROUTES,
  RESERVATION_ROUTES_NEEDING_INPUT,
} from "@api/customer/reservations/routes";
import {
  REVIEW_LINK_OTHER_PATHS,
  REVIEW_LINK_ROUTES,
  REVIEW_LINK_ROUTES_NEEDING_INPUT,
} from "@api/customer/review-links/routes";
import type { SiteLink } from "@api/messaging/reservation-messages";
import {
  SHORT_URL_OTHER_PATHS,
  SHORT_URL_ROUTES,
  SHORT_URL_ROUTES_NEEDING_INPUT,
} from "@api/platform/short-urls/routes";
import {
  SCHEDULE_OTHER_PATHS,
  SCHEDULE_ROUTES,
  SCHEDULE_ROUTES_NEEDING_INPUT,
} from "@api/storefront/schedules/routes";
import type { Database } from "@clinic/db";
import { createSeededTestDatabase } from "@clinic/db/testing";
import { TENANT_ORIGIN_HEADER } from "@clinic/shared";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app";
import type { AccountsConfig } from "../customer/accounts-config";
import {
  CATALOGUE_OTHER_PATHS,
  CATALOGUE_ROUTES,
  CATALOGUE_ROUTES_NEEDING_INPUT,
} from "../storefront/catalogue-routes";
import { CONTENT_ROUTES, CONTENT_ROUTES_NEEDING_INPUT } from "../storefront/content-routes";
import {
  CSCENTER_OTHER_PATHS,
  CSCENTER_ROUTES,
  CSCENTER_ROUTES_NEEDING_INPUT,
} from "../storefront/cscenter-routes";

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  mediaDir: string;
  /** Ids of the demo clinics. */
  partnerIds: { lumiere: number; haneul: number };
  close(): Promise<void>;
}

/**
 * The real app on a fresh, migrated and seeded database (in-memory PGlite, or a fresh database on
 * TEST_DATABASE_URL) with media in a temporary directory. One per test file.
 */
export async function createTestApp(
  options: {
    accounts?: AccountsConfig;
    cachePublicAnswers?: boolean;
    tenantSecret?: string | undefined;
    domainTargets?: DomainTargets;
    dnsLookup?: DnsLookup;
    siteLink?: SiteLink;
  } = {},
): Promise<TestApp> {
  // media/ inside a private temporary folder, so tests can put files next to it (traversal targets).
  const root = await mkdtemp(join(tmpdir(), "clinic-api-"));
  const mediaDir = join(root, "media");
  const { database, partners } = await createSeededTestDatabase(mediaDir);
  const app = await buildApp({ database, mediaDir, tenantSecret: TEST_TENANT_SECRET, ...options });
  await app.ready();
  return {
    app,
    database,
    mediaDir,
    partnerIds: { lumiere: demoId(partners, "lumiere"), haneul: demoId(partners, "haneul") },
    async close() {
      await app.close();
      await database.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}

/** The secret the test app verifies the web server's signed partner id with (decision 0028). */
export const TEST_TENANT_SECRET = "test-tenant-secret-of-enough-length";

/** Headers of a storefront call for the site at `origin`. */
export const site = (origin: string) => ({ [TENANT_ORIGIN_HEADER]: origin });

export const LUMIERE = "http://lumiere.localhost:3000";
export const HANEUL = "http://haneul.localhost:3000";

function demoId(partners: { id: number; code: string }[], code: string): number {
  const partner = partners.find((candidate) => candidate.code === code);
  if (!partner) throw new Error(`the demo seed has no clinic '${code}'`);
  return partner.id;
}

/** Every route that answers per tenant (x-tenant-origin); the OpenAPI and tenant tests both walk this list. */
export const TENANT_ROUTES = [
  "/partners/this",
  "/partners/this/homepage-deploy-status",
  "/partners/this/site-config",
  "/partner-groups/this",
  "/customer/popups",
  "/customer/partner-keywords",
  "/banners",
  ...CATALOGUE_ROUTES,
  ...CONTENT_ROUTES,
  ...CSCENTER_ROUTES,
  ...CUSTOMER_BOARD_ROUTES,
  ...CERTIFICATION_ROUTES,
  ...CUSTOMER_ROUTES,
  ...GUEST_AUTH_ROUTES,
  ...SCHEDULE_ROUTES,
  ...RESERVATION_ROUTES,
  ...CART_ROUTES,
  ...SHORT_URL_ROUTES,
  ...REVIEW_LINK_ROUTES,
];

/** Tenant GET routes that answer 400 with the tenant header alone (they need an id, a query or the visitor id). */
export const TENANT_ROUTES_NEEDING_INPUT = [
  ...CATALOGUE_ROUTES_NEEDING_INPUT,
  ...CONTENT_ROUTES_NEEDING_INPUT,
  ...CSCENTER_ROUTES_NEEDING_INPUT,
  ...CUSTOMER_BOARD_ROUTES_NEEDING_INPUT,
  ...CERTIFICATION_ROUTES_NEEDING_INPUT,
  ...CUSTOMER_ROUTES_NEEDING_INPUT,
  ...GUEST_AUTH_ROUTES_NEEDING_INPUT,
  ...SCHEDULE_ROUTES_NEEDING_INPUT,
  ...RESERVATION_ROUTES_NEEDING_INPUT,
  ...CART_ROUTES_NEEDING_INPUT,
  ...SHORT_URL_ROUTES_NEEDING_INPUT,
  ...REVIEW_LINK_ROUTES_NEEDING_INPUT,
];

/** Documented tenant paths without a plain GET (DELETE-only, or refused without a credential). */
export const TENANT_OTHER_PATHS = [
  ...PREVIEW_OTHER_PATHS,
  ...CATALOGUE_OTHER_PATHS,
  ...CSCENTER_OTHER_PATHS,
  ...CUSTOMER_BOARD_OTHER_PATHS,
  ...CERTIFICATION_OTHER_PATHS,
  ...CUSTOMER_OTHER_PATHS,
  ...GUEST_AUTH_OTHER_PATHS,
  ...SCHEDULE_OTHER_PATHS,
  ...RESERVATION_OTHER_PATHS,
  ...CART_OTHER_PATHS,
  ...SHORT_URL_OTHER_PATHS,
  ...REVIEW_LINK_OTHER_PATHS,
];
