import { sql } from "drizzle-orm";
import type { Database } from "../client";
import { seededRandom } from "./svg";

/**
 * The preview token of a clinic's unpublished demo product or branding: 32 hex characters, the same on every seed,
 * so tests and the demo's preview links can name it without reading the database.
 */
export function demoPreviewToken(code: string, kind: "product" | "branding"): string {
  const random = seededRandom(`${code}:preview:${kind}`);
  return Array.from({ length: 4 }, () =>
    Math.floor(random() * 0x1_0000_0000)
      .toString(16)
      .padStart(8, "0"),
  ).join("");
}

/** Ids of the demo rows with special rules (secret, preview, filtered), for tests. */
export interface DemoFixtures {
  secretEventId: number;
  secretCategoryId: number;
  secretProductIds: number[];
  unpublishedProduct: { id: number; previewToken: string };
  unpublishedBranding: { id: number; previewToken: string };
  noticeEventId: number;
  endedEventId: number;
  /** A visible event that starts in the future. */
  upcomingEventId: number;
}

/**
 * Reads the fixtures of one seeded demo clinic as the connecting (owner) user. Secret event = the one event with
 * is_secret; ended event = the EVENT whose end date is before today (Asia/Seoul).
 */
export function findDemoFixtures(database: Database, partnerId: number): Promise<DemoFixtures> {
  // The tenant setting makes the reads pass row-level security even for an owner that is not a superuser.
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('app.partner_id', ${String(partnerId)}, true)`);
    const one = async <T>(query: ReturnType<typeof sql>): Promise<T> => {
      const { rows } = (await tx.execute(query)) as unknown as { rows: T[] };
      if (rows.length !== 1) throw new Error(`demo fixtures: expected one row, got ${rows.length}`);
      return rows[0]!;
    };
    return readFixtures(one, partnerId);
  });
}

async function readFixtures(
  one: <T>(query: ReturnType<typeof sql>) => Promise<T>,
  partnerId: number,
): Promise<DemoFixtures> {
  const today = sql`(now() at time zone 'Asia/Seoul')::date`;
  const secretEvent = await one<{ id: number }>(
    sql`select id from events where partner_id = ${partnerId} and is_secret`,
  );
  const secretCategory = await one<{ id: number; products: number[] }>(sql`
    select c.id, array_agg(p.id order by p.id) as products from product_categories c
    join products p on p.partner_id = c.partner_id and p.category_id = c.id
    where c.partner_id = ${partnerId} and c.is_secret group by c.id`);
  const product = await one<{ id: number; token: string }>(
    sql`select id, preview_token as token from products where partner_id = ${partnerId} and not is_published`,
  );
  const branding = await one<{ id: number; token: string }>(
    sql`select id, preview_token as token from brandings where partner_id = ${partnerId} and not is_published`,
  );
  const notice = await one<{ id: number }>(
    sql`select id from events where partner_id = ${partnerId} and type = 'NOTICE'`,
  );
  const ended = await one<{ id: number }>(
    sql`select id from events where partner_id = ${partnerId} and type = 'EVENT' and end_date < ${today}`,
  );
  const upcoming = await one<{ id: number }>(
    sql`select id from events where partner_id = ${partnerId} and not is_secret and start_date > ${today}`,
  );
  return {
    secretEventId: Number(secretEvent.id),
    secretCategoryId: Number(secretCategory.id),
    secretProductIds: secretCategory.products.map(Number),
    unpublishedProduct: { id: Number(product.id), previewToken: product.token },
    unpublishedBranding: { id: Number(branding.id), previewToken: branding.token },
    noticeEventId: Number(notice.id),
    endedEventId: Number(ended.id),
    upcomingEventId: Number(upcoming.id),
  };
}
