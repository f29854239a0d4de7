import { REVIEW_LINK_TTL_DAYS } from "@clinic/shared";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Tx } from "../client";
import * as schema from "../schema/index";
import type { SeedClock } from "./clock";
import { demoReviewToken } from "./demo-review-token";
import type { DemoClinic } from "./types";

/** The demo guest of each clinic whose past visit has a review link (names and phones no test uses). */
const DEMO_REVIEWERS: Record<string, { name: string; phone: string }> = {
  lumiere: { name: "이수민", phone: "01077770001" },
  haneul: { name: "박지현", phone: "01077770002" },
};
const FALLBACK_REVIEWER = { name: "김방문", phone: "01077770009" };

/** The demo visit lies this many days back, at this Seoul time: done, and well inside the link's lifetime. */
const VISIT_DAYS_AGO = 3;
const VISIT_TIME = "14:00";

/**
 * A demo guest with a confirmed treatment visit a few days ago (a real published option of the clinic) and the
 * visit's review link, still open: the seed prints it so the review form can be tried at once.
 */
export async function insertReviewLinks(
  tx: Tx,
  partnerId: number,
  clinic: DemoClinic,
  clock: SeedClock,
): Promise<void> {
  const [option] = await tx
    .select({
      productId: schema.products.id,
      productName: schema.products.name,
      productOptionId: schema.productOptions.id,
      optionName: schema.productOptions.name,
      price: schema.productOptions.price,
      durationMinutes: schema.productOptions.durationMinutes,
    })
    .from(schema.productOptions)
    .innerJoin(
      schema.products,
      and(
        eq(schema.products.partnerId, schema.productOptions.partnerId),
        eq(schema.products.id, schema.productOptions.productId),
      ),
    )
    .innerJoin(schema.productCategories, eq(schema.productCategories.id, schema.products.categoryId))
    .where(
      and(
        eq(schema.productOptions.partnerId, partnerId),
        eq(schema.products.isPublished, true),
        eq(schema.productCategories.isSecret, false),
      ),
    )
    .orderBy(asc(schema.products.id), asc(schema.productOptions.id))
    .limit(1);
  if (!option) throw new Error(`demo clinic ${clinic.code} has no published treatment to have visited`);

  const reviewer = DEMO_REVIEWERS[clinic.code] ?? FALLBACK_REVIEWER;
  const [customer] = await tx
    .insert(schema.customers)
    .values({ partnerId, type: "GUEST", ...reviewer })
    .returning({ id: schema.customers.id });
  const [reservation] = await tx
    .insert(schema.reservations)
    .values({
      partnerId,
      customerId: customer!.id,
      type: "TREATMENT",
      status: "CONFIRMED",
      reservedAt: new Date(`${clock.day(-VISIT_DAYS_AGO)}T${VISIT_TIME}:00+09:00`),
      durationMinutes: option.durationMinutes ?? 30,
      ...reviewer,
      totalPrice: option.price,
    })
    .returning({ id: schema.reservations.id });
  await tx.insert(schema.reservationItems).values({ ...option, partnerId, reservationId: reservation!.id });
  await tx.insert(schema.reviewLinks).values({
    partnerId,
    reservationId: reservation!.id,
    token: demoReviewToken(clinic.code),
    expiresAt: sql`now() + make_interval(days => ${REVIEW_LINK_TTL_DAYS})`,
  });
}
