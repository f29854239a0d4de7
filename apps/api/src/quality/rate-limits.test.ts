import { insertSignedInCustomer } from "@api/customer/customers/customer-fixtures";
import { book, seoulAt, setSchedule, visit } from "@api/customer/reservations/reservation-fixtures";
import { demoStaffKey } from "@clinic/db";
import { apiErrorSchema } from "@clinic/shared";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRateLimiter } from "../lib/rate-limit";
import { ROUTE_LIMITS } from "../lib/route-limits";
import { createTestApp, HANEUL, LUMIERE, type TestApp } from "../testing/test-app";

/** 429 in the spec-8 shape, with Retry-After within the rule's window. */
function expectLimited(response: LightMyRequestResponse, windowSeconds: number) {
  expect(response.statusCode, response.body).toBe(429);
  const body = apiErrorSchema.parse(response.json());
  expect(body.status).toBe(429);
  expect(body.translate).toMatch(/분 후에 다시 시도해 주세요/);
  const retryAfter = Number(response.headers["retry-after"]);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

describe("rate limits added for guessing and flooding", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const call = (origin: string, ip: string, method: "GET" | "POST" | "PUT", url: string, token?: string) =>
    t.app.inject({
      method,
      url,
      headers: {
        "x-tenant-origin": origin,
        "x-forwarded-for": ip,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });

  it("stops probing identity verifications after too many refused impUids from one visitor", async () => {
    const { limit, windowSeconds } = ROUTE_LIMITS.identityFailures;
    const probe = (origin: string, ip: string, n: number) =>
      call(origin, ip, "POST", `/certification/imp_guess_${n}`);
    for (let n = 0; n < limit; n++) expect((await probe(LUMIERE, "10.1.0.1", n)).statusCode).toBe(400);
    expectLimited(await probe(LUMIERE, "10.1.0.1", limit), windowSeconds);
    // The other identity routes share the allowance.
    expectLimited(
      await call(LUMIERE, "10.1.0.1", "GET", "/customer/registered-customer?impUid=imp_x"),
      windowSeconds,
    );
    // Another visitor, and the same visitor at another clinic, are not slowed down.
    expect((await probe(LUMIERE, "10.1.0.2", 0)).statusCode).toBe(400);
    expect((await probe(HANEUL, "10.1.0.1", 0)).statusCode).toBe(400);
  });

  it("does not count identity calls that succeed", async () => {
    const { limit } = ROUTE_LIMITS.identityFailures;
    for (let n = 0; n <= limit; n++) {
      expect((await call(LUMIERE, "10.1.1.1", "POST", "/certification")).statusCode).toBe(200);
    }
  });

  it("stops guessing staff keys, even with the right key once the window is used up", async () => {
    const { limit, windowSeconds } = ROUTE_LIMITS.staffKeyFailures;
    const key = demoStaffKey("lumiere");
    for (let n = 0; n < limit; n++) {
      expect((await call(LUMIERE, "10.2.0.1", "GET", "/staff/reservations", `guess-${n}`)).statusCode).toBe(
        401,
      );
    }
    expectLimited(await call(LUMIERE, "10.2.0.1", "GET", "/staff/reservations", key), windowSeconds);
    expectLimited(await call(LUMIERE, "10.2.0.1", "GET", "/staff/short-urls", "guess"), windowSeconds);
    expect((await call(LUMIERE, "10.2.0.2", "GET", "/staff/reservations", key)).statusCode).toBe(200);
  });

  it("stops a customer from filling the calendar, counting only reservations made", async () => {
    const { limit, windowSeconds } = ROUTE_LIMITS.reservations;
    const lumiere = t.partnerIds.lumiere;
    await setSchedule(t.database, lumiere, { capacityPerSlot: 50 });
    const me = await insertSignedInCustomer(t.database, lumiere);
    // A refused booking (the clinic is closed at 03:00) uses up nothing.
    expect((await book(t, LUMIERE, me.token, visit(seoulAt(3, "03:00")))).statusCode).toBe(409);
    // All but the last place of the window used up; made straight in the counter, not by 19 bookings.
    const limiter = createRateLimiter(t.database);
    for (let n = 0; n < limit - 1; n++) await limiter.hit(ROUTE_LIMITS.reservations, `${lumiere}:${me.id}`);
    expect((await book(t, LUMIERE, me.token, visit(seoulAt(3, "10:00")))).statusCode).toBe(201);
    expectLimited(await book(t, LUMIERE, me.token, visit(seoulAt(3, "10:30"))), windowSeconds);
    // Another customer of the clinic books as usual.
    const other = await insertSignedInCustomer(t.database, lumiere);
    expect((await book(t, LUMIERE, other.token, visit(seoulAt(3, "11:00")))).statusCode).toBe(201);
  });
});
