/**
 * The beginning of an API contract: every API call the storefront makes (spec 7), its browser code and the
 * reservation widget through a clinic's same-origin `/api/…` pass-through. The pass-through forwards these and nothing else
 * (docs/decisions/0017), so the API's console, docs, health and site-resolution routes never answer on a clinic's
 * host; the browser helpers build their URLs from the same entries, so a path is written once.
 *
 * Paths are the API's own (spec 7), `:name` marking one path parameter. Plain values only: browser bundles and
 * the widget import this file directly (`@clinic/shared/contract/storefront-endpoints`), without zod.
 */
import { type Endpoint, endpointPath } from "./endpoint";

export { endpointPath };

/**
 * The most a request body to the API may hold: the API's own Fastify bodyLimit (apps/api/src/app.ts, Fastify's
 * default of 1 MiB made explicit), which the pass-through applies too, so an oversized body is refused by the web
 * server instead of being read whole and sent on.
 */
export const API_BODY_LIMIT_BYTES = 1024 * 1024;

export type StorefrontEndpoint = Endpoint;

export const storefrontEndpoints = {
  // Account (apps/web/src/features/account/components, lib/session)
  startCertification: { method: "POST", path: "/certification" },
  demoCertification: { method: "POST", path: "/certification/demo" },
  confirmCertification: { method: "POST", path: "/certification/:impUid" },
  signUp: { method: "POST", path: "/api/signup" },
  signIn: { method: "POST", path: "/api/signin" },
  sendSignInCode: { method: "POST", path: "/customer/auth-tokens" },
  guestSignIn: { method: "POST", path: "/api/guest-signin" },
  signOut: { method: "POST", path: "/customer/logout" },
  me: { method: "GET", path: "/customers/this" },
  withdraw: { method: "PUT", path: "/customers/this" },
  updateEmail: { method: "PUT", path: "/customers/this/info" },
  updateMarketing: { method: "PUT", path: "/customers/this/marketing-receivable" },
  updateReminders: { method: "PUT", path: "/customers/this/reminders" },
  // Customer boards (components/customer-boards)
  createPost: { method: "POST", path: "/customer/notice-customer-boards" },
  openPost: { method: "POST", path: "/customer/notice-customer-boards/:id/private" },
  updatePost: { method: "PUT", path: "/customer/notice-customer-boards/:id" },
  deletePost: { method: "PUT", path: "/customer/notice-customer-boards/:id/delete" },
  // Customer centre and reviews (components/cscenter, lib/reviews)
  sendInquiry: { method: "POST", path: "/customer/inquiries" },
  reviewUrl: { method: "GET", path: "/customer/review-urls" },
  sendReview: { method: "POST", path: "/customer/review-forms/:token" },
  // Carts and reservations (lib/reservation)
  memberBadge: { method: "GET", path: "/customer/badge" },
  guestBadge: { method: "GET", path: "/guest/badge" },
  memberCart: { method: "GET", path: "/carts" },
  addToMemberCart: { method: "POST", path: "/carts" },
  guestCart: { method: "GET", path: "/guest/carts" },
  addToGuestCart: { method: "POST", path: "/guest/carts" },
  synchronizeCart: { method: "POST", path: "/carts/synchronization" },
  cancelReservation: { method: "PUT", path: "/customer/reservations/:id/cancel" },
  // The my-page's 예약 변경 (issue 27, roles-mypage)
  rescheduleReservation: { method: "PUT", path: "/customer/reservations/:id/time" },
  // Recently viewed treatments (lib/catalogue)
  recentProducts: { method: "GET", path: "/recent-products" },
  recordRecentProduct: { method: "POST", path: "/recent-products" },
  clearRecentProducts: { method: "DELETE", path: "/recent-products/total" },
  removeRecentProduct: { method: "DELETE", path: "/recent-products/:id" },
  // The reservation widget (apps/widget/src/api.ts); it also uses me, the carts, the code and guest sign-in above.
  availableDates: { method: "GET", path: "/partner-schedules/available-dates" },
  availableTimes: { method: "GET", path: "/partner-schedules/time" },
  availableEmployees: { method: "GET", path: "/partner-employee-schedules/employees" },
  products: { method: "GET", path: "/products" },
  product: { method: "GET", path: "/products/:id" },
  reservationConfirm: { method: "GET", path: "/customer/reservation-confirm" },
  createReservation: { method: "POST", path: "/customer/reservations" },
  // The rest of spec 7 ("The calls it makes"): the storefront's own API, which its pages read on the server today
  // but a storefront script may call from the browser too. Public reads and the visitor's own data, answered for
  // the clinic of the host only; never the console's, the staff's, the platform's or the docs.
  registeredCustomer: { method: "GET", path: "/customer/registered-customer" },
  refreshAccessToken: { method: "POST", path: "/access-tokens" },
  guestCertificationInfo: { method: "PUT", path: "/api/guest-customer/certification-info" },
  guestPhone: { method: "PUT", path: "/guest-customer/phone" },
  partner: { method: "GET", path: "/partners/this" },
  deployStatus: { method: "GET", path: "/partners/this/homepage-deploy-status" },
  partnerGroup: { method: "GET", path: "/partner-groups/this" },
  term: { method: "GET", path: "/term" },
  terms: { method: "GET", path: "/terms" },
  currentTermHistory: { method: "GET", path: "/terms/:id/terms-histories/current" },
  productCategories: { method: "GET", path: "/product-categories" },
  recommendedProducts: { method: "GET", path: "/recommended-products" },
  exhibitionProducts: { method: "GET", path: "/customer/v2/exhibition-products" },
  productsV2: { method: "GET", path: "/v2/products" },
  productV2: { method: "GET", path: "/v2/products/:id" },
  productCategoriesV2: { method: "GET", path: "/v2/product-categories" },
  productCategoryV2: { method: "GET", path: "/v2/product-categories/:id" },
  compatibilityProducts: { method: "GET", path: "/compatibility/products" },
  compatibilityProduct: { method: "GET", path: "/compatibility/products/:id" },
  compatibilityEvents: { method: "GET", path: "/compatibility/events" },
  compatibilityCategories: { method: "GET", path: "/compatibility/product-categories" },
  compatibilityCategory: { method: "GET", path: "/compatibility/product-categories/:id" },
  compatibilityEventTitle: { method: "GET", path: "/compatibility/event/title" },
  doctors: { method: "GET", path: "/partner-employees" },
  shortenWorks: { method: "GET", path: "/partner-shorten-works" },
  doctorSchedules: { method: "GET", path: "/partner-employee-schedules" },
  events: { method: "GET", path: "/events" },
  eventTitle: { method: "GET", path: "/event/title" },
  eventProducts: { method: "GET", path: "/v2/event/products" },
  emptyMemberCart: { method: "DELETE", path: "/carts" },
  emptyGuestCart: { method: "DELETE", path: "/guest/carts" },
  reservations: { method: "GET", path: "/customer/reservations" },
  reservation: { method: "GET", path: "/customer/reservations/:id" },
  reservationValidation: { method: "GET", path: "/customer/reservation-validation" },
  faqs: { method: "GET", path: "/customer/faqs" },
  faqGroups: { method: "GET", path: "/customer/faqs/this/group" },
  afterNotices: { method: "GET", path: "/customer/after-notices" },
  afterNotice: { method: "GET", path: "/customer/after-notices/:id" },
  notices: { method: "GET", path: "/customer/notices" },
  notice: { method: "GET", path: "/customer/notices/:id" },
  banners: { method: "GET", path: "/banners" },
  page: { method: "GET", path: "/page" },
  nonCoveredFees: { method: "GET", path: "/non-covered-fees" },
  popups: { method: "GET", path: "/customer/popups" },
  exhibitions: { method: "GET", path: "/customer/exhibitions" },
  exhibition: { method: "GET", path: "/customer/exhibitions/:id" },
  branding: { method: "GET", path: "/customer/brandings/:id" },
  shortenUrl: { method: "GET", path: "/customer/shorten-url" },
  keywords: { method: "GET", path: "/customer/partner-keywords" },
  beforeAfters: { method: "GET", path: "/customer/before-afters" },
  beforeAfter: { method: "GET", path: "/customer/before-afters/:id" },
  reviews: { method: "GET", path: "/customer/partner-reviews" },
  review: { method: "GET", path: "/customer/partner-reviews/:id" },
  boards: { method: "GET", path: "/customer/boards" },
  board: { method: "GET", path: "/customer/boards/:id" },
  boardType: { method: "GET", path: "/customer/board-types/:id" },
  posts: { method: "GET", path: "/customer/notice-customer-boards" },
  post: { method: "GET", path: "/customer/notice-customer-boards/:id" },
  privatePost: { method: "GET", path: "/customer/notice-customer-boards/:id/private" },
} as const satisfies Record<string, StorefrontEndpoint>;

