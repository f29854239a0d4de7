import { randomBytes } from "node:crypto";
import { maskAuthorName } from "@api/customer/customer-boards/masking";
import { type SiteOrigin, siteUrl } from "@api/lib/host";
import { HttpError, notFound } from "@api/lib/http-error";
import { createRateLimiter, type RateLimitRule } from "@api/lib/rate-limit";
import { type Database, withTenant } from "@clinic/db";
import {
  type PartnerReview,
  REVIEW_FORM_PREFIX,
  REVIEW_LINK_TTL_DAYS,
  type ReviewForm,
  type ReviewLanguage,
  type ReviewUrl,
  reviewMessages,
  type reviewSubmitSchema,
} from "@clinic/shared";
import type { z } from "zod";
import {
  ensureLink,
  findLinkByToken,
  findPartnerName,
  findProductNames,
  findVisit,
  insertReview,
  markSubmitted,
  type ReviewLinkRow,
  type VisitRow,
} from "./repository";

/**
 * Per visitor address and clinic, every well-formed submission counts (written, already written, unknown or
 * expired link): one visit needs one or two tries, so ten in ten minutes is only ever a script.
 */
export const REVIEW_SUBMIT_RATE_LIMIT: RateLimitRule = {
  name: "review-submit",
  limit: 10,
  windowSeconds: 600,
};

export type ValidReview = z.output<typeof reviewSubmitSchema>;

/** 409s say the request is fine but the visit is not (yet) one to review; the form shows the Korean text. */
const notVisited = () => new HttpError(409, "visit not completed", reviewMessages.notVisited);
const cancelledVisit = () => new HttpError(409, "reservation cancelled", reviewMessages.cancelled);
const alreadySubmitted = () =>
  new HttpError(409, "review already submitted", reviewMessages.alreadySubmitted);
/** 410: the link existed and is gone for good, unlike a 409 that a later moment could change. */
const expired = () => new HttpError(410, "review link expired", reviewMessages.expired);

/** Decision 16: a visit is done once the clinic confirmed it and its reserved time has passed. */
export function assertVisited(visit: VisitRow, now: Date): void {
  if (visit.status === "CANCELLED") throw cancelledVisit();
  if (visit.status !== "CONFIRMED" || visit.reservedAt.getTime() > now.getTime()) throw notVisited();
}

/** The address to hand out: the clinic's own origin, with ?lang= for a language other than Korean. */
export function reviewFormUrl(origin: SiteOrigin, token: string, languageCode: ReviewLanguage): string {
  const query = languageCode === "ko" ? "" : `?lang=${languageCode}`;
  return `${siteUrl(origin.host, origin)}${REVIEW_FORM_PREFIX}${token}${query}`;
}

/** 32 random bytes as base64url: 43 characters, the shape reviewTokenSchema accepts. */
export const newReviewToken = () => randomBytes(32).toString("base64url");

export interface ReviewLinkService {
  /** The visit's link (made on first request); `customerId` limits it to that customer's own reservations. */
  urlFor(
    partnerId: number,
    origin: SiteOrigin,
    input: { reservationId: number; languageCode: ReviewLanguage; customerId?: number },
  ): Promise<ReviewUrl>;
  /** What the form at /reviews/write/{token} shows; 404 for a token this clinic never issued. */
  form(partnerId: number, token: string): Promise<ReviewForm>;
  /** Writes the link's one review as a visible partner review. */
  submit(partnerId: number, clientIp: string, token: string, review: ValidReview): Promise<PartnerReview>;
}

const isExpired = (link: ReviewLinkRow, now: Date) => link.expiresAt.getTime() <= now.getTime();

export function createReviewLinkService(database: Database): ReviewLinkService {
  const limiter = createRateLimiter(database);

  return {
    async urlFor(partnerId, origin, { reservationId, languageCode, customerId }) {
      const link = await withTenant(database.db, partnerId, async (tx) => {
        const visit = await findVisit(tx, partnerId, reservationId);
        // Someone else's reservation is as unknown as one that does not exist.
        if (!visit || (customerId !== undefined && visit.customerId !== customerId)) throw notFound();
        assertVisited(visit, new Date());
        return ensureLink(tx, partnerId, reservationId, newReviewToken(), REVIEW_LINK_TTL_DAYS);
      });
      return {
        reservationId,
        languageCode,
        url: reviewFormUrl(origin, link.token, languageCode),
        expiresAt: link.expiresAt.toISOString(),
        submitted: link.submittedAt !== null,
      };
    },

    async form(partnerId, token) {
      return withTenant(database.db, partnerId, async (tx) => {
        const link = await findLinkByToken(tx, partnerId, token);
        if (!link) throw notFound();
        const visit = await findVisit(tx, partnerId, link.reservationId);
        if (!visit) throw notFound();
        const status =
          link.submittedAt !== null ? "SUBMITTED" : isExpired(link, new Date()) ? "EXPIRED" : "OPEN";
        return {
          status,
          partnerName: await findPartnerName(tx, partnerId),
          authorName: maskAuthorName(visit.name.trim()),
          visitedAt: visit.reservedAt.toISOString(),
          productNames: await findProductNames(tx, partnerId, visit.id),
          expiresAt: link.expiresAt.toISOString(),
        };
      });
    },

    async submit(partnerId, clientIp, token, { rating, content }) {
      const key = `${partnerId}:${clientIp}`;
      await limiter.assertAllowed(REVIEW_SUBMIT_RATE_LIMIT, key, reviewMessages.tooMany);
      await limiter.hit(REVIEW_SUBMIT_RATE_LIMIT, key);
      const row = await withTenant(database.db, partnerId, async (tx) => {
        // Locked: of two submissions at once, the second waits and then finds the review written (409).
        const link = await findLinkByToken(tx, partnerId, token, { forUpdate: true });
        const visit = link && (await findVisit(tx, partnerId, link.reservationId));
        if (!link || !visit) throw notFound();
        if (link.submittedAt !== null) throw alreadySubmitted();
        if (isExpired(link, new Date())) throw expired();
        const [firstTreatment] = await findProductNames(tx, partnerId, visit.id);
        const review = await insertReview(tx, partnerId, {
          authorName: maskAuthorName(visit.name.trim()),
          rating,
          content,
          productName: firstTreatment ?? null,
        });
        await markSubmitted(tx, partnerId, link.id, review.id);
        return review;
      });
      return {
        id: row.id,
        authorName: row.authorName,
        rating: row.rating,
        content: row.content,
        productName: row.productName,
        imageUrls: row.imageUrls,
        createdAt: row.createdAt.toISOString(),
      };
    },
  };
}
