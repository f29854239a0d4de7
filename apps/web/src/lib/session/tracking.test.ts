import { describe, expect, it } from "vitest";
import { loginEvent, pushToDataLayer } from "./tracking";

describe("login tracking", () => {
  it("names identity verification for regular customers and SMS verification for guests (spec 1)", () => {
    expect(loginEvent({ isRegular: true })).toEqual({ event: "login", method: "본인인증" });
    expect(loginEvent({ isRegular: false })).toEqual({ event: "login", method: "SMS 인증" });
  });

  it("queues on the page data layer, creating it when the tag manager has not loaded yet", () => {
    const host: { dataLayer?: unknown[] } = {};
    pushToDataLayer(loginEvent({ isRegular: false }), host);
    expect(host.dataLayer).toEqual([{ event: "login", method: "SMS 인증" }]);
    const existing = { dataLayer: [{ event: "gtm.js" }] as unknown[] };
    pushToDataLayer({ event: "login", method: "본인인증" }, existing);
    expect(existing.dataLayer).toHaveLength(2);
  });
});
