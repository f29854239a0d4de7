import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, withTenant } from "./client";
import { eq, sql } from "./query";
import * as schema from "./schema/index";
import { rowsOf } from "./test-helpers";
import { createTestDatabase } from "./testing";

// The storefront's caches are dropped on these announcements, so what matters is: every committed change of a
// clinic's content is announced with that clinic's id, and nothing is announced for a change that was rolled back.
let database: Database;
let partnerId: number;
let categoryId: number;
const heard: string[] = [];
let stop: () => Promise<void>;

const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

beforeAll(async () => {
  database = await createTestDatabase();
  const [partner] = await database.db
    .insert(schema.partners)
    .values({ code: "notifytest", partnerName: "알림 의원" })
    .returning();
  partnerId = partner!.id;
  const [category] = await database.db
    .insert(schema.productCategories)
    .values({ partnerId, name: "리프팅" })
    .returning();
  categoryId = category!.id;
  stop = await database.listen("content_changed", (payload) => heard.push(payload));
});

afterAll(async () => {
  await stop?.();
  await database?.close();
});

describe("content_changed notifications", () => {
  it("announces a committed product change once per statement with the table and partner", async () => {
    heard.length = 0;
    await withTenant(database.db, partnerId, (tx) =>
      tx.insert(schema.products).values([
        { partnerId, categoryId, name: "울쎄라 리프팅" },
        { partnerId, categoryId, name: "써마지 리프팅" },
      ]),
    );
    await settle();
    expect(heard).toEqual([`products:${partnerId}`]);
  });

  it("announces updates and deletes, and the partner row itself", async () => {
    heard.length = 0;
    await withTenant(database.db, partnerId, (tx) =>
      tx
        .update(schema.productCategories)
        .set({ name: "리프팅·탄력" })
        .where(eq(schema.productCategories.id, categoryId)),
    );
    await database.db
      .update(schema.partners)
      .set({ displayName: "알림" })
      .where(eq(schema.partners.id, partnerId));
    await settle();
    expect(heard).toEqual([`product_categories:${partnerId}`, `partners:${partnerId}`]);
  });

  it("announces customer-centre content, but never visitors' posts, answers or inquiries", async () => {
    heard.length = 0;
    const boardTypeId = await withTenant(database.db, partnerId, async (tx) => {
      await tx.insert(schema.notices).values({ partnerId, title: "휴진 안내" });
      const [group] = await tx.insert(schema.faqGroups).values({ partnerId, name: "예약" }).returning();
      await tx.insert(schema.faqs).values({ partnerId, faqGroupId: group!.id, question: "주차되나요?" });
      await tx.insert(schema.afterNotices).values({ partnerId, title: "토닝 후 주의사항" });
      const [board] = await tx
        .insert(schema.boardTypes)
        .values({ partnerId, name: "고객 게시판", area: "CSCENTER" })
        .returning();
      return board!.id;
    });
    await settle();
    expect(heard.sort()).toEqual(
      ["after_notices", "board_types", "faq_groups", "faqs", "notices"].map((t) => `${t}:${partnerId}`),
    );

    heard.length = 0;
    await withTenant(database.db, partnerId, async (tx) => {
      const [post] = await tx
        .insert(schema.customerBoardPosts)
        .values({
          partnerId,
          boardTypeId,
          authorName: "김민지",
          passwordHash: "x",
          title: "문의",
          content: "내용",
        })
        .returning();
      await tx
        .insert(schema.customerBoardAnswers)
        .values({ partnerId, postId: post!.id, authorName: "알림 의원", contentHtml: "<p>답변</p>" });
      await tx.insert(schema.inquiries).values({
        partnerId,
        category: "ETC",
        name: "김민지",
        phone: "01012345678",
        content: "문의",
        privacyAgreedAt: new Date(),
      });
    });
    await settle();
    expect(heard).toEqual([]);
  });

  it("announces host changes, so every process drops what it knows about which clinic a host belongs to", async () => {
    heard.length = 0;
    const [host] = await database.db
      .insert(schema.partnerHosts)
      .values({ partnerId, host: "notify.example.kr" })
      .returning();
    await database.db.delete(schema.partnerHosts).where(eq(schema.partnerHosts.id, host!.id));
    await settle();
    expect(heard).toEqual([`partner_hosts:${partnerId}`, `partner_hosts:${partnerId}`]);
  });

  it("announces nothing for a rolled-back change or an update touching no rows", async () => {
    heard.length = 0;
    await expect(
      withTenant(database.db, partnerId, async (tx) => {
        await tx
          .insert(schema.banners)
          .values({ partnerId, bannerLocation: "MAIN_TOP", title: "x", pcImageUrl: "/x.svg" });
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    await database.db.execute(sql`update banners set title = 'y' where false`);
    await settle();
    expect(heard).toEqual([]);
  });

  // PostgreSQL only: PGlite has no second backend to cut. A cut connection may report "error" more than once;
  // releasing it twice threw out of the pool (pg-pool "Release called on client which has already been
  // released") and crashed the process.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "listens again after the server cuts the listening connection, without releasing it twice",
    async () => {
      await database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and query like 'LISTEN%' and pid <> pg_backend_pid()`,
      );
      heard.length = 0;
      await expect
        .poll(
          async () => {
            await withTenant(database.db, partnerId, (tx) =>
              tx
                .update(schema.productCategories)
                .set({ name: "다시" })
                .where(eq(schema.productCategories.id, categoryId)),
            );
            await settle();
            return heard.includes(`product_categories:${partnerId}`);
          },
          { timeout: 10_000, interval: 500 },
        )
        .toBe(true);
    },
  );

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "a stopped listener's connection that the server later cuts is not released again",
    async () => {
      // The test harness cuts every connection when it drops a test database: a listener stopped before then
      // left its handler on the pooled connection, which released it a second time and crashed the run.
      const stopSecond = await database.listen("content_changed", () => {});
      await stopSecond();
      // From a connection of its own: the pool would hand this query the very connection the listener released.
      const result = await database.db.execute(sql`select current_database() as name`);
      const name = rowsOf<{ name: string }>(result)[0]?.name as string;
      const url = new URL(process.env.TEST_DATABASE_URL as string);
      url.pathname = `/${name}`;
      const outsider = new pg.Client({ connectionString: url.toString() });
      await outsider.connect();
      try {
        await outsider.query(
          "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
          [name],
        );
      } finally {
        await outsider.end();
      }
      await settle();
    },
  );
});
