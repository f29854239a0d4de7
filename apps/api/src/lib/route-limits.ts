import type { Database } from "@clinic/db";
import type { FastifyReply, FastifyRequest, onSendHookHandler, preHandlerHookHandler } from "fastify";
import { createRateLimiter, type RateLimitRule } from "./rate-limit";

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * Limits for routes whose services do not count attempts themselves: identity checks (an impUid can be
 * guessed or probed; demo verifications and sign-ups fill tables), staff keys, and reservations (flooding a
 * clinic's calendar). Per visitor address (X-Forwarded-For from the storefront), per clinic.
 */
export const ROUTE_LIMITS = {
  /** Refused identity calls (unknown or spent impUids): a person mistypes rarely; probing fails all the time. */
  identityFailures: { name: "identity-failed-ip", limit: 30, windowSeconds: 10 * MINUTE },
  /** Refused staff keys: staff tools send the right key, so only guessing fails this often. */
  staffKeyFailures: { name: "staff-key-failed-ip", limit: 20, windowSeconds: 10 * MINUTE },
  /** Reservations made per customer: a family books a handful; more is a script filling the calendar. */
  reservations: { name: "reservation-create-customer", limit: 20, windowSeconds: HOUR },
} as const satisfies Record<string, RateLimitRule>;

export const tooManyAttempts = (minutes: number) =>
  `요청이 너무 많습니다. ${minutes}분 후에 다시 시도해 주세요.`;

/** Which answers use up the allowance: every one, the refused ones (guesses), or the 201s (things made). */
export type Counted = "all" | "failures" | "created";

const CREATED = 201;

const CLIENT_ERROR_START = 400;
const SERVER_ERROR_START = 500;

function counts(counted: Counted, status: number): boolean {
  if (status >= SERVER_ERROR_START) return false;
  if (counted === "all") return true;
  if (counted === "created") return status === CREATED;
  return status >= CLIENT_ERROR_START;
}

export interface RouteLimit {
  preHandler: preHandlerHookHandler;
  onSend: onSendHookHandler;
}

/** The clinic (when the tenant hook resolved one) and the visitor's address. */
export const visitorKey = async (request: FastifyRequest) =>
  `${request.tenant?.partnerId ?? "-"}:${request.ip}`;

/**
 * Route hooks: preHandler refuses with 429 (spec-8 shape, Retry-After) once the key's window is used up;
 * onSend counts the answer before it leaves, so the next call already sees it. Server errors never count.
 */
export function routeLimit(
  database: Database,
  rule: RateLimitRule,
  counted: Counted,
  keyOf: (request: FastifyRequest) => Promise<string> = visitorKey,
): RouteLimit {
  const limiter = createRateLimiter(database);
  return {
    async preHandler(request: FastifyRequest) {
      await limiter.assertAllowed(rule, await keyOf(request), tooManyAttempts);
    },
    async onSend(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
      if (reply.statusCode !== 429 && counts(counted, reply.statusCode)) {
        await limiter.hit(rule, await keyOf(request));
      }
      return payload;
    },
  };
}
