import { describe, expect, it } from "vitest";
import {
  endpointPath,
  matchStorefrontEndpoint,
  sameOriginUrl,
  storefrontEndpoints,
} from "./storefront-endpoints";

describe("matchStorefrontEndpoint", () => {
  it.each([
    ["GET", "/customers/this", storefrontEndpoints.me],
    ["PUT", "/customers/this", storefrontEndpoints.withdraw],
    ["POST", "/api/guest-signin", storefrontEndpoints.guestSignIn],
    ["GET", "/products", storefrontEndpoints.products],
    ["GET", "/products/12", storefrontEndpoints.product],
    ["POST", "/customer/notice-customer-boards/7/private", storefrontEndpoints.openPost],
    ["POST", "/customer/review-forms/rv_Abc-123.x~y", storefrontEndpoints.sendReview],
    ["DELETE", "/recent-products/total", storefrontEndpoints.clearRecentProducts],
    ["GET", "/partner-schedules/available-dates", storefrontEndpoints.availableDates],
    // Spec 7's reads that the pages make on the server: a storefront script may make them too.
    ["GET", "/partners/this", storefrontEndpoints.partner],
    ["GET", "/terms/3/terms-histories/current", storefrontEndpoints.currentTermHistory],
    ["GET", "/customer/notices/5", storefrontEndpoints.notice],
    ["POST", "/access-tokens", storefrontEndpoints.refreshAccessToken],
  ])("%s %s is the storefront's own call", (method, path, endpoint) => {
    expect(matchStorefrontEndpoint(method, path)).toBe(endpoint);
  });

  it.each([
    // The API's routes that must never answer on a clinic's host.
    ["POST", "/console/auth/sign-in"],
    ["GET", "/console/me"],
    ["GET", "/docs/json"],
    ["GET", "/health"],
    ["GET", "/sites/resolve"],
    ["GET", "/staff/short-urls"],
    ["POST", "/staff/short-urls"],
    ["GET", "/staff/reservations"],
    ["POST", "/ops/revalidate"],
    ["GET", "/media/lumiere/logo.svg"],
    // Known paths with the wrong method.
    ["DELETE", "/customers/this"],
    ["GET", "/customer/logout"],
    ["HEAD", "/products"],
    ["get", "/products"],
    // Extra or missing segments, trailing and doubled slashes.
    ["GET", "/products/12/options"],
    ["GET", "/customers/this/"],
    ["GET", "/customers//this"],
    ["GET", "//customers/this"],
    ["GET", "customers/this"],
    ["GET", ""],
    ["GET", "/"],
    ["POST", "/customer/notice-customer-boards//private"],
    // Case: the API routes case-sensitively, so does the list.
    ["GET", "/Customers/this"],
    ["GET", "/CUSTOMERS/THIS"],
    ["POST", "/API/guest-signin"],
    // Dot segments, literally or in a parameter.
    ["GET", "/products/.."],
    ["GET", "/products/."],
    ["GET", "/products/../console/me"],
    ["GET", "/customers/this/../../console/me"],
    ["POST", "/customer/review-forms/..%2Fconsole"],
    ["GET", "/products/%2e%2e"],
    ["GET", "/products/.hidden"],
    // Encoded separators in a parameter or a literal.
    ["GET", "/products/1%2F..%2F..%2Fconsole%2Fme"],
    ["GET", "/products/1%2f2"],
    ["GET", "/products/1%5C2"],
    ["GET", "/customers%2Fthis"],
    ["POST", "/api%2Fguest-signin"],
    // A query string or fragment belongs to the URL, not the path matched here.
    ["GET", "/products?page=1"],
    ["GET", "/products/1?x=1"],
    ["GET", "/customers/this#x"],
    // Anything that is not a plain segment.
    ["GET", "/products/1 2"],
    ["GET", "/products/1;x=2"],
    ["GET", "/products/%00"],
    ["GET", "/products/\u0131"],
  ])("%s %s is not forwarded", (method, path) => {
    expect(matchStorefrontEndpoint(method, path)).toBeNull();
  });

  it("every listed path is a well-formed pattern that matches itself filled in", () => {
    for (const endpoint of Object.values(storefrontEndpoints)) {
      const filled = endpointPath(endpoint, {
        impUid: "imp_1",
        postId: 1,
        token: "t",
        reservationId: 2,
        productId: 3,
        termId: 4,
        categoryId: 5,
        id: 6,
      });
      expect(matchStorefrontEndpoint(endpoint.method, filled), `${endpoint.method} ${filled}`).not.toBeNull();
    }
  });
});

describe("endpointPath and sameOriginUrl", () => {
  it("fills parameters percent-encoded, so a value cannot add segments", () => {
    expect(endpointPath(storefrontEndpoints.sendReview, { token: "a/../b" })).toBe(
      "/customer/review-forms/a%2F..%2Fb",
    );
    expect(
      matchStorefrontEndpoint("POST", endpointPath(storefrontEndpoints.sendReview, { token: "a/../b" })),
    ).toBeNull();
  });

  it("prefixes the pass-through's /api and appends the query", () => {
    expect(sameOriginUrl(storefrontEndpoints.signIn)).toBe("/api/api/signin");
    expect(sameOriginUrl(storefrontEndpoints.reviewUrl, {}, "?reservationId=3")).toBe(
      "/api/customer/review-urls?reservationId=3",
    );
    expect(sameOriginUrl(storefrontEndpoints.cancelReservation, { id: 9 })).toBe(
      "/api/customer/reservations/9/cancel",
    );
  });

  it("refuses a missing parameter", () => {
    expect(() => endpointPath(storefrontEndpoints.product)).toThrow(TypeError);
  });
});
