import { type Database, eq, schema } from "@clinic/db";
import { reviewUrlSchema } from "@clinic/shared";
import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";

const HOUR_MS = 60 * 60 * 1000;

export interface VisitOptions {
  status?: "REQUESTED" | "CONFIRMED" | "CANCELLED";
  /** Hours from now of the reserved time: negative = in the past (the default, three days ago). */
  inHours?: number;
  name?: string;
  /** Treatment names (one reservation line each); none = a consultation visit. */
  treatments?: string[];
}

/**
 * A reservation of `customerId` written straight into the table (as the owner), so a visit can lie in the past:
 * the booking endpoint only takes future times.
 */
export async function insertVisit(
  database: Database,
  partnerId: number,
  customerId: number,
  options: VisitOptions = {},
): Promise<number> {
  const { db } = database;
  const treatments = options.treatments ?? [];
  const [reservation] = await db
    .insert(schema.reservations)
    .values({
      partnerId,
      customerId,
      type: treatments.length > 0 ? "TREATMENT" : "VISIT",
      status: options.status ?? "CONFIRMED",
      reservedAt: new Date(Date.now() + (options.inHours ?? -72) * HOUR_MS),
      durationMinutes: 30,
      name: options.name ?? "김하늘",
      phone: "01012345678",
    })
    .returning({ id: schema.reservations.id });
  if (!reservation) throw new Error("visit not inserted");
  if (treatments.length > 0) {
    const [option] = await db
      .select({ id: schema.productOptions.id, productId: schema.productOptions.productId })
      .from(schema.productOptions)
      .where(eq(schema.productOptions.partnerId, partnerId))
      .limit(1);
    if (!option) throw new Error(`clinic ${partnerId} has no product option`);
    await db.insert(schema.reservationItems).values(
      treatments.map((productName) => ({
        partnerId,
        reservationId: reservation.id,
        productId: option.productId,
        productOptionId: option.id,
        productName,
        optionName: "1회",
        price: 10_000,
      })),
    );
  }
  return reservation.id;
}

/** The token of a review-url answer's link (the last path segment). */
export function tokenOf(response: LightMyRequestResponse): string {
  expect(response.statusCode, response.body).toBe(200);
  const { url } = reviewUrlSchema.parse(response.json());
  const token = new URL(url).pathname.split("/").pop();
  if (!token) throw new Error(`no token in ${url}`);
  return token;
}

/** Moves a link's expiry (as the owner): in the past to test an expired link. */
export async function setLinkExpiry(database: Database, token: string, expiresAt: Date): Promise<void> {
  await database.db.update(schema.reviewLinks).set({ expiresAt }).where(eq(schema.reviewLinks.token, token));
}
