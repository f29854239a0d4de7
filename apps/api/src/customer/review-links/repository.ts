import { clinicRowBy, findClinicRow } from "@api/lib/clinic-rows";
import { and, asc, eq, schema, sql, type Tx } from "@clinic/db";

const { partnerReviews, partners, reservationItems, reservations, reviewLinks } = schema;

export type ReviewLinkRow = typeof reviewLinks.$inferSelect;
export type ReviewRow = typeof partnerReviews.$inferSelect;

/** What a review invitation needs of its visit. */
export interface VisitRow {
  id: number;
  customerId: number;
  status: string;
  reservedAt: Date;
  name: string;
}

export async function findVisit(tx: Tx, partnerId: number, id: number): Promise<VisitRow | null> {
  const [row] = await tx
    .select({
      id: reservations.id,
      customerId: reservations.customerId,
      status: reservations.status,
      reservedAt: reservations.reservedAt,
      name: reservations.name,
    })
    .from(reservations)
    .where(and(eq(reservations.partnerId, partnerId), eq(reservations.id, id)));
  return row ?? null;
}

/** The visit's treatment names in booking order, each once (two options of one product are one treatment). */
export async function findProductNames(tx: Tx, partnerId: number, reservationId: number): Promise<string[]> {
  const rows = await tx
    .select({ productName: reservationItems.productName })
    .from(reservationItems)
    .where(and(eq(reservationItems.partnerId, partnerId), eq(reservationItems.reservationId, reservationId)))
    .orderBy(asc(reservationItems.id));
  return [...new Set(rows.map((row) => row.productName))];
}

export async function findPartnerName(tx: Tx, partnerId: number): Promise<string> {
  const [row] = await tx
    .select({ partnerName: partners.partnerName, displayName: partners.displayName })
    .from(partners)
    .where(eq(partners.id, partnerId));
  if (!row) throw new Error(`partner ${partnerId} not visible in its own tenant`);
  return row.displayName?.trim() || row.partnerName;
}

/**
 * The visit's invitation, made with `token` if it has none yet. Two first requests at once both end with the one
 * row that won the insert (the unique key on partner and reservation), so a visit never has two links.
 */
export async function ensureLink(
  tx: Tx,
  partnerId: number,
  reservationId: number,
  token: string,
  ttlDays: number,
): Promise<ReviewLinkRow> {
  await tx
    .insert(reviewLinks)
    .values({ partnerId, reservationId, token, expiresAt: sql`now() + make_interval(days => ${ttlDays})` })
    .onConflictDoNothing({ target: [reviewLinks.partnerId, reviewLinks.reservationId] });
  const row = await findClinicRow(tx, reviewLinks, partnerId, eq(reviewLinks.reservationId, reservationId));
  if (!row) throw new Error(`review link of reservation ${reservationId} was not stored`);
  return row;
}

/** This clinic's invitation with `token`, locked for the rest of the transaction when a review is being written. */
export const findLinkByToken = clinicRowBy(reviewLinks, reviewLinks.token);

export interface NewReview {
  authorName: string;
  rating: number;
  content: string;
  productName: string | null;
}

/** A visible partner review; its insert trigger tells the storefront to refresh the clinic's review lists. */
export async function insertReview(tx: Tx, partnerId: number, review: NewReview): Promise<ReviewRow> {
  const [row] = await tx
    .insert(partnerReviews)
    .values({ partnerId, ...review, isVisible: true })
    .returning();
  if (!row) throw new Error("review was not stored");
  return row;
}

export async function markSubmitted(tx: Tx, partnerId: number, linkId: number, reviewId: number) {
  await tx
    .update(reviewLinks)
    .set({ reviewId, submittedAt: sql`now()` })
    .where(and(eq(reviewLinks.partnerId, partnerId), eq(reviewLinks.id, linkId)));
}
