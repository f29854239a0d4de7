import { REVIEW_LINK_TTL_DAYS } from "@clinic/shared";
import { sql } from "drizzle-orm";
import type { Tx } from "../client";
import * as schema from "../schema/index";
import type { SeedClock } from "./clock";
import { demoTreatmentOptions } from "./demo-options";
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
  const [option] = await demoTreatmentOptions(tx, partnerId, 1);
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
