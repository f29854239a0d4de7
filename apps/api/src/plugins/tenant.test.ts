import {
  apiErrorSchema,
  errorMessages,
  partnerInfoSchema,
  TENANT_PARTNER_HEADER,
  TENANT_SIGNATURE_HEADER,
} from "@clinic/shared";
import { signTenant } from "@clinic/shared/tenant-signature";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  HANEUL,
  LUMIERE,
  site,
  TENANT_ROUTES,
  TENANT_ROUTES_NEEDING_INPUT,
  TEST_TENANT_SECRET,
  type TestApp,
} from "../testing/test-app";

// Every tenant-scoped route answers per the x-tenant-origin header, and only per that header.
const siteNotFound = { status: 404, message: "site not found", translate: errorMessages.siteNotFound };

describe("tenant resolution", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const partnerIdFor = async (headers: Record<string, string>, url = "/partners/this") => {
    const response = await t.app.inject({ method: "GET", url, headers });
    expect(response.statusCode).toBe(200);
    return partnerInfoSchema.parse(response.json()).id;
  };

  it("maps every host of a clinic to that clinic", async () => {
    const lumiere = t.partnerIds.lumiere;
    const haneul = t.partnerIds.haneul;
    expect(await partnerIdFor(site(LUMIERE))).toBe(lumiere);
    expect(await partnerIdFor(site(HANEUL))).toBe(haneul);
    expect(await partnerIdFor(site("http://localhost:3000"))).toBe(lumiere);
    expect(await partnerIdFor(site("http://127.0.0.1:3000"))).toBe(lumiere);
    expect(await partnerIdFor(site("https://www.lumiere-derm.kr"))).toBe(lumiere);
    // Bare hosts, upper case and a trailing dot are the same host.
    expect(await partnerIdFor(site("haneul.localhost"))).toBe(haneul);
    expect(await partnerIdFor(site("HANEUL.LOCALHOST:3000"))).toBe(haneul);
    expect(await partnerIdFor(site("http://www.lumiere-derm.kr."))).toBe(lumiere);
  });

  it("never takes the partner from anything but the origin header", async () => {
    const haneul = String(t.partnerIds.haneul);
    const headers = { ...site(LUMIERE), "x-partner-id": haneul, origin: HANEUL, host: "haneul.localhost" };
    expect(await partnerIdFor(headers, `/partners/this?partnerId=${haneul}&partnerCode=haneul`)).toBe(
      t.partnerIds.lumiere,
    );
  });

  it.each(TENANT_ROUTES)("answers %s without the header with 404 site not found", async (url) => {
    const response = await t.app.inject({ method: "GET", url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(siteNotFound);
  });

  it.each([
    ["an unknown host", "http://nowhere.localhost:3000"],
    ["an unknown custom domain", "https://lumiere-derm.kr"],
    ["an empty value", ""],
    ["a path", "http://lumiere.localhost:3000/partners"],
    ["credentials", "http://admin@lumiere.localhost"],
    ["another scheme", "file://lumiere.localhost"],
    ["junk", "lumiere localhost"],
    ["two values", `${LUMIERE}, ${HANEUL}`],
    ["a partner id", "1"],
    ["a very long host", `http://${"a".repeat(250)}.localhost`],
  ])("answers %s with 404 site not found", async (_, origin) => {
    for (const url of TENANT_ROUTES) {
      const response = await t.app.inject({ method: "GET", url, headers: site(origin) });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual(siteNotFound);
    }
  });

  it("answers the tenant's data on every tenant route", async () => {
    // Routes needing an id or a query are opened with real ones in their own modules' tests.
    const plain = TENANT_ROUTES.filter(
      (route) => route !== "/partner-groups/this" && !TENANT_ROUTES_NEEDING_INPUT.includes(route),
    );
    for (const url of plain) {
      const response = await t.app.inject({ method: "GET", url, headers: site(HANEUL) });
      expect(response.statusCode, url).toBe(200);
    }
  });

  it("keeps tenants apart under concurrent requests", async () => {
    const origins = Array.from({ length: 24 }, (_, index) => (index % 2 === 0 ? LUMIERE : HANEUL));
    const ids = await Promise.all(origins.map((origin) => partnerIdFor(site(origin))));
    expect(ids).toEqual(
      origins.map((origin) => (origin === LUMIERE ? t.partnerIds.lumiere : t.partnerIds.haneul)),
    );
  });

  it("rejects a malformed query before touching data, with the field named", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/banners?bannerLocation=NOPE",
      headers: site(LUMIERE),
    });
    expect(response.statusCode).toBe(400);
    const body = apiErrorSchema.parse(response.json());
    expect(body.translate).toBe(errorMessages.badRequest);
    expect(body.fields?.map((field) => field.path)).toEqual(["query.bannerLocation"]);
  });
});

