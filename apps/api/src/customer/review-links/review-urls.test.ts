import {
  expectSessionRequired,
  insertSignedInCustomer,
  type SignedInCustomer,
} from "@api/customer/customers/customer-fixtures";
import { insertStaffKey } from "@api/customer/reservations/reservation-fixtures";
import { useTestApp } from "@api/testing/suite";
import { HANEUL, LUMIERE, site } from "@api/testing/test-app";
import {
  apiErrorSchema,
  errorMessages,
  REVIEW_LINK_TTL_DAYS,
  reviewMessages,
  reviewUrlSchema,
} from "@clinic/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { insertVisit, tokenOf } from "./review-link-fixtures";

const DAY_MS = 24 * 60 * 60 * 1000;

describe("review links: GET /customer/review-urls and POST /staff/reservations/{id}/review-url", () => {
  const t = useTestApp();
  let me: SignedInCustomer;
  let someoneElse: SignedInCustomer;
  let staffKey: string;

  beforeAll(async () => {
    me = await insertSignedInCustomer(t.database, t.lumiere);
    someoneElse = await insertSignedInCustomer(t.database, t.lumiere);
    staffKey = await insertStaffKey(t.database, t.lumiere);
  });

  const reviewUrl = (query: string, token?: string, origin = LUMIERE) =>
    t.app.inject({
      method: "GET",
      url: `/customer/review-urls${query}`,
      headers: { ...site(origin), ...(token === undefined ? {} : { authorization: `Bearer ${token}` }) },
    });
  // null sends no Authorization header at all.
  const staffUrl = (id: number | string, query = "", authorization: string | null = `Bearer ${staffKey}`) =>
    t.app.inject({
      method: "POST",
      url: `/staff/reservations/${id}/review-url${query}`,
      headers: { ...site(LUMIERE), ...(authorization === null ? {} : { authorization }) },
    });

  it("answers one link per visit on the clinic's own origin, the same on every request", async () => {
    const id = await insertVisit(t.database, t.lumiere, me.id);
    const before = Date.now();
    const first = await reviewUrl(`?reservationId=${id}`, me.token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers["cache-control"]).toBe("private, no-store");
    const answer = reviewUrlSchema.parse(first.json());
    expect(answer).toMatchObject({ reservationId: id, languageCode: "ko", submitted: false });
    expect(answer.url).toMatch(/^http:\/\/lumiere\.localhost:3000\/reviews\/write\/[A-Za-z0-9_-]{43}$/);
    const ttl = Date.parse(answer.expiresAt) - before;
    expect(Math.abs(ttl - REVIEW_LINK_TTL_DAYS * DAY_MS)).toBeLessThan(60_000);

    // Asked again, in another language and by the clinic: the same token, only the language differs.
    const english = reviewUrlSchema.parse(
      (await reviewUrl(`?reservationId=${id}&languageCode=en`, me.token)).json(),
    );
    expect(english.url).toBe(`${answer.url}?lang=en`);
    expect(english.expiresAt).toBe(answer.expiresAt);
    const staff = await staffUrl(id, "?languageCode=ja");
    expect(staff.statusCode, staff.body).toBe(200);
    expect(reviewUrlSchema.parse(staff.json()).url).toBe(`${answer.url}?lang=ja`);
  });

  it("makes a single link when the first requests arrive at once", async () => {
    const id = await insertVisit(t.database, t.lumiere, me.id, { inHours: -5 });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => reviewUrl(`?reservationId=${id}`, me.token)),
    );
    expect(new Set(answers.map(tokenOf)).size).toBe(1);
  });

  it("refuses a visit still to come, one not confirmed and a cancelled one with 409 and a Korean reason", async () => {
    const cases = [
      [{ inHours: 2 }, reviewMessages.notVisited],
      [{ status: "REQUESTED" as const }, reviewMessages.notVisited],
      [{ status: "CANCELLED" as const }, reviewMessages.cancelled],
    ] as const;
    for (const [options, translate] of cases) {
      const id = await insertVisit(t.database, t.lumiere, me.id, options);
      for (const response of [await reviewUrl(`?reservationId=${id}`, me.token), await staffUrl(id)]) {
        expect(response.statusCode, JSON.stringify(options)).toBe(409);
        expect(apiErrorSchema.parse(response.json()).translate).toBe(translate);
      }
    }
  });

  it("answers 404 for someone else's, another clinic's and an unknown reservation", async () => {
    const theirs = await insertVisit(t.database, t.lumiere, someoneElse.id);
    const haneulCustomer = await insertSignedInCustomer(t.database, t.partnerIds.haneul);
    const otherClinic = await insertVisit(t.database, t.partnerIds.haneul, haneulCustomer.id);
    for (const id of [theirs, otherClinic, 2_000_000_000]) {
      const response = await reviewUrl(`?reservationId=${id}`, me.token);
      expect(response.statusCode, String(id)).toBe(404);
      expect(apiErrorSchema.parse(response.json()).translate).toBe(errorMessages.notFound);
    }
    expect((await staffUrl(otherClinic)).statusCode).toBe(404);
    // The other clinic's own customer gets the link there.
    expect((await reviewUrl(`?reservationId=${otherClinic}`, haneulCustomer.token, HANEUL)).statusCode).toBe(
      200,
    );
  });

  it("needs a customer session and a staff key of this clinic", async () => {
    const id = await insertVisit(t.database, t.lumiere, me.id);
    expectSessionRequired(await reviewUrl(`?reservationId=${id}`));
    expectSessionRequired(await reviewUrl(`?reservationId=${id}`, "not-a-session"));
    const haneulKey = await insertStaffKey(t.database, t.partnerIds.haneul);
    for (const authorization of [null, "Bearer wrong", `Bearer ${haneulKey}`]) {
      // Checked before validation: even a malformed id answers 401 without a key.
      for (const target of [id, "abc"]) {
        const response = await staffUrl(target, "?languageCode=xx", authorization);
        expect(response.statusCode, `${authorization} ${target}`).toBe(401);
      }
    }
  });

  it.each([
    ["", "query.reservationId"],
    ["?reservationId=abc", "query.reservationId"],
    ["?reservationId=0", "query.reservationId"],
    ["?reservationId=1&languageCode=fr", "query.languageCode"],
    ["?reservationId=1&languageCode=", "query.languageCode"],
  ])("answers 400 for %s naming %s", async (query, path) => {
    const response = await reviewUrl(query, me.token);
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).fields?.map((field) => field.path)).toContain(path);
  });

  it.each([
    ["abc", "", "params.id"],
    ["1", "?languageCode=de", "query.languageCode"],
  ])("answers the staff route 400 for id %s%s naming %s", async (id, query, path) => {
    const response = await staffUrl(id, query);
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).fields?.map((field) => field.path)).toContain(path);
  });
});