export type StorefrontEndpointName = keyof typeof storefrontEndpoints;

/**
 * What a path parameter may be, as it appears (percent-encoded) in the request: ids and tokens. No `%`, so an
 * encoded slash, backslash or dot can never ride in one; no leading dot, so `.` and `..` are never one.
 */
const PARAMETER = /^[A-Za-z0-9_~-][A-Za-z0-9._~-]*$/;

function segmentMatches(pattern: string, segment: string): boolean {
  return pattern.startsWith(":") ? PARAMETER.test(segment) : pattern === segment;
}

function pathMatches(pattern: string, pathname: string): boolean {
  const expected = pattern.split("/");
  const actual = pathname.split("/");
  // Exact segment count: a trailing slash or a doubled one adds an empty segment and never matches.
  if (expected.length !== actual.length) return false;
  return expected.every((part, index) => segmentMatches(part, actual[index] as string));
}

const endpointList: readonly StorefrontEndpoint[] = Object.values(storefrontEndpoints);

/**
 * The storefront endpoint a request is for, or null. `pathname` is the API path as it goes on the wire
 * (percent-encoded, no query): literals compare exactly (case included, as the API routes them) and a parameter
 * takes one plain segment.
 */
export function matchStorefrontEndpoint(method: string, pathname: string): StorefrontEndpoint | null {
  return (
    endpointList.find((endpoint) => endpoint.method === method && pathMatches(endpoint.path, pathname)) ??
    null
  );
}

/** The same-origin URL browser code calls: the pass-through serves the API under `/api` (so `/api/api/signin`). */
export function sameOriginUrl(
  endpoint: StorefrontEndpoint,
  params?: Record<string, string | number>,
  search = "",
): string {
  return `/api${endpointPath(endpoint, params)}${search}`;
}
