import { apiErrorSchema } from "@clinic/shared";
import { errorResponses } from "../../lib/route-schemas";

/** Failures every signed-in console route can answer with, besides its own. */
export const consoleErrors = {
  ...errorResponses,
  401: apiErrorSchema.describe("No live console session in `Authorization: Bearer <token>`"),
  403: apiErrorSchema.describe("The account may not act on this clinic (or not with this role)"),
} as const;

export const CONSOLE_TAGS = ["console"];
