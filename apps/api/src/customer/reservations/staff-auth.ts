import { createHash } from "node:crypto";
import { HttpError } from "@api/lib/http-error";
import { createRateLimiter } from "@api/lib/rate-limit";
import { ROUTE_LIMITS, tooManyAttempts, visitorKey } from "@api/lib/route-limits";
import { tokenFromAuthorization } from "@api/plugins/customer-session";
import { tenantOf } from "@api/plugins/tenant";
import { and, type Database, eq, isNull, schema, withTenant } from "@clinic/db";
import { errorMessages } from "@clinic/shared";
import type { FastifyRequest } from "fastify";

const { staffApiKeys } = schema;

/** Longest key we hash; anything longer is not one of ours and is refused without work. */
const MAX_KEY_LENGTH = 200;

export const staffKeyRequired = () => new HttpError(401, "staff key required", errorMessages.sessionExpired);

/** Keys are stored as the SHA-256 hex of the key, so a leaked table does not leak working keys. */
export const hashStaffKey = (key: string) => createHash("sha256").update(key).digest("hex");

/**
 * Checks `Authorization: Bearer <staff key>` against this clinic's unrevoked keys; 401 otherwise. The lookup runs
 * inside the tenant transaction, so another clinic's key matches nothing here. Wrong keys are counted per visitor
 * address and clinic (guessing); once too many, even the right key waits (429) until the window ends.
 */
export function createStaffAuth(database: Database) {
  const limiter = createRateLimiter(database);
  const rule = ROUTE_LIMITS.staffKeyFailures;
  return async (request: FastifyRequest): Promise<void> => {
    const key = tokenFromAuthorization(request.headers.authorization);
    if (!key) throw staffKeyRequired();
    const { partnerId } = tenantOf(request);
    const visitor = await visitorKey(request);
    await limiter.assertAllowed(rule, visitor, tooManyAttempts);
    if (key.length > MAX_KEY_LENGTH) {
      await limiter.hit(rule, visitor);
      throw staffKeyRequired();
    }
    const [found] = await withTenant(database.db, partnerId, (tx) =>
      tx
        .select({ id: staffApiKeys.id })
        .from(staffApiKeys)
        .where(
          and(
            eq(staffApiKeys.partnerId, partnerId),
            eq(staffApiKeys.keyHash, hashStaffKey(key)),
            isNull(staffApiKeys.revokedAt),
          ),
        ),
    );
    if (!found) {
      await limiter.hit(rule, visitor);
      throw staffKeyRequired();
    }
  };
}
