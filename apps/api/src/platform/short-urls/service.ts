import { randomInt } from "node:crypto";
import { type SiteOrigin, siteUrl } from "@api/lib/host";
import { HttpError } from "@api/lib/http-error";
import type { Tenant } from "@api/plugins/tenant";
import { type Database, withTenant } from "@clinic/db";
import {
  errorMessages,
  GENERATED_SHORT_CODE_LENGTH,
  SHORT_LINK_PREFIX,
  type ShortUrl,
  shortUrlMessages,
  type staffShortUrlListSchema,
  type staffShortUrlSchema,
} from "@clinic/shared";
import type { z } from "zod";
import { hitShortUrl, insertShortUrl, listShortUrls, type ShortUrlRow } from "./repository";

type StaffShortUrl = z.infer<typeof staffShortUrlSchema>;
type StaffShortUrlList = z.infer<typeof staffShortUrlListSchema>;

export interface ShortUrlInput {
  targetPath: string;
  code?: string | undefined;
  title?: string | undefined;
  expiresAt?: string | undefined;
}

export interface ShortUrlService {
  /** Resolves a live code of the clinic and counts the visit; 404 for unknown and expired codes alike. */
  resolve(partnerId: number, code: string): Promise<ShortUrl>;
  /** Creates a link with the chosen code (409 when taken) or a generated one. */
  create(tenant: Tenant, input: ShortUrlInput): Promise<StaffShortUrl>;
  list(tenant: Tenant): Promise<StaffShortUrlList>;
}

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
/**
 * Generated codes that may collide before giving up. With 62^7 codes a clinic would need billions of links for
 * even one retry to be likely, so running out means something else is wrong (and is a 500, not the caller's fault).
 */
const GENERATE_ATTEMPTS = 5;

/** A random base62 code; randomInt draws without modulo bias. */
export function generateShortCode(length = GENERATED_SHORT_CODE_LENGTH): string {
  return Array.from({ length }, () => BASE62[randomInt(BASE62.length)]).join("");
}

export const shortUrlNotFound = () => new HttpError(404, "short url not found", shortUrlMessages.notFound);

const codeTaken = () =>
  new HttpError(409, "short code already in use", shortUrlMessages.codeTaken, [
    { path: "body.code", message: shortUrlMessages.codeTaken },
  ]);

const expiryPast = () =>
  new HttpError(400, "validation failed", errorMessages.badRequest, [
    { path: "body.expiresAt", message: shortUrlMessages.expiryPast },
  ]);

/** The address a clinic hands out: absolute, on the host (and scheme and port) the request named. */
export const shortLinkUrl = (origin: SiteOrigin, code: string) =>
  `${siteUrl(origin.host, origin)}${SHORT_LINK_PREFIX}${code}`;

function toStaff(row: ShortUrlRow, origin: SiteOrigin): StaffShortUrl {
  return {
    id: row.id,
    code: row.code,
    url: shortLinkUrl(origin, row.code),
    targetPath: row.targetPath,
    title: row.title,
    hitCount: row.hitCount,
    lastHitAt: row.lastHitAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createShortUrlService(
  database: Database,
  /** Where generated codes come from; tests pass a predictable one to exercise collisions. */
  generateCode: () => string = generateShortCode,
): ShortUrlService {
  return {
    async resolve(partnerId, code) {
      const hit = await withTenant(database.db, partnerId, (tx) => hitShortUrl(tx, partnerId, code));
      if (!hit) throw shortUrlNotFound();
      return { shortenUrl: hit.code, targetPath: hit.targetPath };
    },

    async create({ partnerId, origin }, input) {
      const expiresAt = input.expiresAt === undefined ? null : new Date(input.expiresAt);
      // A link that is dead on arrival is a mistake, not a choice.
      if (expiresAt !== null && expiresAt.getTime() <= Date.now()) throw expiryPast();
      const values = { partnerId, targetPath: input.targetPath, title: input.title ?? null, expiresAt };
      const row = await withTenant(database.db, partnerId, async (tx) => {
        if (input.code !== undefined) return insertShortUrl(tx, { ...values, code: input.code });
        for (let attempt = 0; attempt < GENERATE_ATTEMPTS; attempt++) {
          const created = await insertShortUrl(tx, { ...values, code: generateCode() });
          if (created) return created;
        }
        throw new Error(`no free short code after ${GENERATE_ATTEMPTS} attempts`);
      });
      if (!row) throw codeTaken();
      return toStaff(row, origin);
    },

    async list({ partnerId, origin }) {
      const rows = await withTenant(database.db, partnerId, (tx) => listShortUrls(tx, partnerId));
      return { rows: rows.map((row) => toStaff(row, origin)) };
    },
  };
}
