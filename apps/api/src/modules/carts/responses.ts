import { apiErrorSchema, cartSchema } from "@clinic/shared";
import { errorResponses } from "../../lib/route-schemas";

export const signedIn = {
  401: apiErrorSchema.describe("No valid session: missing, malformed, unknown, expired or revoked token"),
};
const full = { 409: apiErrorSchema.describe("The cart already holds the most lines it may") };

export const cartResponses = { 200: cartSchema, ...signedIn, ...errorResponses };
export const createdCartResponses = { 201: cartSchema, ...signedIn, ...full, ...errorResponses };
/** Guest routes need no session, so they never answer 401. */
export const guestCartResponses = { 200: cartSchema, ...errorResponses };
export const createdGuestCartResponses = { 201: cartSchema, ...full, ...errorResponses };
