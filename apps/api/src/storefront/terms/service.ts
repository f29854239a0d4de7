import { isOneOf } from "@api/lib/enums";
import { notFound } from "@api/lib/http-error";
import { answerKey, type PublicAnswers, UNCACHED } from "@api/lib/public-answer-cache";
import { type Database, withTenant } from "@clinic/db";
import { TERMS_TARGET, type Term, type TermHistory, type TermTitle, termTitles } from "@clinic/shared";
import { sanitizeRichText } from "@clinic/shared/rich-text";
import {
  findEffectiveHistories,
  findTermByTitle,
  findTermsOfTarget,
  type TermHistoryRow,
  type TermRow,
  termExists,
} from "./repository";
import { seoulDate } from "./seoul-date";

export type TermTarget = "CUSTOMER" | "PARTNER";
export type TermHistorySummary = Omit<TermHistory, "contentHtml">;

export interface TermService {
  /** The visitor-facing term of that title; 404 when the clinic has none. */
  getByTitle(partnerId: number, termTitle: TermTitle): Promise<Term>;
  /** The clinic's terms for one audience, in the order of termTitles. */
  list(partnerId: number, target: TermTarget): Promise<{ rows: Term[] }>;
  /** The latest version in effect today (Asia/Seoul); 404 for another clinic's term or none in effect. */
  getCurrent(partnerId: number, termId: number): Promise<TermHistory>;
  /** Versions in effect by today, newest first (future ones are not disclosed); 404 for an unknown term. */
  listHistories(partnerId: number, termId: number): Promise<{ rows: TermHistorySummary[] }>;
  /** One version in effect by today; 404 for a future one or one of another term. */
  getHistory(partnerId: number, termId: number, historyId: number): Promise<TermHistory>;
}

function toTerm(row: TermRow): Term | null {
  if (!isOneOf(termTitles, row.termTitle)) return null;
  return { id: row.id, termTitle: row.termTitle, title: row.title, isRequired: row.isRequired };
}

const toSummary = (row: TermHistoryRow): TermHistorySummary => ({
  id: row.id,
  termId: row.termId,
  version: row.version,
  effectiveDate: row.effectiveDate,
});

const toHistory = (row: TermHistoryRow): TermHistory => ({
  ...toSummary(row),
  contentHtml: sanitizeRichText(row.contentHtml),
});

export interface TermServiceOptions {
  cache?: PublicAnswers;
  /** Injectable so tests can pin the date a version takes effect. */
  now?: () => Date;
}

/**
 * Terms and their versions are the same for every visitor of a clinic, so they may be held per clinic. Which
 * version is in effect follows the date in Asia/Seoul: at midnight a held answer may still show the previous
 * version for up to the cache's TTL.
 */
export function createTermService(
  database: Database,
  { cache = UNCACHED, now = () => new Date() }: TermServiceOptions = {},
): TermService {
  const histories = (partnerId: number, termId: number, only?: { historyId?: number; limit?: number }) =>
    withTenant(database.db, partnerId, async (tx) => {
      if (!(await termExists(tx, partnerId, termId))) return null;
      return findEffectiveHistories(tx, partnerId, termId, seoulDate(now()), only);
    });

  return {
    getByTitle: (partnerId, termTitle) =>
      cache.answer(partnerId, answerKey("term", { termTitle }), async () => {
        const found = await withTenant(database.db, partnerId, (tx) =>
          findTermByTitle(tx, partnerId, termTitle, TERMS_TARGET),
        );
        const term = found && toTerm(found);
        if (!term) throw notFound("term not found");
        return term;
      }),
    list: (partnerId, target) =>
      cache.answer(partnerId, answerKey("terms", { target }), async () => {
        const rows = await withTenant(database.db, partnerId, (tx) =>
          findTermsOfTarget(tx, partnerId, target),
        );
        return {
          rows: rows
            .flatMap((row) => toTerm(row) ?? [])
            .sort((a, b) => termTitles.indexOf(a.termTitle) - termTitles.indexOf(b.termTitle) || a.id - b.id),
        };
      }),
    getCurrent: (partnerId, termId) =>
      cache.answer(partnerId, answerKey("term-current", { termId }), async () => {
        const [current] = (await histories(partnerId, termId, { limit: 1 })) ?? [];
        if (!current) throw notFound("term version not found");
        return toHistory(current);
      }),
    listHistories: (partnerId, termId) =>
      cache.answer(partnerId, answerKey("term-histories", { termId }), async () => {
        const rows = await histories(partnerId, termId);
        if (!rows) throw notFound("term not found");
        return { rows: rows.map(toSummary) };
      }),
    getHistory: (partnerId, termId, historyId) =>
      cache.answer(partnerId, answerKey("term-history", { termId, historyId }), async () => {
        const [found] = (await histories(partnerId, termId, { historyId })) ?? [];
        if (!found) throw notFound("term version not found");
        return toHistory(found);
      }),
  };
}
