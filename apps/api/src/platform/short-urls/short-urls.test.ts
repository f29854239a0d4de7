import { createTestApp, HANEUL, LUMIERE, site, type TestApp } from "@api/testing/test-app";
import { and, eq, schema } from "@clinic/db";
import { apiErrorSchema, shortUrlMessages, shortUrlSchema } from "@clinic/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

describe("GET /customer/shorten-url", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const resolve = (code: string, origin = LUMIERE) =>
    t.app.inject({
      method: "GET",
      url: `/customer/shorten-url?shortenUrl=${encodeURIComponent(code)}`,
      headers: site(origin),
    });
  const stored = async (partnerId: number, code: string) => {
    const [row] = await t.database.db
      .select()
      .from(schema.shortUrls)
      .where(and(eq(schema.shortUrls.partnerId, partnerId), eq(schema.shortUrls.code, code)));
    return row;
  };
  const insertLink = (partnerId: number, code: string, expiresAt: Date | null = null) =>
    t.database.db
      .insert(schema.shortUrls)
      .values({ partnerId, code, targetPath: "/cscenter/faq", expiresAt });
  const expectNotFound = (response: Awaited<ReturnType<typeof resolve>>) => {
    expect(response.statusCode, response.body).toBe(404);
    expect(apiErrorSchema.parse(response.json())).toMatchObject({
      status: 404,
      translate: shortUrlMessages.notFound,
    });
    expect(response.headers["cache-control"]).toBe("no-store");
  };

  it("answers a demo link's same-host target, uncached", async () => {
    const response = await resolve("event");
    expect(response.statusCode, response.body).toBe(200);
    expect(shortUrlSchema.parse(response.json())).toEqual({ shortenUrl: "event", targetPath: "/events" });
    expect(response.headers["cache-control"]).toBe("no-store");
    const campaign = shortUrlSchema.parse((await resolve("sms-event")).json());
    expect(campaign.targetPath).toMatch(/^\/events\?utm_source=sms&/);
  });

  it("counts every visit, concurrent ones included, and records when it was last opened", async () => {
    const { lumiere } = t.partnerIds;
    const before = await stored(lumiere, "reserve");
    const theirsBefore = await stored(t.partnerIds.haneul, "reserve");
    const started = new Date();
    const answers = await Promise.all(Array.from({ length: 5 }, () => resolve("reserve")));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const after = await stored(lumiere, "reserve");
    expect(after!.hitCount).toBe(before!.hitCount + 5);
    expect(after!.lastHitAt!.getTime()).toBeGreaterThanOrEqual(started.getTime() - 1000);
    // The other clinic's link of the same code is not touched.
    expect((await stored(t.partnerIds.haneul, "reserve"))!.hitCount).toBe(theirsBefore!.hitCount);
  });

  it("answers 404 for unknown and expired codes, and counts neither", async () => {
    const { lumiere } = t.partnerIds;
    expectNotFound(await resolve("no-such-code"));
    const expired = await stored(lumiere, "last-season");
    expectNotFound(await resolve("last-season"));
    expect((await stored(lumiere, "last-season"))!.hitCount).toBe(expired!.hitCount);

    await insertLink(lumiere, "ended-now", new Date(Date.now() - 1000));
    await insertLink(lumiere, "ends-later", new Date(Date.now() + 3_600_000));
    expectNotFound(await resolve("ended-now"));
    expect((await resolve("ends-later")).statusCode).toBe(200);
  });

  it("keeps clinics apart: another clinic's code is unknown here", async () => {
    await insertLink(t.partnerIds.haneul, "haneul-only");
    expectNotFound(await resolve("haneul-only", LUMIERE));
    expect((await stored(t.partnerIds.haneul, "haneul-only"))!.hitCount).toBe(0);
    expect((await resolve("haneul-only", HANEUL)).statusCode).toBe(200);
    expect((await stored(t.partnerIds.haneul, "haneul-only"))!.hitCount).toBe(1);
  });

  it.each([
    ["empty", ""],
    ["one character", "e"],
    ["too long", "e".repeat(33)],
    ["a dot", "evil.com"],
    ["a slash", "a/b"],
    ["a space", "ev ent"],
    ["Hangul", "이벤트"],
    ["a control character", "event\u0000"],
    ["a newline", "event\n"],
  ])("answers 400 for a code with %s, uncached", async (_, code) => {
    const response = await resolve(code);
    expect(response.statusCode, response.body).toBe(400);
    expect(apiErrorSchema.parse(response.json()).fields?.map((field) => field.path)).toContain(
      "query.shortenUrl",
    );
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("answers 400 without a code", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/customer/shorten-url",
      headers: site(LUMIERE),
    });
    expect(response.statusCode).toBe(400);
  });
});
