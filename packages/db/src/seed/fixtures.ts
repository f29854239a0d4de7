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
  /** The customer-centre board ('고객 게시판', area CSCENTER) and its guest posts (password DEMO_GUEST_POST_PASSWORD). */
  customerBoardTypeId: number;
  /** The newest public post with a clinic answer; null where the board makes every post private (haneul). */
  publicCustomerPostId: number | null;
  /** The newest private post with a clinic answer. */
  privateCustomerPostId: number;
  /** The newest post without an answer: the only kind a guest may still edit. */
  unansweredCustomerPostId: number;
  /** Pinned visible notices, newest first. */
  pinnedNoticeIds: number[];
  hiddenNoticeId: number;
  hiddenFaqId: number;
  /** Visible after-notices in display order (weight). */
  afterNoticeIds: number[];
  hiddenAfterNoticeId: number;
}

type Query = ReturnType<typeof sql>;
type Read = <T>(query: Query) => Promise<T[]>;

/**
 * Reads the fixtures of one seeded demo clinic as the connecting (owner) user. Secret event = the one event with
 * is_secret; ended event = the EVENT whose end date is before today (Asia/Seoul).
 */
export function findDemoFixtures(database: Database, partnerId: number): Promise<DemoFixtures> {
  // The tenant setting makes the reads pass row-level security even for an owner that is not a superuser.
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('app.partner_id', ${String(partnerId)}, true)`);
    const read: Read = async <T>(query: Query) =>
      ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
    return {
      ...(await readCatalogueFixtures(read, partnerId)),
      ...(await readCscenterFixtures(read, partnerId)),
    };
  });
}

/** Exactly one row, or the demo data is not what the fixtures promise. */
async function one<T>(read: Read, query: Query): Promise<T> {
  const rows = await read<T>(query);
  if (rows.length !== 1) throw new Error(`demo fixtures: expected one row, got ${rows.length}`);
  return rows[0]!;
}

const ids = (rows: { id: number }[]) => rows.map((row) => Number(row.id));

async function readCatalogueFixtures(read: Read, partnerId: number) {
  const today = sql`(now() at time zone 'Asia/Seoul')::date`;
  const secretEvent = await one<{ id: number }>(
    read,
    sql`select id from events where partner_id = ${partnerId} and is_secret`,
  );
  const secretCategory = await one<{ id: number; products: number[] }>(
    read,
    sql`
    select c.id, array_agg(p.id order by p.id) as products from product_categories c
    join products p on p.partner_id = c.partner_id and p.category_id = c.id
    where c.partner_id = ${partnerId} and c.is_secret group by c.id`,
  );
  const product = await one<{ id: number; token: string }>(
    read,
    sql`select id, preview_token as token from products where partner_id = ${partnerId} and not is_published`,
  );
  const branding = await one<{ id: number; token: string }>(
    read,
    sql`select id, preview_token as token from brandings where partner_id = ${partnerId} and not is_published`,
  );
  const notice = await one<{ id: number }>(
    read,
    sql`select id from events where partner_id = ${partnerId} and type = 'NOTICE'`,
  );
  const ended = await one<{ id: number }>(
    read,
    sql`select id from events where partner_id = ${partnerId} and type = 'EVENT' and end_date < ${today}`,
  );
  const upcoming = await one<{ id: number }>(
    read,
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

async function readCscenterFixtures(read: Read, partnerId: number) {
  const board = await one<{ id: number }>(
    read,
    sql`select id from board_types where partner_id = ${partnerId} and area = 'CSCENTER'`,
  );
  const newestPost = (condition: Query) =>
    read<{ id: number }>(sql`
      select p.id from customer_board_posts p
      where p.partner_id = ${partnerId} and p.board_type_id = ${board.id} and p.deleted_at is null and ${condition}
      order by p.created_at desc limit 1`);
  const answered = sql`exists (select 1 from customer_board_answers a
    where a.partner_id = p.partner_id and a.post_id = p.id)`;
  const [publicPost] = await newestPost(sql`not p.is_private and ${answered}`);
  const [privatePost] = await newestPost(sql`p.is_private and ${answered}`);
  const [unanswered] = await newestPost(sql`not ${answered}`);
  if (!privatePost || !unanswered) throw new Error("demo fixtures: the customer board lacks a kind of post");
  const hiddenOne = (table: string) =>
    one<{ id: number }>(
      read,
      sql`select id from ${sql.identifier(table)} where partner_id = ${partnerId} and not is_visible`,
    );
  return {
    customerBoardTypeId: Number(board.id),
    publicCustomerPostId: publicPost ? Number(publicPost.id) : null,
    privateCustomerPostId: Number(privatePost.id),
    unansweredCustomerPostId: Number(unanswered.id),
    pinnedNoticeIds: ids(
      await read(sql`select id from notices where partner_id = ${partnerId} and is_pinned and is_visible
        order by created_at desc`),
    ),
    hiddenNoticeId: Number((await hiddenOne("notices")).id),
    hiddenFaqId: Number((await hiddenOne("faqs")).id),
    afterNoticeIds: ids(
      await read(
        sql`select id from after_notices where partner_id = ${partnerId} and is_visible order by weight, id`,
      ),
    ),
    hiddenAfterNoticeId: Number((await hiddenOne("after_notices")).id),
  };
}
