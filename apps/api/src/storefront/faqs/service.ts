import { answerKey, type PublicAnswers, UNCACHED } from "@api/lib/public-answer-cache";
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
  listGroups(partnerId: number, keyword?: string): Promise<{ rows: FaqGroup[] }>;
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

/** Visible questions are the same for every visitor of a clinic, so they may be held per clinic. */
export function createFaqService(database: Database, cache: PublicAnswers = UNCACHED): FaqService {
  const list: FaqService["list"] = async (partnerId, { keyword, groupId, page, pageSize }) => {
    const found = await withTenant(database.db, partnerId, (tx) =>
      findVisibleFaqs(
        tx,
        partnerId,
        { keyword, groupId },
        { limit: pageSize, offset: (page - 1) * pageSize },
      ),
    );
    return { rows: found.rows.map(toFaq), total: found.total, page, pageSize };
  };
  const listGroups = async (partnerId: number, keyword: string | undefined) => {
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
    return { rows: keyword ? answered.filter((group) => group.faqs.length > 0) : answered };
  };
  return {
    list: (partnerId, query) =>
      cache.answer(partnerId, answerKey("faqs", query), () => list(partnerId, query)),
    listGroups: (partnerId, keyword) =>
      cache.answer(partnerId, answerKey("faq-groups", { keyword }), () => listGroups(partnerId, keyword)),
  };
}
