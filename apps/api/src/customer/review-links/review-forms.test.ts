import { insertSignedInCustomer, type SignedInCustomer } from "@api/customer/customers/customer-fixtures";
import { useTestApp } from "@api/testing/suite";
import { HANEUL, LUMIERE, site } from "@api/testing/test-app";
import {
  apiErrorSchema,
  errorMessages,
  formMessages,
  partnerReviewPageSchema,
  REVIEW_LIMITS,
  reviewFormSchema,
  reviewMessages,
  reviewSubmittedSchema,
} from "@clinic/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { insertVisit, setLinkExpiry, tokenOf, type VisitOptions } from "./review-link-fixtures";
import { REVIEW_SUBMIT_RATE_LIMIT } from "./service";

const GOOD = { rating: 5, content: "친절하게 설명해 주셔서 만족스러운 시술이었습니다." };
let addressCount = 0;
/** A fresh visitor address per call, so one test's submissions never count against another's rate limit. */
const freshAddress = () => `10.20.${Math.floor(addressCount / 250)}.${(addressCount++ % 250) + 1}`;

describe("review forms: GET and POST /customer/review-forms/{token}", () => {
  const t = useTestApp();
  let me: SignedInCustomer;

  beforeAll(async () => {
    me = await insertSignedInCustomer(t.database, t.lumiere);
  });

  /** A past visit of `me` at lumiere and the token of its review link. */
  const linkFor = async (options: VisitOptions = {}) => {
    const id = await insertVisit(t.database, t.lumiere, me.id, options);
    return tokenOf(
      await t.app.inject({
        method: "GET",
        url: `/customer/review-urls?reservationId=${id}`,
        headers: { ...site(LUMIERE), authorization: `Bearer ${me.token}` },
      }),
    );
  };
  const form = (token: string, origin = LUMIERE) =>
    t.app.inject({ method: "GET", url: `/customer/review-forms/${token}`, headers: site(origin) });
  const submit = (token: string, payload: unknown, options: { origin?: string; address?: string } = {}) =>
    t.app.inject({
      method: "POST",
      url: `/customer/review-forms/${token}`,
      headers: { ...site(options.origin ?? LUMIERE), "content-type": "application/json" },
      payload: typeof payload === "string" ? payload : JSON.stringify(payload),
      remoteAddress: options.address ?? freshAddress(),
    });
  const visibleReviews = async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/customer/partner-reviews?pageSize=100",
      headers: site(LUMIERE),
    });
    return partnerReviewPageSchema.parse(response.json()).rows;
  };

  it("shows an open form with the clinic, the masked name, the visit time and its treatments", async () => {
    const token = await linkFor({
      name: "이수민",
      treatments: ["울쎄라 리프팅", "울쎄라 리프팅", "스킨 부스터"],
    });
    const response = await form(token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const shown = reviewFormSchema.parse(response.json());
    expect(shown).toMatchObject({
      status: "OPEN",
      partnerName: "루미에르 피부과",
      authorName: "이**",
      productNames: ["울쎄라 리프팅", "스킨 부스터"],
    });
    expect(Date.parse(shown.visitedAt)).toBeLessThan(Date.now());
  });

  it("turns a submission into a visible partner review once, and announces it to the storefront's cache", async () => {
    const heard: string[] = [];
    const stop = await t.database.listen("content_changed", (payload) => heard.push(payload));
    try {
      const token = await linkFor({ name: "박지현", treatments: ["아쿠아 필링"] });
      const response = await submit(token, { ...GOOD, content: `  ${GOOD.content}\n두 번째 줄  ` });
      expect(response.statusCode, response.body).toBe(201);
      const review = reviewSubmittedSchema.parse(response.json());
      expect(review).toMatchObject({
        authorName: "박**",
        rating: 5,
        content: `${GOOD.content}\n두 번째 줄`,
        productName: "아쿠아 필링",
        imageUrls: [],
      });
      expect((await visibleReviews()).find((row) => row.id === review.id)).toEqual(review);
      expect(reviewFormSchema.parse((await form(token)).json()).status).toBe("SUBMITTED");

      const again = await submit(token, GOOD);
      expect(again.statusCode).toBe(409);
      expect(apiErrorSchema.parse(again.json()).translate).toBe(reviewMessages.alreadySubmitted);
      expect((await visibleReviews()).filter((row) => row.content === GOOD.content)).toHaveLength(0);
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(heard).toContain(`partner_reviews:${t.lumiere}`);
    } finally {
      await stop();
    }
  });

  it("stores one review when the same link is sent twice at once", async () => {
    const token = await linkFor();
    const statuses = (await Promise.all([submit(token, GOOD), submit(token, GOOD)])).map((r) => r.statusCode);
    expect(statuses.sort()).toEqual([201, 409]);
  });

  it("names no treatment for a consultation visit, and the customer's link then says submitted", async () => {
    const id = await insertVisit(t.database, t.lumiere, me.id);
    const urlOf = () =>
      t.app.inject({
        method: "GET",
        url: `/customer/review-urls?reservationId=${id}`,
        headers: { ...site(LUMIERE), authorization: `Bearer ${me.token}` },
      });
    const token = tokenOf(await urlOf());
    expect(reviewFormSchema.parse((await form(token)).json()).productNames).toEqual([]);
    const response = await submit(token, { rating: 3, content: "상담만 받았는데 자세히 알려 주셨어요." });
    expect(reviewSubmittedSchema.parse(response.json()).productName).toBeNull();
    expect((await urlOf()).json()).toMatchObject({ submitted: true });
  });

  it("shows an expired link as EXPIRED and refuses its review with 410", async () => {
    const token = await linkFor();
    await setLinkExpiry(t.database, token, new Date(Date.now() - 1000));
    expect(reviewFormSchema.parse((await form(token)).json()).status).toBe("EXPIRED");
    const response = await submit(token, GOOD);
    expect(response.statusCode).toBe(410);
    expect(apiErrorSchema.parse(response.json()).translate).toBe(reviewMessages.expired);
  });

  it("answers 404 for an unknown token and for another clinic's token", async () => {
    const token = await linkFor();
    const unknown = "A".repeat(43);
    for (const [target, origin] of [
      [unknown, LUMIERE],
      [token, HANEUL],
    ] as const) {
      const answers = { GET: await form(target, origin), POST: await submit(target, GOOD, { origin }) };
      for (const [method, response] of Object.entries(answers)) {
        expect(response.statusCode, `${method} at ${origin}`).toBe(404);
        expect(apiErrorSchema.parse(response.json()).translate).toBe(errorMessages.notFound);
      }
    }
    // The other clinic's attempt wrote nothing: the link still takes its review at its own clinic.
    expect(reviewFormSchema.parse((await form(token)).json()).status).toBe("OPEN");
  });

  it.each([
    ["short", "A".repeat(42)],
    ["long", "A".repeat(44)],
    ["other characters", `${"A".repeat(42)}=`],
  ])("answers a %s token with 400 naming params.token", async (_label, token) => {
    for (const response of [
      await form(encodeURIComponent(token)),
      await submit(encodeURIComponent(token), GOOD),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(apiErrorSchema.parse(response.json()).fields?.map((field) => field.path)).toEqual([
        "params.token",
      ]);
    }
  });

  const tooLong = "가".repeat(REVIEW_LIMITS.contentMax + 1);
  it.each([
    ["no rating", { content: GOOD.content }, "body.rating", reviewMessages.ratingRequired],
    ["rating 0", { ...GOOD, rating: 0 }, "body.rating", reviewMessages.ratingRange],
    ["rating 6", { ...GOOD, rating: 6 }, "body.rating", reviewMessages.ratingRange],
    ["rating 4.5", { ...GOOD, rating: 4.5 }, "body.rating", reviewMessages.ratingRange],
    ["rating 'abc'", { ...GOOD, rating: "abc" }, "body.rating", formMessages.invalidType],
    ["rating '5'", { ...GOOD, rating: "5" }, "body.rating", formMessages.invalidType],
    ["no content", { rating: 4 }, "body.content", formMessages.required],
    ["blank content", { rating: 4, content: "   \n " }, "body.content", formMessages.empty],
    ["short content", { rating: 4, content: "좋아요" }, "body.content", formMessages.tooShort(10)],
    ["long content", { rating: 4, content: tooLong }, "body.content", formMessages.tooLong(2000)],
    [
      "control characters",
      { rating: 4, content: `${GOOD.content}\u0000` },
      "body.content",
      formMessages.controlCharacters,
    ],
    [
      "a filled honeypot",
      { ...GOOD, website: "http://spam.example" },
      "body.website",
      formMessages.invalidType,
    ],
  ])(
    "answers %s with 400 naming the field, and leaves the link open",
    async (_label, payload, path, message) => {
      const token = await linkFor();
      const response = await submit(token, payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(apiErrorSchema.parse(response.json()).fields).toContainEqual({ path, message });
      expect(reviewFormSchema.parse((await form(token)).json()).status).toBe("OPEN");
    },
  );

  it("answers bad JSON and a body of the wrong kind with 400", async () => {
    const token = await linkFor();
    for (const payload of ["{", "null", "[]", '"text"']) {
      const response = await submit(token, payload);
      expect(response.statusCode, payload).toBe(400);
      expect(apiErrorSchema.parse(response.json()).status).toBe(400);
    }
  });

  it("limits submissions per visitor address, counting refused ones too", async () => {
    const address = freshAddress();
    const unknown = "B".repeat(43);
    for (let attempt = 0; attempt < REVIEW_SUBMIT_RATE_LIMIT.limit; attempt++) {
      expect((await submit(unknown, GOOD, { address })).statusCode).toBe(404);
    }
    const token = await linkFor();
    const limited = await submit(token, GOOD, { address });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(apiErrorSchema.parse(limited.json()).translate).toMatch(/분 후에 다시 시도해 주세요/);
    // Another visitor is not held up, and the limited attempt used nothing up.
    expect((await submit(token, GOOD)).statusCode).toBe(201);
  });
});
