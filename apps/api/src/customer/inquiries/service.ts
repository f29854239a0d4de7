import { createRateLimiter, type RateLimitRule } from "@api/lib/rate-limit";
import { recordNewInquiry } from "@api/messaging/inquiry-messages";
import { type Database, withTenant } from "@clinic/db";
import type { inquiryCreateSchema } from "@clinic/shared";
import type { z } from "zod";
import { insertInquiry } from "./repository";

/** Spec issue 5: a visitor (client IP) may send 5 inquiries to one clinic per 10 minutes. */
export const INQUIRY_RATE_LIMIT: RateLimitRule = { name: "inquiry", limit: 5, windowSeconds: 10 * 60 };

export const tooManyInquiries = (minutes: number) =>
  `문의를 너무 자주 보내셨습니다. ${minutes}분 후에 다시 시도해 주세요.`;

export type ValidInquiry = z.output<typeof inquiryCreateSchema>;

export interface InquiryService {
  /** Stores a validated inquiry from `clientIp`; 429 once that visitor has sent too many to this clinic. */
  create(
    partnerId: number,
    clientIp: string,
    inquiry: ValidInquiry,
  ): Promise<{ id: number; createdAt: string }>;
}

export function createInquiryService(database: Database): InquiryService {
  const limiter = createRateLimiter(database);
  return {
    async create(partnerId, clientIp, { category, name, phone, email, content }) {
      const key = `${partnerId}:${clientIp}`;
      await limiter.assertAllowed(INQUIRY_RATE_LIMIT, key, tooManyInquiries);
      const stored = await withTenant(database.db, partnerId, async (tx) => {
        // An empty email field means "no email", not an address.
        const row = await insertInquiry(tx, partnerId, {
          category,
          name,
          phone,
          email: email || null,
          content,
        });
        // The staff alert commits with the inquiry (decision 0036).
        await recordNewInquiry(tx, partnerId, { id: row.id, category, name, content });
        return row;
      });
      // Counted only once stored: rejected forms (typos, missing consent) never use up a visitor's allowance.
      await limiter.hit(INQUIRY_RATE_LIMIT, key);
      return { id: stored.id, createdAt: stored.createdAt.toISOString() };
    },
  };
}
