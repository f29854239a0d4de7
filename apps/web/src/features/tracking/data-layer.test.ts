import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { DATA_LAYER_BOOTSTRAP, pushToDataLayer } from "./data-layer";
import { addToCartEvent, loginEvent } from "./events";

describe("the page data layer", () => {
  it("queues on the data layer, creating it when the tag manager has not loaded yet", () => {
    const host: { dataLayer?: unknown[] } = {};
    pushToDataLayer(loginEvent({ isRegular: false }), host);
    expect(host.dataLayer).toEqual([{ event: "login", method: "SMS 인증" }]);
    const existing = { dataLayer: [{ event: "gtm.js" }] as unknown[] };
    pushToDataLayer(loginEvent({ isRegular: true }), existing);
    expect(existing.dataLayer).toEqual([{ event: "gtm.js" }, { event: "login", method: "본인인증" }]);
  });

  it("clears the previous ecommerce object before an ecommerce event (GTM's guidance)", () => {
    const host: { dataLayer?: unknown[] } = {};
    const event = addToCartEvent({ id: 1, name: "1회", price: 1000 });
    pushToDataLayer(event, host);
    expect(host.dataLayer).toEqual([{ ecommerce: null }, event]);
  });

  it("does nothing outside a browser", () => {
    expect(() => pushToDataLayer(loginEvent({ isRegular: true }))).not.toThrow();
  });

  it("the head script creates the array once and keeps one that exists", () => {
    const fresh: Record<string, unknown> = {};
    fresh.window = fresh;
    runInNewContext(DATA_LAYER_BOOTSTRAP, fresh);
    expect(fresh.dataLayer).toEqual([]);
    const queued = [{ event: "x" }];
    const existing: Record<string, unknown> = { dataLayer: queued };
    existing.window = existing;
    runInNewContext(DATA_LAYER_BOOTSTRAP, existing);
    expect(existing.dataLayer).toBe(queued);
  });
});
