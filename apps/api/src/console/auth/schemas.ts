import { errorResponses } from "@api/lib/route-schemas";
import { apiErrorSchema } from "@clinic/shared";

/** Failures every signed-in console route can answer with, besides its own. */
export const consoleErrors = {
  ...errorResponses,
  401: apiErrorSchema.describe("No live console session in `Authorization: Bearer <token>`"),
  403: apiErrorSchema.describe("The account may not act on this clinic (or not with this role)"),
} as const;

/** Routes that check a password or a token: failures are slowed down progressively (decision 0019). */
export const slowedDown = {
  429: apiErrorSchema.describe(
    "Too many failed attempts from this address or on this account; see Retry-After",
  ),
} as const;

export const CONSOLE_TAGS = ["console"];
