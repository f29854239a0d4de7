import { answerKey, type PublicAnswers, UNCACHED } from "@api/lib/public-answer-cache";
import { type OverlaySpec, translateRows } from "@api/storefront/translations/overlay";
import { type Database, withTenant } from "@clinic/db";
import type { Faq, FaqGroup, Language } from "@clinic/shared";
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
    query: {
      keyword?: string;
      groupId?: number;
      page: number;
      pageSize: number;
      languageCode?: Language | undefined;
    },
  ): Promise<FaqPage>;
  /** Visible groups by weight with their visible questions; with a keyword, only matches and non-empty groups. */
  listGroups(partnerId: number, keyword?: string, language?: Language): Promise<{ rows: FaqGroup[] }>;
}

function toFaq(row: FaqRow): Faq {
  return {
    id: row.id,
    groupId: row.faqGroupId,
    question: row.question,
    answerHtml: row.answerHtml,
  };
}

/** Stored HTML was sanitised on write; sanitising again keeps rows written by other means safe too. */
const cleanAnswer = <T extends Faq>(faq: T): T => ({ ...faq, answerHtml: sanitizeRichText(faq.answerHtml) });

/** A question's and a group's own texts in another language (issue 29). */
const FAQ_TEXTS: OverlaySpec<Faq> = {
  entity: "faqs",
  idOf: (row) => row.id,
  fields: { question: "question", answerHtml: "answerHtml" },
};
const GROUP_TEXTS: OverlaySpec<FaqGroup> = {
  entity: "faq-groups",
  idOf: (row) => row.id,
  fields: { name: "name" },
};

/** Visible questions are the same for every visitor of a clinic, so they may be held per clinic. */
export function createFaqService(database: Database, cache: PublicAnswers = UNCACHED): FaqService {
  const list: FaqService["list"] = async (partnerId, { keyword, groupId, page, pageSize, languageCode }) =>
    withTenant(database.db, partnerId, async (tx) => {
      const found = await findVisibleFaqs(
        tx,
        partnerId,
        { keyword, groupId },
        { limit: pageSize, offset: (page - 1) * pageSize },
      );
      const rows = await translateRows(tx, languageCode, found.rows.map(toFaq), FAQ_TEXTS);
      return { rows: rows.map(cleanAnswer), total: found.total, page, pageSize };
    });
  const listGroups = async (
    partnerId: number,
    keyword: string | undefined,
    language: Language | undefined,
  ) => {
    const { groups, faqs } = await withTenant(database.db, partnerId, async (tx) => {
      const visible = await findVisibleGroups(tx, partnerId);
      const found = (await findVisibleFaqs(tx, partnerId, { keyword })).rows;
      return {
        groups: await translateRows(
          tx,
          language,
          visible.map((group) => ({ id: group.id, name: group.name, faqs: [] as Faq[] })),
          GROUP_TEXTS,
        ),
        faqs: (await translateRows(tx, language, found.map(toFaq), FAQ_TEXTS)).map(cleanAnswer),
      };
    });
    const answered = groups.map((group) => ({
      ...group,
      faqs: faqs.filter((faq) => faq.groupId === group.id),
    }));
    // Without a keyword every visible group is a heading; a search shows only where it found something.
    return { rows: keyword ? answered.filter((group) => group.faqs.length > 0) : answered };
  };
  return {
    list: (partnerId, query) =>
      cache.answer(partnerId, answerKey("faqs", query), () => list(partnerId, query)),
    listGroups: (partnerId, keyword, language) =>
      cache.answer(partnerId, answerKey("faq-groups", { keyword, language }), () =>
        listGroups(partnerId, keyword, language),
      ),
  };
}
