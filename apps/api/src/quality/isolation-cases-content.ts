import type { IsolationCase } from "./isolation-case";
import { visitorOf } from "./isolation-case";

const PRODUCT_PREFIXES = ["", "/v2", "/compatibility"];
const EVENT_LISTS = ["/events", "/event/title", "/compatibility/events", "/compatibility/event/title"];

/** Public reads: the other clinic's ids and codes given to this clinic's site find nothing. */
export const CONTENT_CASES: IsolationCase[] = [
  {
    route: "GET /partners/this",
    // Every other place a partner could be named: query, headers.
    request: (v) => ({
      url: `/partners/this?partnerId=${v.partnerId}&partnerCode=${v.code}`,
      headers: { "x-partner-id": String(v.partnerId), "x-partner-code": v.code },
    }),
  },
  {
    route: "GET /partners/this/homepage-deploy-status",
    request: (v) => ({ url: `${"/partners/this/homepage-deploy-status"}?partnerId=${v.partnerId}` }),
  },
  {
    route: "GET /partners/this/site-config",
    request: (v) => ({ url: `/partners/this/site-config?partnerId=${v.partnerId}` }),
  },
  // A clinic without a group answers 404 to its own call.
  {
    route: "GET /partner-groups/this",
    request: (v) => ({ url: `/partner-groups/this?partnerId=${v.partnerId}` }),
    control: "any",
  },
  { route: "GET /customer/popups", request: (v) => ({ url: `/customer/popups?partnerId=${v.partnerId}` }) },
  {
    route: "GET /customer/partner-keywords",
    request: (v) => ({ url: `/customer/partner-keywords?partnerId=${v.partnerId}` }),
  },
  { route: "GET /banners", request: (v) => ({ url: `/banners?partnerId=${v.partnerId}` }) },
  {
    route: "GET /recommended-products",
    request: (v) => ({ url: `/recommended-products?partnerId=${v.partnerId}` }),
  },
  {
    route: "GET /partner-shorten-works",
    request: (v) => ({ url: `/partner-shorten-works?partnerId=${v.partnerId}` }),
  },
  { route: "GET /partner-spaces", request: (v) => ({ url: `/partner-spaces?partnerId=${v.partnerId}` }) },
  {
    route: "GET /partner-employees",
    request: () => ({ url: "/partner-employees?partnerEmployeeType=DOCTOR" }),
  },
  {
    route: "GET /partner-employee-schedules",
    request: (v) => ({ url: `/partner-employee-schedules?employeeId=${v.ids.employee}` }),
  },
  ...PRODUCT_PREFIXES.flatMap((prefix): IsolationCase[] => [
    {
      route: `GET ${prefix}/products`,
      request: (v) => ({ url: `${prefix}/products?categoryId=${v.ids.category}` }),
    },
    {
      route: `GET ${prefix}/products`,
      request: (v) => ({ url: `${prefix}/products?eventId=${v.ids.event}` }),
    },
    {
      route: `GET ${prefix}/products`,
      request: (v) => ({ url: `${prefix}/products?exhibitionId=${v.ids.exhibition}` }),
    },
    { route: `GET ${prefix}/products/:id`, request: (v) => ({ url: `${prefix}/products/${v.ids.product}` }) },
    {
      route: `GET ${prefix}/products/:id`,
      request: (v) => ({
        url: `${prefix}/products/${v.ids.unpublishedProduct}?previewToken=${v.secrets.productPreview}`,
      }),
    },
    {
      route: `GET ${prefix}/product-categories`,
      request: () => ({ url: `${prefix}/product-categories?isSecret=true` }),
    },
  ]),
  {
    route: "GET /v2/product-categories/:id",
    request: (v) => ({ url: `/v2/product-categories/${v.ids.category}` }),
  },
  {
    route: "GET /compatibility/product-categories/:id",
    request: (v) => ({ url: `/compatibility/product-categories/${v.ids.category}` }),
  },
  { route: "GET /recent-products", request: (v) => ({ url: "/recent-products", headers: visitorOf(v) }) },
  {
    route: "POST /recent-products",
    request: (v) => ({
      method: "POST",
      url: "/recent-products",
      payload: { productId: v.ids.product },
      headers: visitorOf(v),
    }),
  },
  {
    route: "DELETE /recent-products/:id",
    request: (v) => ({ method: "DELETE", url: `/recent-products/${v.ids.product}`, headers: visitorOf(v) }),
  },
  {
    route: "DELETE /recent-products/total",
    request: (v) => ({ method: "DELETE", url: "/recent-products/total", headers: visitorOf(v) }),
  },
  ...EVENT_LISTS.map(
    (url): IsolationCase => ({ route: `GET ${url}`, request: () => ({ url: `${url}?includeEnded=true` }) }),
  ),
  { route: "GET /events/:id", request: (v) => ({ url: `/events/${v.ids.event}` }) },
  { route: "GET /v2/event/products", request: (v) => ({ url: `/v2/event/products?eventId=${v.ids.event}` }) },
  { route: "GET /customer/exhibitions", request: () => ({ url: "/customer/exhibitions" }) },
  {
    route: "GET /customer/exhibitions/:id",
    request: (v) => ({ url: `/customer/exhibitions/${v.ids.exhibition}` }),
  },
  {
    route: "GET /customer/v2/exhibition-products",
    request: (v) => ({ url: `/customer/v2/exhibition-products?exhibitionId=${v.ids.exhibition}` }),
  },
  {
    route: "GET /customer/brandings/:id",
    request: (v) => ({
      url: `/customer/brandings/${v.ids.branding}?previewToken=${v.secrets.brandingPreview}`,
    }),
  },
  { route: "GET /search", request: (v) => ({ url: `/search?keyword=${encodeURIComponent(v.code)}` }) },
  { route: "GET /customer/before-afters", request: () => ({ url: "/customer/before-afters" }) },
  {
    route: "GET /customer/before-afters/:id",
    request: (v) => ({ url: `/customer/before-afters/${v.ids.beforeAfter}` }),
  },
  { route: "GET /customer/partner-reviews", request: () => ({ url: "/customer/partner-reviews" }) },
  {
    route: "GET /customer/partner-reviews/:id",
    request: (v) => ({ url: `/customer/partner-reviews/${v.ids.review}` }),
  },
  { route: "GET /customer/board-types", request: () => ({ url: "/customer/board-types" }) },
  {
    route: "GET /customer/board-types/:id",
    request: (v) => ({ url: `/customer/board-types/${v.ids.boardType}` }),
  },
  {
    route: "GET /customer/boards",
    request: (v) => ({ url: `/customer/boards?boardTypeId=${v.ids.boardType}` }),
  },
  { route: "GET /customer/boards/:id", request: (v) => ({ url: `/customer/boards/${v.ids.boardPost}` }) },
  { route: "GET /page", request: () => ({ url: "/page?pageKey=INTRODUCE" }) },
  { route: "GET /non-covered-fees", request: () => ({ url: "/non-covered-fees" }) },
  { route: "GET /term", request: () => ({ url: "/term?termTitle=TERMS_OF_SERVICE" }) },
  { route: "GET /terms", request: () => ({ url: "/terms" }) },
  {
    route: "GET /terms/:id/terms-histories",
    request: (v) => ({ url: `/terms/${v.ids.term}/terms-histories` }),
  },
  {
    route: "GET /terms/:id/terms-histories/current",
    request: (v) => ({ url: `/terms/${v.ids.term}/terms-histories/current` }),
  },
  {
    route: "GET /terms/:id/terms-histories/:historyId",
    request: (v) => ({ url: `/terms/${v.ids.term}/terms-histories/${v.ids.termHistory}` }),
  },
  { route: "GET /customer/notices", request: () => ({ url: "/customer/notices" }) },
  { route: "GET /customer/notices/:id", request: (v) => ({ url: `/customer/notices/${v.ids.notice}` }) },
  { route: "GET /customer/faqs", request: (v) => ({ url: `/customer/faqs?groupId=${v.ids.faqGroup}` }) },
  { route: "GET /customer/faqs/this/group", request: () => ({ url: "/customer/faqs/this/group" }) },
  {
    route: "GET /customer/after-notices",
    request: (v) => ({ url: `/customer/after-notices?ids=${v.ids.afterNotice}` }),
  },
  {
    route: "GET /customer/after-notices/:id",
    request: (v) => ({ url: `/customer/after-notices/${v.ids.afterNotice}` }),
  },
];
