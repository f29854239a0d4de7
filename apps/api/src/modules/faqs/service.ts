import { type Database, withTenant } from "@clinic/db";
import type { Faq, FaqGroup } from "@clinic/shared";
import { sanitizeRichText } from "@clinic/shared/rich-text";
import { type FaqRow, findVisibleFaqs, findVisibleGroups } from "./repository";

export interface FaqPage {
  rows: Faq[];
  total: number;
  page: number;
  pageSize: number;
}

export interface FaqService {
  /** One page of visible questions of visible groups, in the FAQ page's order. */
  list(
    partnerId: number,
    query: { keyword?: string; groupId?: number; page: number; pageSize: number },
  ): Promise<FaqPage>;
  /** Visible groups by weight with their visible questions; with a keyword, only matches and non-empty groups. */
  listGroups(partnerId: number, keyword?: string): Promise<FaqGroup[]>;
}

function toFaq(row: FaqRow): Faq {
  return {
    id: row.id,
    groupId: row.faqGroupId,
    question: row.question,
    // Stored HTML was sanitised on write; sanitising again keeps rows written by other means safe too.
    answerHtml: sanitizeRichText(row.answerHtml),
  };
}

export function createFaqService(database: Database): FaqService {
  return {
    async list(partnerId, { keyword, groupId, page, pageSize }) {
      const found = await withTenant(database.db, partnerId, (tx) =>
        findVisibleFaqs(
          tx,
          partnerId,
          { keyword, groupId },
          { limit: pageSize, offset: (page - 1) * pageSize },
        ),
      );
      return { rows: found.rows.map(toFaq), total: found.total, page, pageSize };
    },
    async listGroups(partnerId, keyword) {
      const { groups, faqs } = await withTenant(database.db, partnerId, async (tx) => ({
        groups: await findVisibleGroups(tx, partnerId),
        faqs: (await findVisibleFaqs(tx, partnerId, { keyword })).rows,
      }));
      const answered = groups.map((group) => ({
        id: group.id,
        name: group.name,
        faqs: faqs.filter((faq) => faq.faqGroupId === group.id).map(toFaq),
      }));
      // Without a keyword every visible group is a heading; a search shows only where it found something.
      return keyword ? answered.filter((group) => group.faqs.length > 0) : answered;
    },
  };
}
