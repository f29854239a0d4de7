import { TENANT_ORIGIN_HEADER, TENANT_PARTNER_HEADER, TENANT_SIGNATURE_HEADER } from "@clinic/shared";
import { createApiCaller } from "@clinic/shared/contract/endpoint";
import { verifyTenant } from "@clinic/shared/tenant-signature";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";

// The secret the web server signs the partner id with (decision 0028), set before env.ts reads it.
const SECRET = "web-test-secret-of-enough-length";
process.env.REVALIDATE_TOKEN = SECRET;

vi.mock("server-only", () => ({}));
vi.mock("next/headers", () => ({
  cookies: async () => ({ get: () => undefined }),
  draftMode: async () => ({ isEnabled: false }),
}));

const { publicCaching } = await import("./cache-policy");
const { serverTransport } = await import("./server-call");
const { forgetAllPartners, knownPartnerId, rememberPartner } = await import(
  "@/features/tenancy/partner-index"
);

const routes = { thing: { method: "GET", path: "/things" } } as const;
const schemas = { thing: { response: z.object({ ok: z.boolean() }) } };
const call = createApiCaller<
  typeof routes,
  typeof schemas,
  Parameters<ReturnType<typeof serverTransport>>[1]
>(routes, serverTransport(schemas));

type Init = RequestInit & { next?: { revalidate: number; tags: string[] } };
function stubApi(resolve: (url: string) => Response) {
  const fetch = vi.fn(async (url: string, _init: Init) => resolve(url));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
  forgetAllPartners();
});

describe("the web server's calls name the clinic by signed partner id (decision 0028)", () => {
  it("signs the partner id the proxy left in the index, beside the origin", async () => {
    rememberPartner("lumiere", 7);
    const fetch = stubApi(() => Response.json({ ok: true }));
    await call("thing", {}, { site: "lumiere", caching: publicCaching("products") });
    expect(fetch).toHaveBeenCalledTimes(1);
    const headers = fetch.mock.calls[0]![1].headers as Record<string, string>;
    expect(headers[TENANT_PARTNER_HEADER]).toBe("7");
    expect(verifyTenant(headers[TENANT_PARTNER_HEADER], headers[TENANT_SIGNATURE_HEADER], SECRET)).toBe(7);
    expect(headers[TENANT_ORIGIN_HEADER]).toMatch(/^https?:\/\/lumiere\./);
  });

  it("looks a code the index lacks up once through the data cache, then remembers it", async () => {
    const fetch = stubApi((url) =>
      url.includes("/sites/resolve")
        ? Response.json({ partnerId: 9, code: "haneul", deployStatus: "LIVE" })
        : Response.json({ ok: true }),
    );
    await call("thing", {}, { site: "haneul", caching: publicCaching("products") });
    const [resolveUrl, resolveInit] = fetch.mock.calls[0]!;
    expect(resolveUrl).toContain("/sites/resolve?host=haneul.");
    // Kept in the data cache under the clinic's tags, and sent without tenant headers.
    expect(resolveInit.next?.tags).toEqual(["site:haneul", "site:haneul:partner", "storefront:seoul-day"]);
    expect((resolveInit.headers as Record<string, string>)[TENANT_PARTNER_HEADER]).toBeUndefined();
    expect((resolveInit.headers as Record<string, string>)[TENANT_ORIGIN_HEADER]).toBeUndefined();
    const headers = fetch.mock.calls[1]![1].headers as Record<string, string>;
    expect(verifyTenant(headers[TENANT_PARTNER_HEADER], headers[TENANT_SIGNATURE_HEADER], SECRET)).toBe(9);
    expect(knownPartnerId("haneul")).toBe(9);
  });

  it("falls back to the origin alone when the code resolves to no clinic", async () => {
    const fetch = stubApi((url) =>
      url.includes("/sites/resolve")
        ? Response.json({ status: 404, message: "site not found", translate: "x" }, { status: 404 })
        : Response.json({ ok: true }),
    );
    vi.spyOn(console, "error").mockImplementation(() => {});
    await call("thing", {}, { site: "gone", caching: publicCaching("products") });
    const headers = fetch.mock.calls.at(-1)![1].headers as Record<string, string>;
    expect(headers[TENANT_PARTNER_HEADER]).toBeUndefined();
    expect(headers[TENANT_ORIGIN_HEADER]).toMatch(/^https?:\/\/gone\./);
  });
});
