import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { PREVIEW_LINK_MINUTES } from "@clinic/shared";

/**
 * Signed preview tokens (decision 0020): `{partnerId}.{expires, epoch seconds}.{HMAC-SHA256}`. A token shows one
 * clinic's drafts on that clinic's own site until it expires; it grants nothing else and cannot be turned into
 * another clinic's token without the secret. Every API instance must share PREVIEW_SECRET; without it each process
 * makes its own, so links end when the API restarts (fine on one machine, documented for several).
 */
export interface PreviewTokens {
  issue(partnerId: number, now?: Date): { token: string; expiresAt: string };
  /** The clinic and expiry of a valid, unexpired token; null otherwise. */
  verify(token: string, now?: Date): { partnerId: number; expiresAt: Date } | null;
}

const TOKEN = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

export function createPreviewTokens(secret: string = randomBytes(32).toString("hex")): PreviewTokens {
  const sign = (payload: string) => createHmac("sha256", secret).update(payload).digest("base64url");
  return {
    issue(partnerId, now = new Date()) {
      const expires = Math.floor(now.getTime() / 1000) + PREVIEW_LINK_MINUTES * 60;
      const payload = `${partnerId}.${expires}`;
      return { token: `${payload}.${sign(payload)}`, expiresAt: new Date(expires * 1000).toISOString() };
    },
    verify(token, now = new Date()) {
      const match = TOKEN.exec(token);
      if (!match) return null;
      const [, partner, expires, signature] = match as unknown as [string, string, string, string];
      const expected = Buffer.from(sign(`${partner}.${expires}`));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      const expiresAt = new Date(Number(expires) * 1000);
      if (expiresAt.getTime() <= now.getTime()) return null;
      return { partnerId: Number(partner), expiresAt };
    },
  };
}
