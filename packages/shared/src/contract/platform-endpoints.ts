/**
 * The API's endpoints outside the storefront's pass-through and outside the console (decision 0030): the
 * platform's own (site resolution, health, the OpenAPI document, media), the tenant reads only the web server
 * makes, and the clinic staff's key-protected routes. None of these is reachable from a clinic's host: the
 * pass-through forwards `storefrontEndpoints` only (decision 0017), so nothing here may move there unless the
 * browser is meant to reach it.
 *
 * Plain values only, like `storefront-endpoints.ts`; the schemas are in `platform-schemas.ts`.
 */
import type { Endpoint } from "./endpoint";

export const platformEndpoints = {
  // The platform (no tenant)
  resolveSite: { method: "GET", path: "/sites/resolve" },
  health: { method: "GET", path: "/health" },
  /**
   * Caddy's on-demand TLS asks here before it requests a certificate for a host (docs/deploy.md): 200 when the
   * host serves a clinic that is not suspended, 404 otherwise. Never reachable from a clinic's host.
   */
  tlsAsk: { method: "GET", path: "/platform/tls/ask" },
  /** A measuring stick for `npm run bench`, hidden from the OpenAPI document. */
  hello: { method: "GET", path: "/hello" },
  /** The OpenAPI document itself (hidden from it). */
  openApiDocument: { method: "GET", path: "/docs/json" },
  /** Seeded and uploaded images under the media directory (@fastify/static, hidden from the document). */
  mediaFile: { method: "GET", path: "/media/*" },
  // Tenant reads the storefront's pages make on the web server only.
  siteConfig: { method: "GET", path: "/partners/this/site-config" },
  search: { method: "GET", path: "/search" },
  boardTypes: { method: "GET", path: "/customer/board-types" },
  spaces: { method: "GET", path: "/partner-spaces" },
  /** What a review link's form shows (the link is sent by text message; the page reads it on the server). */
  reviewForm: { method: "GET", path: "/customer/review-forms/:token" },
  event: { method: "GET", path: "/events/:id" },
  termHistories: { method: "GET", path: "/terms/:id/terms-histories" },
  termHistory: { method: "GET", path: "/terms/:id/terms-histories/:historyId" },
  /** Until when a console preview token shows drafts (registered by the console's preview scope). */
  previewSession: { method: "GET", path: "/preview-session" },
  // The clinic's staff, behind a staff key (`Authorization: Bearer <key>`), until the console replaces them.
  staffReservations: { method: "GET", path: "/staff/reservations" },
  staffConfirmReservation: { method: "PUT", path: "/staff/reservations/:id/confirm" },
  staffCancelReservation: { method: "PUT", path: "/staff/reservations/:id/cancel" },
  staffReviewUrl: { method: "POST", path: "/staff/reservations/:id/review-url" },
  staffShortUrls: { method: "GET", path: "/staff/short-urls" },
  createStaffShortUrl: { method: "POST", path: "/staff/short-urls" },
} as const satisfies Record<string, Endpoint>;

export type PlatformEndpointName = keyof typeof platformEndpoints;

/** `/media/`: where media files are served, the media endpoint without its wildcard. */
export const MEDIA_PATH_PREFIX = platformEndpoints.mediaFile.path.replace(/\*$/, "");
