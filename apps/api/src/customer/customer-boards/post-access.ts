import type { AttemptDelay, DelayRule } from "@api/lib/attempt-delay";
import { HttpError } from "@api/lib/http-error";
import type { RateLimitRule } from "@api/lib/rate-limit";
import { verifyPassword } from "@clinic/db/passwords";
import { customerPostMessages, errorMessages, formMessages } from "@clinic/shared";
import type { PostRow } from "./repository";

/** Who is asking: the signed-in member (null for guests) and the client's IP, which the rate limits count by. */
export interface Viewer {
  customerId: number | null;
  ip: string;
}

const TEN_MINUTES = 600;
const HOUR = 3600;

/**
 * Wrong passwords slow down progressively instead of locking the post (decision 0010). Per address (on this post,
 * and over all of a clinic's posts): a few free failures, then 2 s, 4 s, 8 s … up to an hour between tries; this
 * bounds a guesser. Per post, from every address together: the same curve, but it only refuses addresses that
 * have been failing themselves, so a flood of wrong guesses never keeps the writer out of their own post.
 */
export const PASSWORD_ATTEMPT_DELAYS = {
  perPost: {
    name: "customer-post-password-delay",
    freeFailures: 5,
    baseSeconds: 2,
    maxSeconds: HOUR,
    forgetSeconds: HOUR,
  },
  perIp: {
    name: "customer-post-password-ip-delay",
    freeFailures: 20,
    baseSeconds: 2,
    maxSeconds: HOUR,
    forgetSeconds: HOUR,
  },
  perPostAnyIp: {
    name: "customer-post-password-any-delay",
    freeFailures: 10,
    baseSeconds: 2,
    maxSeconds: HOUR,
    forgetSeconds: HOUR,
  },
} as const satisfies Record<string, DelayRule>;

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
   * is a 403 and counts against the progressive delays; an address that must wait gets a 429 (Retry-After)
   * without its password being checked, so guessing cannot go on by mixing in a known password. `passwordField`
   * names the field for the 400 when no password was given.
   */
  assertWriter(
    partnerId: number,
    post: PostRow,
    password: string | undefined,
    viewer: Viewer,
    passwordField: string,
  ): Promise<void>;
}

export function createPostAccess(delays: AttemptDelay): PostAccess {
  return {
    async assertWriter(partnerId, post, password, viewer, passwordField) {
      if (isOwnPost(post, viewer)) return;
      // A member's post has no password: only that member may open, edit or delete it.
      const { passwordHash } = post;
      if (passwordHash === null) {
        throw new HttpError(403, "not the writer of this post", customerPostMessages.notYours);
      }
      if (password === undefined) throw missingFields([passwordField]);
      const ok = await delays.attempt(
        {
          target: [[PASSWORD_ATTEMPT_DELAYS.perPostAnyIp, `${partnerId}:${post.id}`]],
          address: [
            [PASSWORD_ATTEMPT_DELAYS.perPost, `${partnerId}:${post.id}:${viewer.ip}`],
            [PASSWORD_ATTEMPT_DELAYS.perIp, `${partnerId}:${viewer.ip}`],
          ],
          message: customerPostMessages.tooManyAttempts,
        },
        () => verifyPassword(passwordHash, password),
      );
      if (!ok) throw new HttpError(403, "wrong password", customerPostMessages.wrongPassword);
    },
  };
}
