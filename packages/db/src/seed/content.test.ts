import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { sanitizeRichText } from "@clinic/shared/rich-text";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../client";
import { makeTempDir, rowsOf } from "../test-helpers";
import { createTestDatabase } from "../testing";
import { seedClock } from "./clock";
import { demoPreviewToken, findDemoFixtures } from "./fixtures";
import { seedDemo } from "./index";

// The catalogue and content of the demo clinics (issue 4): counts, special rows and the rules tests rely on.
let database: Database;
let media: Awaited<ReturnType<typeof makeTempDir>>;
let clinics: { id: number; code: string }[];
const clock = seedClock();

beforeAll(async () => {
  database = await createTestDatabase();
  media = await makeTempDir();
  clinics = (await seedDemo(database, { mediaDir: media.dir })).partners;
});

afterAll(async () => {
  await database?.close();
  await media?.remove();
});

const rows = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await database.db.execute(query));
const num = async (query: ReturnType<typeof sql>) => Number((await rows<{ n: unknown }>(query))[0]!.n);
const eachClinic = (run: (clinic: { id: number; code: string }) => Promise<void>) =>
  Promise.all(clinics.map(run));

describe("demo catalogue", () => {
  it("has at least 30 published products in 5+ described categories, plus a secret category of 2", async () => {
    await eachClinic(async ({ id, code }) => {
      const visible = await rows<{ id: number; description: string | null; n: unknown }>(sql`
        select c.id, c.description, count(p.id) as n from product_categories c
        left join products p on p.category_id = c.id and p.is_published
        where c.partner_id = ${id} and not c.is_secret group by c.id`);
      expect(visible.length, code).toBeGreaterThanOrEqual(6);
      for (const category of visible) {
        expect(category.description, code).toBeTruthy();
        expect(Number(category.n), code).toBeGreaterThanOrEqual(3);
      }
      expect(
        visible.reduce((sum, c) => sum + Number(c.n), 0),
        code,
      ).toBeGreaterThanOrEqual(30);
      const secret = await rows<{ n: unknown }>(sql`
        select count(p.id) as n from product_categories c join products p on p.category_id = c.id
        where c.partner_id = ${id} and c.is_secret group by c.id`);
      expect(
        secret.map((row) => Number(row.n)),
        code,
      ).toEqual([2]);
    });
  });

  it("gives every product 1–4 options with exactly one default, prices in won and some discounts", async () => {
    const products = await rows<{
      options: unknown;
      defaults: unknown;
      images: number;
      thumb: string | null;
    }>(sql`
      select (select count(*) from product_options o where o.product_id = p.id) as options,
        (select count(*) from product_options o where o.product_id = p.id and o.is_default) as defaults,
        cardinality(p.image_urls) as images, p.thumbnail_url as thumb
      from products p`);
    for (const product of products) {
      expect(Number(product.options)).toBeGreaterThanOrEqual(1);
      expect(Number(product.options)).toBeLessThanOrEqual(4);
      expect(Number(product.defaults)).toBe(1);
      expect(product.images).toBe(2);
      expect(product.thumb).toMatch(/^\/media\/(lumiere|haneul)\/product-\d+\.svg$/);
    }
    expect(
      await num(sql`select count(*) as n from product_options where price < 10000 or price > 9900000`),
    ).toBe(0);
    expect(await num(sql`select count(*) as n from product_options where original_price <= price`)).toBe(0);
    await eachClinic(async ({ id, code }) => {
      const discounted = await num(
        sql`select count(*) as n from product_options where partner_id = ${id} and original_price is not null`,
      );
      expect(discounted, code).toBeGreaterThan(20);
      const recommended = await num(
        sql`select count(*) as n from products where partner_id = ${id} and is_recommend and recommend_weight > 0`,
      );
      expect(recommended, code).toBe(8);
      const badges = await rows<{ badge: string }>(
        sql`select distinct unnest(custom_badges) as badge from products where partner_id = ${id}`,
      );
      expect(badges.map((row) => row.badge).sort(), code).toEqual(["1인1회", "BEST", "HOT", "NEW"]);
    });
  });

  it("hides exactly one unpublished product and branding per clinic behind a deterministic preview token", async () => {
    await eachClinic(async ({ id, code }) => {
      const fixtures = await findDemoFixtures(database, id);
      expect(fixtures.unpublishedProduct.previewToken).toBe(demoPreviewToken(code, "product"));
      expect(fixtures.unpublishedBranding.previewToken).toBe(demoPreviewToken(code, "branding"));
      expect(fixtures.unpublishedProduct.previewToken).toMatch(/^[0-9a-f]{32}$/);
      const tokens = await num(
        sql`select count(*) as n from products where partner_id = ${id} and preview_token is not null`,
      );
      expect(tokens, code).toBe(1);
    });
    expect(demoPreviewToken("lumiere", "product")).not.toBe(demoPreviewToken("haneul", "product"));
  });

  it("names lifting products so that '리프' finds several at Lumière, and keeps the clinics' names apart", async () => {
    const [lumiere, haneul] = clinics as [{ id: number; code: string }, { id: number; code: string }];
    const lifting = await num(
      sql`select count(*) as n from products where partner_id = ${lumiere.id} and is_published and name like '%리프%'`,
    );
    expect(lifting).toBeGreaterThanOrEqual(5);
    const shared = await num(sql`
      select count(*) as n from products a join products b on a.name = b.name
      where a.partner_id = ${lumiere.id} and b.partner_id = ${haneul.id}`);
    expect(shared).toBe(0);
  });
});

