import { TENANT_PARTNER_HEADER, TENANT_SIGNATURE_HEADER } from "@clinic/shared";
import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
// The site directory asks the API; here one host is known.
vi.mock("./features/tenancy/site-directory", () => ({
  resolveSite: vi.fn(async (host: string) =>
    host === "lumiere.localhost" ? { partnerId: 1, code: "lumiere", deployStatus: "LIVE" } : null,
  ),
}));

const { proxy } = await import("./proxy");

/** The request headers Next hands the rewritten request (NextResponse.rewrite's `request.headers`). */
function overriddenHeaders(response: Response): string[] | null {
  const names = response.headers.get("x-middleware-override-headers");
  return names === null ? null : names.split(",");
}

describe("proxy: a visitor's tenant claims (decision 0028)", () => {
  const forged = {
    host: "lumiere.localhost",
    [TENANT_PARTNER_HEADER]: "2",
    [TENANT_SIGNATURE_HEADER]: "forged",
    accept: "text/html",
  };

  it.each(["/", "/api/partners/this", "/products"])("drops forged partner headers on %s", async (path) => {
    const response = await proxy(new NextRequest(`http://lumiere.localhost${path}`, { headers: forged }));
    const names = overriddenHeaders(response);
    expect(names).not.toBeNull();
    expect(names).not.toContain(TENANT_PARTNER_HEADER);
    expect(names).not.toContain(TENANT_SIGNATURE_HEADER);
    // The visitor's other headers pass on as before.
    expect(names).toContain("accept");
    expect(response.headers.get(`x-middleware-request-${TENANT_PARTNER_HEADER}`)).toBeNull();
    // Still the clinic of the host.
    expect(response.headers.get("x-middleware-rewrite")).toContain("/lumiere");
  });

  it("drops them on unknown hosts too", async () => {
    const response = await proxy(
      new NextRequest("http://nowhere.localhost/", { headers: { ...forged, host: "nowhere.localhost" } }),
    );
    expect(overriddenHeaders(response)).not.toContain(TENANT_PARTNER_HEADER);
  });

  it("leaves the request headers alone when there is nothing to drop", async () => {
    const response = await proxy(
      new NextRequest("http://lumiere.localhost/", { headers: { host: "lumiere.localhost" } }),
    );
    expect(overriddenHeaders(response)).toBeNull();
    expect(response.headers.get("x-middleware-rewrite")).toContain("/lumiere");
  });
});
