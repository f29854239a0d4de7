import { insertBarePartner } from "@api/testing/fixtures";
import { type Database, schema } from "@clinic/db";

export interface FaqFixture {
  bare: { id: number; host: string };
  /** Group ids by name: 예약 (weight 1), 시술 (weight 2), 기타 (weight 3, no questions), 숨김 (hidden). */
  groups: Record<string, number>;
  /** Question ids by question. */
  faqs: Record<string, number>;
}

/**
 * A clinic whose FAQ groups are inserted out of weight order: 예약 holds 'a1' (weight 1), 'a2' (weight 2) and a
 * hidden question; 시술 holds 'b1' (answer with markup) and 'b2' (answer with a script); the hidden group holds a
 * visible question.
 */
export async function insertFaqFixture(database: Database): Promise<FaqFixture> {
  const bare = await insertBarePartner(database, "faqtest");
  const groupRows = await database.db
    .insert(schema.faqGroups)
    .values([
      { partnerId: bare.id, name: "시술", weight: 2 },
      { partnerId: bare.id, name: "기타", weight: 3 },
      { partnerId: bare.id, name: "숨김", weight: 0, isVisible: false },
      { partnerId: bare.id, name: "예약", weight: 1 },
    ])
    .returning();
  const groups = Object.fromEntries(groupRows.map((row) => [row.name, row.id]));
  const faq = (group: string, question: string, extra: { weight?: number; answerHtml?: string } = {}) => ({
    partnerId: bare.id,
    faqGroupId: groups[group] as number,
    question,
    answerHtml: `<p>${question} 답변</p>`,
    ...extra,
  });
  const faqRows = await database.db
    .insert(schema.faqs)
    .values([
      faq("예약", "a2", { weight: 2 }),
      faq("시술", "b2", { weight: 5, answerHtml: "<p>회복<script>alert(1)</script></p>" }),
      faq("예약", "a1", { weight: 1 }),
      { ...faq("예약", "hidden"), isVisible: false },
      faq("시술", "b1", { answerHtml: "<p>리프팅은 <strong>30분</strong> 걸립니다</p>" }),
      faq("숨김", "in hidden group"),
    ])
    .returning();
  return { bare, groups, faqs: Object.fromEntries(faqRows.map((row) => [row.question, row.id])) };
}