describe("demo events and exhibitions", () => {
  it("shows six visible events with 3–6 products, dated relative to today", async () => {
    await eachClinic(async ({ id, code }) => {
      const visible = await rows<{ start: string | null; end: string | null; n: unknown }>(sql`
        select e.start_date::text as start, e.end_date::text as end,
          (select count(*) from event_products ep where ep.event_id = e.id) as n
        from events e where e.partner_id = ${id} and e.event_viewable and e.type = 'EVENT'
          and e.target = 'CUSTOMER' and not e.is_secret and (e.end_date is null or e.end_date >= ${clock.today}::date)`);
      expect(visible, code).toHaveLength(6);
      for (const event of visible) expect(Number(event.n)).toBeGreaterThanOrEqual(3);
      for (const event of visible) expect(Number(event.n)).toBeLessThanOrEqual(6);
      const ends = visible.map((event) => event.end);
      for (const offset of [0, 3, 20, 45]) expect(ends, code).toContain(clock.day(offset));
      expect(ends).toContain(null);
      expect(visible.filter((event) => event.start && event.start > clock.today)).toHaveLength(1);
    });
  });

  it("keeps a secret event of the secret products, a notice and an event that ended 10 days ago", async () => {
    await eachClinic(async ({ id, code }) => {
      const fixtures = await findDemoFixtures(database, id);
      const members = await rows<{ product_id: number }>(
        sql`select product_id from event_products where event_id = ${fixtures.secretEventId} order by product_id`,
      );
      expect(
        members.map((row) => row.product_id),
        code,
      ).toEqual(fixtures.secretProductIds);
      const [ended] = await rows<{ end: string }>(
        sql`select end_date::text as end from events where id = ${fixtures.endedEventId}`,
      );
      expect(ended!.end).toBe(clock.day(-10));
      expect(fixtures.noticeEventId).toBeGreaterThan(0);
    });
  });

  it("has three exhibitions of 4–8 products with banner and thumbnail", async () => {
    const exhibitions = await rows<{ partner_id: number; n: unknown; banner: string; thumb: string }>(sql`
      select x.partner_id, x.banner_image_url as banner, x.thumbnail_url as thumb,
        (select count(*) from exhibition_products p where p.exhibition_id = x.id) as n
      from exhibitions x`);
    for (const { id } of clinics) expect(exhibitions.filter((x) => x.partner_id === id)).toHaveLength(3);
    for (const exhibition of exhibitions) {
      expect(Number(exhibition.n)).toBeGreaterThanOrEqual(4);
      expect(Number(exhibition.n)).toBeLessThanOrEqual(8);
      expect(exhibition.banner).toMatch(/-banner\.svg$/);
      expect(exhibition.thumb).toMatch(/-thumb\.svg$/);
    }
  });

  it("tells two published brand stories with headings, images and a quote", async () => {
    await eachClinic(async ({ id, code }) => {
      const stories = await rows<{ html: string; category: number | null }>(
        sql`select content_html as html, category_id as category from brandings where partner_id = ${id} and is_published`,
      );
      expect(stories, code).toHaveLength(2);
      for (const story of stories) {
        expect(story.category).not.toBeNull();
        expect(story.html).toMatch(/<h2>.+<\/h2>/);
        expect(story.html).toContain("<blockquote>");
        expect(story.html).toMatch(new RegExp(`<img src="/media/${code}/branding-\\d-story-1\\.svg"`));
      }
    });
  });
});

