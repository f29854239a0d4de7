import { describe, expect, it } from "vitest";
import { webAnalyticsBeaconResponse, webAnalyticsScriptResponse } from "./web-analytics";

describe("the web analytics stand-in", () => {
  it("serves a cacheable JavaScript no-op", async () => {
    const response = webAnalyticsScriptResponse();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/javascript/);
    expect(response.headers.get("cache-control")).toMatch(/max-age=\d+/);
    const body = await response.text();
    // Runs without a DOM and keeps window.va callable, as the real script would.
    const page: Record<string, unknown> = {};
    page.window = page;
    new Function("window", body)(page);
    expect(typeof page.va).toBe("function");
  });

  it("accepts the script's beacons with 204 and nothing else", () => {
    expect(webAnalyticsBeaconResponse("view").status).toBe(204);
    expect(webAnalyticsBeaconResponse("event").status).toBe(204);
    expect(webAnalyticsBeaconResponse("script.js").status).toBe(404);
    expect(webAnalyticsBeaconResponse("../etc").status).toBe(404);
  });
});
