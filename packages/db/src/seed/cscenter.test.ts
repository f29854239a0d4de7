import { sanitizeRichText } from "@clinic/shared/rich-text";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../client";
import { PASSWORD_HASH_OPTIONS, verifyPassword } from "../passwords";
import { makeTempDir, rowsOf } from "../test-helpers";
import { createTestDatabase } from "../testing";
import { seedClock } from "./clock";
import { findDemoFixtures } from "./fixtures";
import { DEMO_GUEST_POST_PASSWORD, seedDemo } from "./index";

// The customer centre of the demo clinics (issue 5): notices, FAQ, after-notices and the customer boards.
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
const eachClinic = (run: (clinic: { id: number; code: string }) => Promise<void>) =>
  Promise.all(clinics.map(run));
const clinicName = (code: string) => (code === "lumiere" ? "루미에르 피부과" : "하늘 성형외과");

describe("demo notices, FAQ and after-notices", () => {
  it("has a dozen or more notices per clinic: two pinned, one hidden, all in the past, with lists", async () => {
    await eachClinic(async ({ id, code }) => {
      const notices = await rows<{ pinned: boolean; visible: boolean; html: string; past: boolean }>(sql`
        select is_pinned as pinned, is_visible as visible, content_html as html, created_at < now() as past
        from notices where partner_id = ${id}`);
      expect(notices.length, code).toBeGreaterThanOrEqual(11);
      expect(notices.length, code).toBeLessThanOrEqual(16);
      expect(notices.filter((n) => n.pinned && n.visible).length, code).toBe(2);
      expect(notices.filter((n) => !n.visible).length, code).toBe(1);
      for (const notice of notices) expect(notice.past, code).toBe(true);
      expect(notices.filter((n) => n.html.includes("<ul><li>")).length, code).toBeGreaterThanOrEqual(5);
      expect(notices.some((n) => n.html.includes("<ol><li>"))).toBe(true);
      expect(notices.some((n) => n.html.includes("<strong>"))).toBe(true);
    });
  });

  it("dates notices relative to the seeding day: the privacy notice names the policy's effective day", async () => {
    const [, month, day] = clock.day(-30).split("-").map(Number);
    await eachClinic(async ({ id, code }) => {
      const [privacy] = await rows<{ html: string }>(sql`
        select content_html as html from notices where partner_id = ${id} and title = '개인정보 처리방침 개정 안내'`);
      expect(privacy!.html, code).toContain(`${month}월 ${day}일(`);
      // The terms' current version takes effect that day (content.test.ts).
      const [terms] = await rows<{ day: string }>(sql`
        select max(h.effective_date)::text as day from terms t join terms_histories h on h.term_id = t.id
        where t.partner_id = ${id} and t.term_title = 'PRIVACY_POLICY'`);
      expect(terms!.day).toBe(clock.day(-30));
    });
  });

  it("groups the FAQ in 4–5 groups of 3–6 visible questions, one question hidden", async () => {
    await eachClinic(async ({ id, code }) => {
      const groups = await rows<{ name: string; visible: unknown; hidden: unknown }>(sql`
        select g.name, count(f.id) filter (where f.is_visible) as visible,
          count(f.id) filter (where not f.is_visible) as hidden
        from faq_groups g left join faqs f on f.faq_group_id = g.id
        where g.partner_id = ${id} and g.is_visible group by g.id order by g.weight`);
      expect(groups.length, code).toBeGreaterThanOrEqual(4);
      expect(groups.length, code).toBeLessThanOrEqual(5);
      for (const group of groups) {
        expect(Number(group.visible), `${code} ${group.name}`).toBeGreaterThanOrEqual(3);
        expect(Number(group.visible), `${code} ${group.name}`).toBeLessThanOrEqual(6);
      }
      expect(groups.reduce((sum, group) => sum + Number(group.hidden), 0)).toBe(1);
      expect(groups.some((group) => group.name.includes("비용"))).toBe(true);
    });
  });

  it("gives 5 visible after-notices with what to do and avoid, and one hidden draft", async () => {
    await eachClinic(async ({ id, code }) => {
      const notices = await rows<{ title: string; html: string; visible: boolean }>(sql`
        select title, content_html as html, is_visible as visible from after_notices
        where partner_id = ${id} order by weight`);
      const visible = notices.filter((notice) => notice.visible);
      expect(visible.length, code).toBe(5);
      expect(notices.length - visible.length, code).toBe(1);
      for (const notice of visible) {
        expect(notice.html, notice.title).toContain("<h3>이렇게 관리해 주세요</h3><ul><li>");
        expect(notice.html, notice.title).toContain("<h3>이것만은 피해 주세요</h3><ul><li>");
      }
      const titles = visible.map((notice) => notice.title).join(" ");
      for (const word of code === "lumiere" ? ["토닝", "보톡스", "필러"] : ["쌍꺼풀", "코", "지방흡입"])
        expect(titles, code).toContain(word);
    });
  });
});

