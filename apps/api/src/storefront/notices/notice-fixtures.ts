import { insertBarePartner } from "@api/testing/fixtures";
import { type Database, schema } from "@clinic/db";

type NoticeInsert = typeof schema.notices.$inferInsert;

const BASE_TIME = Date.parse("2025-03-01T00:00:00Z");

export interface NoticeFixture {
  bare: { id: number; host: string };
  /** Notice ids by title. */
  notices: Record<string, number>;
}

/**
 * A clinic with notices n1 (oldest) … n12, n3 and n7 pinned, n6 titled '100% 안내', n5 with markup, n8 with a
 * script; a hidden notice created between n4 and n5 and a hidden pinned one.
 */
export async function insertNoticeFixture(database: Database): Promise<NoticeFixture> {
  const bare = await insertBarePartner(database, "noticetest");
  const special: Record<number, Partial<NoticeInsert>> = {
    5: { contentHtml: "<div><p>리프팅 <strong>안내</strong></p></div>" },
    6: { title: "100% 안내" },
    8: { contentHtml: "<p>휴진<script>alert(1)</script></p>" },
  };
  const notice = (index: number, extra: Partial<NoticeInsert> = {}): NoticeInsert => ({
    partnerId: bare.id,
    title: `n${index}`,
    contentHtml: `<p>공지 ${index}</p>`,
    isPinned: index === 3 || index === 7,
    createdAt: new Date(BASE_TIME + index * 60_000),
    ...special[index],
    ...extra,
  });
  const rows = await database.db
    .insert(schema.notices)
    .values([
      ...Array.from({ length: 12 }, (_, index) => notice(index + 1)),
      notice(4, { title: "hidden", isVisible: false, createdAt: new Date(BASE_TIME + 4.5 * 60_000) }),
      notice(13, { title: "hidden pinned", isVisible: false, isPinned: true }),
    ])
    .returning();
  return { bare, notices: Object.fromEntries(rows.map((row) => [row.title, row.id])) };
}
