import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The signature of the tenant partner header (decision 0028): HMAC-SHA256 of the partner id, keyed by the secret
 * the web server and the API share (REVALIDATE_TOKEN). Server-only: node:crypto, and the secret must never reach a
 * browser bundle, so this module is imported by its own path (`@clinic/shared/tenant-signature`), not the index.
 */

// A purpose prefix, so a signature made here can never be replayed as the MAC of another message under the same key.
const PURPOSE = "clinic-tenant-partner:v1:";

export function signTenant(partnerId: number, secret: string): string {
  return createHmac("sha256", secret).update(`${PURPOSE}${partnerId}`).digest("base64url");
}

/**
 * The partner id of a header pair when the signature is the one `signTenant` gives for it; null for anything else
 * (missing, malformed, forged, or no secret configured). Constant-time comparison.
 */
export function verifyTenant(
  partnerHeader: string | undefined,
  signatureHeader: string | undefined,
  secret: string | undefined,
): number | null {
  if (!secret || partnerHeader === undefined || signatureHeader === undefined) return null;
  if (!/^[1-9][0-9]{0,9}$/.test(partnerHeader)) return null;
  const partnerId = Number(partnerHeader);
  if (!Number.isSafeInteger(partnerId) || partnerId > 2_147_483_647) return null;
  const expected = Buffer.from(signTenant(partnerId, secret));
  const given = Buffer.from(signatureHeader);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return partnerId;
}