describe("GET /sites/resolve", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const resolve = (host: string) =>
    t.app.inject({ method: "GET", url: `/sites/resolve?host=${encodeURIComponent(host)}` });

  it("answers the partner, site code and deploy status of known hosts, with or without port, without a tenant header", async () => {
    const ids: Record<string, number> = t.partnerIds;
    for (const [host, code] of [
      ["lumiere.localhost:3000", "lumiere"],
      ["localhost:3000", "lumiere"],
      ["localhost", "lumiere"],
      ["127.0.0.1:3000", "lumiere"],
      ["www.lumiere-derm.kr", "lumiere"],
      ["Haneul.Localhost:3000", "haneul"],
    ]) {
      const response = await resolve(host as string);
      expect(response.statusCode, host).toBe(200);
      expect(response.json()).toEqual({ partnerId: ids[code as string], code, deployStatus: "LIVE" });
    }
  });

  it("answers unknown and malformed hosts with 404 site not found", async () => {
    for (const host of ["nowhere.localhost:3000", "lumiere.localhost/x", "a b", "%00"]) {
      const response = await resolve(host);
      expect(response.statusCode, host).toBe(404);
      expect(response.json()).toEqual(siteNotFound);
    }
  });

  it("answers a missing or oversized host parameter with 400 naming query.host", async () => {
    for (const url of ["/sites/resolve", "/sites/resolve?host=", `/sites/resolve?host=${"a".repeat(300)}`]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(400);
      expect(apiErrorSchema.parse(response.json()).fields?.[0]?.path).toBe("query.host");
    }
  });
});

describe("tenant resolution by the web server's signed partner id (decision 0028)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signed = (partnerId: number, secret = TEST_TENANT_SECRET) => ({
    [TENANT_PARTNER_HEADER]: String(partnerId),
    [TENANT_SIGNATURE_HEADER]: signTenant(partnerId, secret),
  });
  const get = (headers: Record<string, string>, url = "/partners/this") =>
    t.app.inject({ method: "GET", url, headers });

  it("serves the signed partner with an origin no clinic has (no host lookup)", async () => {
    const response = await get({ ...site("http://nowhere.localhost:3000"), ...signed(t.partnerIds.haneul) });
    expect(response.statusCode).toBe(200);
    expect(partnerInfoSchema.parse(response.json()).id).toBe(t.partnerIds.haneul);
  });

  it("takes the signed partner over the origin, which only shapes links", async () => {
    const response = await get({ ...site(LUMIERE), ...signed(t.partnerIds.haneul) });
    expect(response.statusCode).toBe(200);
    expect(partnerInfoSchema.parse(response.json()).id).toBe(t.partnerIds.haneul);
  });

  it.each([
    [
      "a forged signature",
      () => ({ ...signed(t.partnerIds.lumiere), [TENANT_PARTNER_HEADER]: String(t.partnerIds.haneul) }),
    ],
    ["a signature by another secret", () => signed(t.partnerIds.haneul, "another-secret-of-enough-length")],
    ["a partner id without a signature", () => ({ [TENANT_PARTNER_HEADER]: String(t.partnerIds.haneul) })],
    [
      "a signature without a partner id",
      () => ({ [TENANT_SIGNATURE_HEADER]: signTenant(t.partnerIds.haneul, TEST_TENANT_SECRET) }),
    ],
    ["a signed id no clinic has", () => signed(987_654)],
  ])("answers %s with 404 site not found, even beside a valid origin", async (_, headers) => {
    for (const url of ["/partners/this", "/partners/this/homepage-deploy-status"]) {
      const response = await get({ ...site(LUMIERE), ...headers() }, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual(siteNotFound);
    }
  });

  it("refuses signed headers when the API has no secret", async () => {
    const unsigned = await createTestApp({ tenantSecret: undefined });
    try {
      const response = await unsigned.app.inject({
        method: "GET",
        url: "/partners/this",
        headers: signed(unsigned.partnerIds.lumiere),
      });
      expect(response.statusCode).toBe(404);
      // The origin header alone still works there.
      const byOrigin = await unsigned.app.inject({
        method: "GET",
        url: "/partners/this",
        headers: site(LUMIERE),
      });
      expect(byOrigin.statusCode).toBe(200);
    } finally {
      await unsigned.close();
    }
  });
});
