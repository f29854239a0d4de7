import { createHash } from "node:crypto";
import { and, type Database, eq, isNull, schema, withTenant } from "@clinic/db";
import { errorMessages } from "@clinic/shared";
import type { FastifyRequest } from "fastify";
import { HttpError } from "../../lib/http-error";
import { tokenFromAuthorization } from "../../plugins/customer-session";
import { tenantOf } from "../../plugins/tenant";

const { staffApiKeys } = schema;

/** Longest key we hash; anything longer is not one of ours and is refused without work. */
const MAX_KEY_LENGTH = 200;

export const staffKeyRequired = () => new HttpError(401, "staff key required", errorMessages.sessionExpired);

/** Keys are stored as the SHA-256 hex of the key, so a leaked table does not leak working keys. */
export const hashStaffKey = (key: string) => createHash("sha256").update(key).digest("hex");

/**
 * Checks `Authorization: Bearer <staff key>` against this clinic's unrevoked keys; 401 otherwise. The lookup runs
 * inside the tenant transaction, so another clinic's key matches nothing here.
 */
export function createStaffAuth(database: Database) {
  return async (request: FastifyRequest): Promise<void> => {
    const key = tokenFromAuthorization(request.headers.authorization);
    if (!key || key.length > MAX_KEY_LENGTH) throw staffKeyRequired();
    const { partnerId } = tenantOf(request);
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
    if (!found) throw staffKeyRequired();
  };
}
