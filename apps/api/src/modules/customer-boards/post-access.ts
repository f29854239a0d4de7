import { verifyPassword } from "@clinic/db/passwords";
import { customerPostMessages, errorMessages, formMessages } from "@clinic/shared";
import { HttpError } from "../../lib/http-error";
import type { RateLimiter, RateLimitRule } from "../../lib/rate-limit";
import type { PostRow } from "./repository";

/** Who is asking: the signed-in member (null for guests) and the client's IP, which the rate limits count by. */
export interface Viewer {
  customerId: number | null;
  ip: string;
}

const TEN_MINUTES = 600;

/**
 * Failed password attempts on one post from one IP, from one IP over all of a clinic's posts, and on one post from
 * every address together: addresses can be spoofed where no proxy overwrites X-Forwarded-For (decision 0010), so
 * the last rule caps guessing at one post whatever address it claims to come from.
 */
export const PASSWORD_ATTEMPT_RULES = {
  perPost: { name: "customer-post-password", limit: 5, windowSeconds: TEN_MINUTES },
  perIp: { name: "customer-post-password-ip", limit: 20, windowSeconds: TEN_MINUTES },
  perPostAnyIp: { name: "customer-post-password-any", limit: 30, windowSeconds: 6 * TEN_MINUTES },
} as const satisfies Record<string, RateLimitRule>;

/** Posts written from one IP on one clinic's boards. */
export const WRITE_RULE: RateLimitRule = {
  name: "customer-post-write",
  limit: 5,
  windowSeconds: TEN_MINUTES,
};

export const isOwnPost = (post: PostRow, viewer: Viewer) =>
  post.customerId !== null && post.customerId === viewer.customerId;

/** 400 naming missing fields, in the shape validation errors have. */
export const missingFields = (paths: string[]) =>
  new HttpError(
    400,
    "validation failed",
    errorMessages.badRequest,
    paths.map((path) => ({ path, message: formMessages.required })),
  );

export interface PostAccess {
  /**
   * Lets the writer through: the member who wrote the post, or anyone with its guest password. A wrong password
   * is a 403 and counts against the attempt limits; once a limit is reached even the right one is a 429 until the
   * window ends, so guessing cannot go on by mixing in a known password. `passwordField` names the field for the 400
   * when no password was given.
   */
  assertWriter(
    partnerId: number,
    post: PostRow,
    password: string | undefined,
    viewer: Viewer,
    passwordField: string,
  ): Promise<void>;
}

export function createPostAccess(limiter: RateLimiter): PostAccess {
  return {
    async assertWriter(partnerId, post, password, viewer, passwordField) {
      if (isOwnPost(post, viewer)) return;
      // A member's post has no password: only that member may open, edit or delete it.
      if (post.passwordHash === null) {
        throw new HttpError(403, "not the writer of this post", customerPostMessages.notYours);
      }
      if (password === undefined) throw missingFields([passwordField]);
      const keys = [
        [PASSWORD_ATTEMPT_RULES.perPost, `${partnerId}:${post.id}:${viewer.ip}`],
        [PASSWORD_ATTEMPT_RULES.perIp, `${partnerId}:${viewer.ip}`],
        [PASSWORD_ATTEMPT_RULES.perPostAnyIp, `${partnerId}:${post.id}`],
      ] as const;
      for (const [rule, key] of keys) {
        await limiter.assertAllowed(rule, key, customerPostMessages.tooManyAttempts);
      }
      if (await verifyPassword(post.passwordHash, password)) return;
      for (const [rule, key] of keys) await limiter.hit(rule, key);
      throw new HttpError(403, "wrong password", customerPostMessages.wrongPassword);
    },
  };
}