describe("demo introduction", () => {
  it("introduces four doctors with weekly schedules inside the opening hours, and two hidden staff", async () => {
    await eachClinic(async ({ id, code }) => {
      const staff = await rows<{ type: string; photo: string; careers: string[] }>(
        sql`select employee_type as type, photo_url as photo, careers from partner_employees where partner_id = ${id}`,
      );
      expect(
        staff.filter((row) => row.type === "DOCTOR"),
        code,
      ).toHaveLength(4);
      expect(
        staff.filter((row) => row.type !== "DOCTOR"),
        code,
      ).toHaveLength(2);
      for (const row of staff) expect(row.photo).toMatch(/staff-\d\.svg$/);
      const blocks = await rows<{
        name: string;
        weekday: number;
        start: string;
        end: string;
        fits: boolean;
      }>(sql`
        select e.name, s.weekday, s.start_time::text as start, s.end_time::text as end,
          (s.start_time >= o.opening and s.end_time <= o.closing) as fits
        from partner_employee_schedules s join partner_employees e on e.id = s.employee_id
        join partner_operation_times o on o.partner_id = s.partner_id and o.weekday = s.weekday
        where s.partner_id = ${id} and e.employee_type = 'DOCTOR'`);
      for (const block of blocks) expect(block.fits, `${code} ${block.name} ${block.weekday}`).toBe(true);
      const days = (name: string) => new Set(blocks.filter((b) => b.name === name).map((b) => b.weekday));
      const doctors = [...new Set(blocks.map((block) => block.name))];
      expect(doctors, code).toHaveLength(4);
      expect(
        doctors.filter((name) => !days(name).has(3)),
        code,
      ).toHaveLength(1);
      expect(blocks.filter((block) => block.weekday === 7)).toHaveLength(0);
      for (const block of blocks.filter((b) => b.weekday === 6)) expect(block.end <= "13:00:00").toBe(true);
      expect(blocks.filter((block) => block.start >= "14:00:00").length, code).toBeGreaterThan(0);
    });
  });

  it("shows six spaces and an introduction page", async () => {
    await eachClinic(async ({ id, code }) => {
      expect(await num(sql`select count(*) as n from partner_spaces where partner_id = ${id}`), code).toBe(6);
      const [page] = await rows<{ html: string }>(
        sql`select content_html as html from pages where partner_id = ${id} and page_key = 'INTRODUCE'`,
      );
      expect(page!.html).toMatch(/<h2>.+<\/h2><p>.+<\/p>/);
      expect(page!.html).toContain("<ul><li>");
    });
  });
});

