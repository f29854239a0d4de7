import { insertBarePartner } from "@api/testing/fixtures";
import { type Database, schema } from "@clinic/db";

type BoardInsert = typeof schema.boards.$inferInsert;

const BASE_TIME = Date.parse("2025-03-01T00:00:00Z");
export const LONG_TEXT = "가나다라마바사아자차".repeat(20);

export interface BoardFixture {
  bare: { id: number; host: string };
  /** Board type ids by name: 공지사항 (LIST), 갤러리 (GALLERY), 숨김 (hidden). */
  types: Record<string, number>;
  /** Post ids by title. */
  posts: Record<string, number>;
}

/**
 * A clinic with three boards. 공지사항 holds p1 (oldest) … p12, p3 and p7 pinned, p6 titled '100% 만족', and a
 * hidden post created between p4 and p5; p5 has markup and 7 views, p8 a script and a long text.
 */
export async function insertBoardFixture(database: Database): Promise<BoardFixture> {
  const bare = await insertBarePartner(database, "boardtest");
  const typeRows = await database.db
    .insert(schema.boardTypes)
    .values([
      { partnerId: bare.id, name: "공지사항", description: "병원 소식" },
      { partnerId: bare.id, name: "갤러리", layout: "GALLERY" },
      { partnerId: bare.id, name: "숨김", isVisible: false },
    ])
    .returning();
  const types = Object.fromEntries(typeRows.map((row) => [row.name, row.id]));
  const special: Record<number, Partial<BoardInsert>> = {
    5: { contentHtml: "<div><p>리프팅 <strong>후기</strong></p></div>", viewCount: 7 },
    6: { title: "100% 만족" },
    8: { contentHtml: `<p>안녕<script>alert(1)</script></p><p>${LONG_TEXT}</p>` },
  };
  const post = (index: number, extra: Partial<BoardInsert> = {}): BoardInsert => ({
    partnerId: bare.id,
    boardTypeId: types.공지사항 as number,
    title: `p${index}`,
    contentHtml: `<p>본문 ${index}</p>`,
    isPinned: index === 3 || index === 7,
    createdAt: new Date(BASE_TIME + index * 60_000),
    ...special[index],
    ...extra,
  });
  const rows = await database.db
    .insert(schema.boards)
    .values([
      ...Array.from({ length: 12 }, (_, index) => post(index + 1)),
      post(4, { title: "hidden", isVisible: false, createdAt: new Date(BASE_TIME + 4.5 * 60_000) }),
      { partnerId: bare.id, boardTypeId: types.갤러리 as number, title: "gallery", createdAt: new Date() },
      { partnerId: bare.id, boardTypeId: types.숨김 as number, title: "in hidden board" },
    ])
    .returning();
  const posts = Object.fromEntries(rows.map((row) => [row.title, row.id]));
  // Tests name p6 by its number too.
  posts.p6 = posts["100% 만족"] as number;
  return { bare, types, posts };
}
