import { apiErrorSchema } from "@clinic/shared";

/** Failures of the cart routes besides the shared ones; the answers themselves are in the contract. */
export const signedIn = {
  401: apiErrorSchema.describe("No valid session: missing, malformed, unknown, expired or revoked token"),
};
/** Guest routes need no session, so they answer this one but never 401. */
export const full = { 409: apiErrorSchema.describe("The cart already holds the most lines it may") };
