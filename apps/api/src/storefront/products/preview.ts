import { createHash, timingSafeEqual } from "node:crypto";

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * Whether a preview request may see an unpublished row: the row has a token and the request carries exactly it.
 * Compared in constant time (over digests, so lengths do not leak either).
 */
export function previewAllowed(stored: string | null, given: string | undefined): boolean {
  if (!stored || given === undefined) return false;
  return timingSafeEqual(digest(stored), digest(given));
}