describe("demo customer boards", () => {
  interface Post {
    id: number;
    is_private: boolean;
    customer_id: number | null;
    author_name: string;
    password_hash: string;
    content: string;
    answers: unknown;
  }
  const postsOf = (boardTypeId: number) =>
    rows<Post>(sql`
      select p.id, p.is_private, p.customer_id, p.author_name, p.password_hash, p.content,
        (select count(*) from customer_board_answers a where a.post_id = p.id) as answers
      from customer_board_posts p where p.board_type_id = ${boardTypeId} and p.deleted_at is null`);

  it("keeps the customer board's guest posts out of the article boards, with the clinic's visibility", async () => {
    await eachClinic(async ({ id, code }) => {
      const { customerBoardTypeId } = await findDemoFixtures(database, id);
      const [board] = await rows<Record<string, unknown>>(sql`
        select name, area, layout, post_visibility, write_requires_login,
          (select count(*) from boards b where b.board_type_id = t.id)::int as articles
        from board_types t where t.id = ${customerBoardTypeId} and t.partner_id = ${id}`);
      expect(board, code).toEqual({
        name: "고객 게시판",
        area: "CSCENTER",
        layout: "LIST",
        post_visibility: code === "haneul" ? "PRIVATE" : "CHOICE",
        write_requires_login: false,
        articles: 0,
      });
      const posts = await postsOf(customerBoardTypeId);
      expect(posts.length, code).toBeGreaterThanOrEqual(6);
      expect(posts.length, code).toBeLessThanOrEqual(8);
      const privateCount = posts.filter((post) => post.is_private).length;
      if (code === "haneul") expect(privateCount).toBe(posts.length);
      else expect(privateCount).toBeGreaterThanOrEqual(2);
      if (code === "lumiere") expect(posts.length - privateCount).toBeGreaterThanOrEqual(3);
      const answered = posts.filter((post) => Number(post.answers) > 0).length;
      expect(answered, code).toBeGreaterThan(posts.length / 2);
      expect(answered, code).toBeLessThan(posts.length);
    });
  });

  it("signs every demo post as a guest with an argon2id hash of the demo password", async () => {
    const posts = await rows<Post>(sql`select * from customer_board_posts`);
    expect(posts.length).toBeGreaterThan(0);
    for (const post of posts) {
      expect(post.customer_id).toBeNull();
      expect(post.author_name).toMatch(/^[가-힣]{2,4}$/);
      // "$argon2id$v=19$m=19456,p=1,t=2$salt$hash": the parameters, in whatever order the encoder writes them.
      const [, kind, , params] = post.password_hash.split("$");
      expect(kind).toBe("argon2id");
      const { memoryCost, timeCost, parallelism } = PASSWORD_HASH_OPTIONS;
      expect(params!.split(",").sort()).toEqual([`m=${memoryCost}`, `p=${parallelism}`, `t=${timeCost}`]);
      expect(post.content.length).toBeGreaterThan(10);
      expect(post.content).not.toMatch(/[<>]/);
    }
    // One hash serves all demo posts (seeding stays fast); it verifies the published password and nothing else.
    expect(new Set(posts.map((post) => post.password_hash)).size).toBe(1);
    expect(await verifyPassword(posts[0]!.password_hash, DEMO_GUEST_POST_PASSWORD)).toBe(true);
    expect(await verifyPassword(posts[0]!.password_hash, "12345")).toBe(false);
  });

  it("answers in the clinic's name after the post and never in the future", async () => {
    await eachClinic(async ({ id, code }) => {
      const answers = await rows<{ author: string; html: string; after: boolean; past: boolean }>(sql`
        select a.author_name as author, a.content_html as html, a.created_at > p.created_at as after,
          a.created_at <= now() as past
        from customer_board_answers a join customer_board_posts p on p.id = a.post_id and p.partner_id = a.partner_id
        where a.partner_id = ${id}`);
      expect(answers.length, code).toBeGreaterThan(0);
      for (const answer of answers) {
        expect(answer).toMatchObject({ author: clinicName(code), after: true, past: true });
        expect(answer.html).toMatch(/^<p>.+<\/p>$/);
      }
    });
  });

  it("names the fixtures the API tests need, each of the kind promised", async () => {
    await eachClinic(async ({ id, code }) => {
      const f = await findDemoFixtures(database, id);
      const posts = new Map((await postsOf(f.customerBoardTypeId)).map((post) => [post.id, post]));
      const answers = (postId: number | null) => Number(posts.get(postId ?? 0)?.answers);
      if (code === "haneul") expect(f.publicCustomerPostId).toBeNull();
      else {
        expect(posts.get(f.publicCustomerPostId!)?.is_private).toBe(false);
        expect(answers(f.publicCustomerPostId)).toBeGreaterThan(0);
      }
      expect(posts.get(f.privateCustomerPostId)?.is_private, code).toBe(true);
      expect(answers(f.privateCustomerPostId), code).toBeGreaterThan(0);
      expect(answers(f.unansweredCustomerPostId), code).toBe(0);

      // [is_visible, is_pinned] of one of this clinic's rows; undefined if it is not this clinic's.
      const flags = async (table: string, rowId: number) => {
        const [row] = await rows<{ json: Record<string, unknown> }>(sql`
          select to_jsonb(t) as json from ${sql.identifier(table)} t where partner_id = ${id} and id = ${rowId}`);
        return row && [row.json.is_visible, row.json.is_pinned ?? null];
      };
      expect(f.pinnedNoticeIds, code).toHaveLength(2);
      for (const noticeId of f.pinnedNoticeIds)
        expect(await flags("notices", noticeId)).toEqual([true, true]);
      expect(await flags("notices", f.hiddenNoticeId)).toEqual([false, false]);
      expect(await flags("faqs", f.hiddenFaqId)).toEqual([false, null]);
      expect(await flags("after_notices", f.hiddenAfterNoticeId)).toEqual([false, null]);
      for (const noticeId of f.afterNoticeIds)
        expect(await flags("after_notices", noticeId)).toEqual([true, null]);
      expect(f.afterNoticeIds, code).toHaveLength(5);
      expect(f.afterNoticeIds).not.toContain(f.hiddenAfterNoticeId);
    });
  });
});

describe("demo customer-centre data", () => {
  it("seeds no inquiries: they are visitors' private data", async () => {
    expect(await rows(sql`select id from inquiries`)).toEqual([]);
  });

  it("stores every rich text already sanitised", async () => {
    const html = await rows<{ html: string }>(sql`
      select content_html as html from notices union all select answer_html from faqs
      union all select content_html from after_notices union all select content_html from customer_board_answers`);
    expect(html.length).toBeGreaterThan(80);
    for (const { html: body } of html) {
      expect(body).toMatch(/^<(p|ul|ol|h3)>/);
      expect(sanitizeRichText(body)).toBe(body);
    }
  });
});
