import { insertStaffKey } from "@api/customer/reservations/reservation-fixtures";
import { useTestApp } from "@api/testing/suite";
import { HANEUL, LUMIERE, site } from "@api/testing/test-app";
import {
  apiErrorSchema,
  errorMessages,
  SHORT_URL_LIMITS,
  shortUrlMessages,
  staffShortUrlListSchema,
  staffShortUrlSchema,
} from "@clinic/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { createShortUrlService, generateShortCode } from "./service";

describe("clinic staff: /staff/short-urls", () => {
  const t = useTestApp();
  let key: string;

  beforeAll(async () => {
    key = await insertStaffKey(t.database, t.partnerIds.lumiere);
  });

  /** `null` sends no Authorization header at all. */
  const headersFor = (authorization: string | null, origin: string) => ({
    ...site(origin),
    ...(authorization === null ? {} : { authorization }),
  });
  const create = (body: unknown, authorization: string | null = `Bearer ${key}`, origin = LUMIERE) =>
    t.app.inject({
      method: "POST",
      url: "/staff/short-urls",
      headers: { ...headersFor(authorization, origin), "content-type": "application/json" },
      payload: typeof body === "string" ? body : JSON.stringify(body),
    });
  const list = (authorization: string | null = `Bearer ${key}`, origin = LUMIERE) =>
    t.app.inject({ method: "GET", url: "/staff/short-urls", headers: headersFor(authorization, origin) });
  const fieldsOf = (body: unknown) => apiErrorSchema.parse(body).fields?.map((field) => field.path);

  it("creates a link with the chosen code, absolute on the clinic's origin, and it resolves", async () => {
    const response = await create({ targetPath: "/products?categoryId=3", code: "spring", title: "봄 시술" });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(staffShortUrlSchema.parse(response.json())).toMatchObject({
      code: "spring",
      url: "http://lumiere.localhost:3000/s/spring",
      targetPath: "/products?categoryId=3",
      title: "봄 시술",
      hitCount: 0,
      lastHitAt: null,
      expiresAt: null,
    });
    const resolved = await t.app.inject({
      method: "GET",
      url: "/customer/shorten-url?shortenUrl=spring",
      headers: site(LUMIERE),
    });
    expect(resolved.json()).toEqual({ shortenUrl: "spring", targetPath: "/products?categoryId=3" });
  });

  it("generates a 7-character base62 code when none is given", async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const response = await create({ targetPath: "/events", expiresAt: "2099-01-01T00:00:00+09:00" });
      expect(response.statusCode, response.body).toBe(201);
      const link = staffShortUrlSchema.parse(response.json());
      expect(link.code).toMatch(/^[A-Za-z0-9]{7}$/);
      expect(link.expiresAt).toBe("2098-12-31T15:00:00.000Z");
      codes.add(link.code);
    }
    expect(codes.size).toBe(3);
    expect(generateShortCode()).toMatch(/^[A-Za-z0-9]{7}$/);
  });

  it("tries another generated code when one is taken", async () => {
    const origin = { host: "lumiere.localhost", protocol: "https:" as const, port: "" };
    const tenant = { partnerId: t.partnerIds.lumiere, code: "lumiere", origin };
    const candidates = ["event", "notice", "Fresh01"];
    const service = createShortUrlService(t.database, () => candidates.shift() ?? "unused");
    const link = await service.create(tenant, { targetPath: "/cscenter" });
    expect(link).toMatchObject({ code: "Fresh01", url: "https://lumiere.localhost/s/Fresh01" });
  });

  it("refuses a code the clinic already uses with 409; another clinic may use it", async () => {
    const taken = await create({ targetPath: "/events", code: "event" });
    expect(taken.statusCode).toBe(409);
    expect(apiErrorSchema.parse(taken.json()).translate).toBe(shortUrlMessages.codeTaken);
    const haneulKey = await insertStaffKey(t.database, t.partnerIds.haneul);
    const theirs = await create({ targetPath: "/events", code: "spring" }, `Bearer ${haneulKey}`, HANEUL);
    expect(theirs.statusCode, theirs.body).toBe(201);
    expect(staffShortUrlSchema.parse(theirs.json()).url).toBe("http://haneul.localhost:3000/s/spring");
  });

  it("lists the clinic's links newest first with their hit counts, and none of the other clinic's", async () => {
    const response = await list();
    expect(response.statusCode, response.body).toBe(200);
    const { rows } = staffShortUrlListSchema.parse(response.json());
    const created = rows.map((row) => Date.parse(row.createdAt));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    expect(rows.find((row) => row.code === "event")).toMatchObject({ targetPath: "/events", hitCount: 214 });
    expect(rows.find((row) => row.code === "last-season")?.expiresAt).not.toBeNull();
    expect(rows.filter((row) => row.code === "spring")).toHaveLength(1);
    expect(rows.every((row) => row.url.startsWith("http://lumiere.localhost:3000/s/"))).toBe(true);
  });

  it.each([
    ["a protocol-relative URL", { targetPath: "//evil.com" }, "body.targetPath"],
    ["an absolute URL", { targetPath: "https://evil.com" }, "body.targetPath"],
    ["a backslash host", { targetPath: "\\\\evil.com" }, "body.targetPath"],
    ["a slash-backslash host", { targetPath: "/\\evil.com" }, "body.targetPath"],
    ["a relative path", { targetPath: "events" }, "body.targetPath"],
    ["a javascript: URL", { targetPath: "javascript:alert(1)" }, "body.targetPath"],
    ["a control character", { targetPath: "/events\u0000" }, "body.targetPath"],
    ["a line break", { targetPath: "/events\r\nSet-Cookie: a=b" }, "body.targetPath"],
    ["a space", { targetPath: "/a b" }, "body.targetPath"],
    ["another short link", { targetPath: "/s/event" }, "body.targetPath"],
    ["too long a target", { targetPath: `/${"a".repeat(SHORT_URL_LIMITS.targetMax)}` }, "body.targetPath"],
    ["no target", {}, "body.targetPath"],
    ["a bad code", { targetPath: "/events", code: "a b" }, "body.code"],
    ["too long a code", { targetPath: "/events", code: "c".repeat(33) }, "body.code"],
    ["a non-date expiry", { targetPath: "/events", expiresAt: "tomorrow" }, "body.expiresAt"],
    ["a past expiry", { targetPath: "/events", expiresAt: "2020-01-01T00:00:00Z" }, "body.expiresAt"],
    ["too long a title", { targetPath: "/events", title: "가".repeat(101) }, "body.title"],
  ])("answers 400 for %s", async (_, body, field) => {
    const response = await create(body);
    expect(response.statusCode, response.body).toBe(400);
    expect(fieldsOf(response.json())).toContain(field);
  });

  it("answers 400 for a body that is not JSON", async () => {
    const response = await create("{", `Bearer ${key}`);
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.safeParse(response.json()).success).toBe(true);
  });

  it("answers 401 without a valid key of this clinic, before looking at the body", async () => {
    const haneulKey = await insertStaffKey(t.database, t.partnerIds.haneul);
    for (const authorization of [null, "", "Bearer ", `Bearer ${key}x`, `Bearer ${haneulKey}`]) {
      for (const response of [await list(authorization), await create({ bad: true }, authorization)]) {
        expect(response.statusCode, `${authorization}`).toBe(401);
        expect(apiErrorSchema.parse(response.json()).translate).toBe(errorMessages.sessionExpired);
      }
    }
  });
});