describe("demo articles and terms", () => {
  it("has 20+ before/after cases of the clinic's own products, three for adults only, spread over months", async () => {
    await eachClinic(async ({ id, code }) => {
      const cases = await rows<{
        before: string;
        after: string;
        own: boolean;
        adult: boolean;
        days: number;
      }>(sql`
        select before_image_url as before, after_image_url as after, is_no_youth as adult,
          exists (select 1 from products p where p.id = b.product_id and p.partner_id = b.partner_id) as own,
          extract(day from now() - created_at)::int as days
        from before_afters b where partner_id = ${id}`);
      expect(cases.length, code).toBeGreaterThanOrEqual(20);
      expect(
        cases.filter((row) => row.adult),
        code,
      ).toHaveLength(3);
      for (const row of cases) expect(row.own).toBe(true);
      expect(
        Math.max(...cases.map((row) => row.days)) - Math.min(...cases.map((row) => row.days)),
      ).toBeGreaterThan(90);
      const [first] = cases;
      const read = (url: string) => readFile(join(media.dir, url.slice("/media/".length)), "utf8");
      expect(await read(first!.before)).not.toBe(await read(first!.after));
    });
  });

  it("has 20+ masked reviews rated mostly 4–5, some 3, some with a photo", async () => {
    await eachClinic(async ({ id, code }) => {
      const reviews = await rows<{ author: string; rating: number; images: string[]; product: string }>(
        sql`select author_name as author, rating, image_urls as images, product_name as product from partner_reviews where partner_id = ${id}`,
      );
      expect(reviews.length, code).toBeGreaterThanOrEqual(20);
      for (const review of reviews) expect(review.author).toMatch(/^[가-힣]\*\*$/);
      expect(reviews.filter((review) => review.rating >= 4).length).toBeGreaterThan(reviews.length * 0.7);
      expect(reviews.some((review) => review.rating === 3)).toBe(true);
      expect(reviews.filter((review) => review.images.length > 0).length).toBeGreaterThanOrEqual(3);
    });
  });

  it("has two boards with 8–15 posts (one pinned); the customer board's posts are not articles", async () => {
    await eachClinic(async ({ id, code }) => {
      const boards = await rows<{
        area: string;
        layout: string;
        name: string;
        n: unknown;
        pinned: unknown;
        thumbs: unknown;
      }>(sql`
        select t.area, t.layout, t.name, count(b.id) as n, count(b.id) filter (where b.is_pinned) as pinned,
          count(b.thumbnail_url) as thumbs
        from board_types t left join boards b on b.board_type_id = t.id where t.partner_id = ${id}
        group by t.id order by t.weight`);
      const area = boards.filter((board) => board.area === "BOARD");
      expect(
        area.map((board) => board.layout),
        code,
      ).toEqual(["LIST", "GALLERY"]);
      for (const board of area) {
        expect(Number(board.n)).toBeGreaterThanOrEqual(8);
        expect(Number(board.n)).toBeLessThanOrEqual(15);
        expect(Number(board.pinned)).toBe(1);
        expect(Number(board.thumbs)).toBe(board.layout === "GALLERY" ? Number(board.n) : 0);
      }
      // Guest posts of the customer board live in customer_board_posts (cscenter.test.ts).
      const cs = boards.filter((board) => board.area === "CSCENTER");
      expect(cs.map((board) => [board.name, board.layout, Number(board.n)])).toEqual([
        ["고객 게시판", "LIST", 0],
      ]);
    });
  });

  it("links navigation, banners and popups to this clinic's own seeded rows", async () => {
    const links = await rows<{ partner_id: number; url: string }>(sql`
      select partner_id, url from navigation_items union all select partner_id, link_url from banners
      union all select partner_id, link_to from popup_items`);
    for (const link of links) expect(link.url ?? "").not.toContain("{");
    for (const link of links.filter((row) => /^\/(cscenter\/)?boards\/\d+/.test(row.url ?? ""))) {
      const boardId = Number(/boards\/(\d+)/.exec(link.url)![1]);
      expect(
        await num(
          sql`select count(*) as n from board_types where id = ${boardId} and partner_id = ${link.partner_id}`,
        ),
      ).toBe(1);
    }
    await eachClinic(async ({ id, code }) => {
      const located = await rows<{ location: string; n: unknown }>(
        sql`select banner_location as location, count(*) as n from banners where partner_id = ${id} group by 1`,
      );
      const count = (location: string) => Number(located.find((row) => row.location === location)?.n ?? 0);
      for (const location of ["PRODUCT_LIST", "EVENT_LIST"]) {
        expect(count(location), `${code} ${location}`).toBeGreaterThanOrEqual(1);
        expect(count(location), `${code} ${location}`).toBeLessThanOrEqual(2);
      }
    });
  });

  it("publishes the service terms and privacy policy in two versions and the marketing consent in one", async () => {
    await eachClinic(async ({ id, code }) => {
      const versions = await rows<{
        term: string;
        title: string;
        version: string;
        day: string;
        html: string;
      }>(sql`
        select t.term_title as term, t.title, h.version, h.effective_date::text as day, h.content_html as html
        from terms t join terms_histories h on h.term_id = t.id
        where t.partner_id = ${id} and t.target = 'CUSTOMER' order by t.term_title, h.effective_date`);
      const of = (term: string) => versions.filter((row) => row.term === term);
      for (const term of ["TERMS_OF_SERVICE", "PRIVACY_POLICY"]) {
        expect(
          of(term).map((row) => [row.version, row.day]),
          code,
        ).toEqual([
          ["1.0", clock.day(-365)],
          ["1.1", clock.day(-30)],
        ]);
        for (const row of of(term)) expect(row.html).toContain("<h3>제1조 (");
      }
      expect(of("TERMS_OF_SERVICE")[0]!.title).toBe("서비스 이용약관");
      expect(of("MARKETING").map((row) => row.title)).toEqual(["마케팅 정보 수신 동의"]);
      const name = code === "lumiere" ? "루미에르 피부과" : "하늘 성형외과";
      for (const row of of("PRIVACY_POLICY")) {
        for (const part of [name, "수집 항목", "보유 기간", "위탁"]) expect(row.html, part).toContain(part);
      }
      const [older, current] = of("PRIVACY_POLICY");
      expect(older!.html).not.toBe(current!.html);
    });
  });

  it("stores rich text already sanitised", async () => {
    const html = await rows<{ html: string }>(sql`
      select content_html as html from products union all select content_html from events
      union all select content_html from exhibitions union all select content_html from brandings
      union all select content_html from boards union all select content_html from pages
      union all select content_html from terms_histories`);
    expect(html.length).toBeGreaterThan(150);
    for (const { html: body } of html) expect(sanitizeRichText(body)).toBe(body);
    expect(html.some(({ html: body }) => body.includes('<th scope="row">시술 시간</th>'))).toBe(true);
  });
});
