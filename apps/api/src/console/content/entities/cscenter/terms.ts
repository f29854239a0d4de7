import { HttpError } from "@api/lib/http-error";
import { asc, eq, type PgColumn, schema, sql, type Tx } from "@clinic/db";
import {
  type ConsoleTermBody,
  consoleTermBodySchema,
  TERM_TARGET_LABELS,
  TERM_TITLE_LABELS,
  TERMS_TARGET,
  termTitles,
} from "@clinic/shared";
import { sanitizeRichText } from "@clinic/shared/rich-text";
import type { z } from "zod";
import type { ContentEntity } from "../../entity";
import {
  duplicateKind,
  isUniqueViolation,
  newestVersion,
  requireFreeKind,
  type TermVersionRow,
} from "./term-versions";

const { terms, termsHistories } = schema;
type Body = z.output<typeof consoleTermBodySchema>;

/** `case column when value then label … else column end`, so the list shows Korean names. */
const labelled = (column: PgColumn, labels: Record<string, string>) =>
  sql<string>`case ${column} ${sql.join(
    Object.entries(labels).map(([value, label]) => sql`when ${value} then ${label}`),
    sql` `,
  )} else ${column} end`;

const newestVersionLabel = sql<string | null>`(select 'v' || ${termsHistories.version} from ${termsHistories}
  where ${termsHistories.termId} = ${terms.id}
  order by ${termsHistories.effectiveDate} desc, ${termsHistories.id} desc limit 1)`;

/** The storefront pages of visitors' terms; marketing consent and the clinic's own terms have none. */
const PAGES: Partial<Record<string, string>> = {
  TERMS_OF_SERVICE: "/terms/terms-of-service",
  PRIVACY_POLICY: "/terms/privacy-policy",
};

const sameVersion = (row: TermVersionRow, version: string, contentHtml: string, effectiveDate: string) =>
  row.version === version && row.contentHtml === contentHtml && row.effectiveDate === effectiveDate;

/**
 * Adds the body's version unless it is the newest stored one. Versions are never changed or removed (what a
 * visitor agreed to stays on record); a new one may not take effect before the newest, so the history stays in
 * order and the version the console shows is the one the site will show last.
 */
async function addVersion(tx: Tx, partnerId: number, termId: number, body: Body): Promise<void> {
  const contentHtml = sanitizeRichText(body.contentHtml);
  const newest = await newestVersion(tx, termId);
  if (newest && sameVersion(newest, body.version, contentHtml, body.effectiveDate)) return;
  if (newest && body.effectiveDate < newest.effectiveDate) {
    const message = `새 버전의 시행일은 최근 버전(${newest.version})의 시행일 ${newest.effectiveDate}과 같거나 뒤여야 합니다.`;
    throw new HttpError(400, "effective date before the newest version", message, [
      { path: "body.effectiveDate", message },
    ]);
  }
  await tx.insert(termsHistories).values({
    partnerId,
    termId,
    version: body.version,
    contentHtml,
    effectiveDate: body.effectiveDate,
  });
}

const termValues = (body: Body) => ({
  termTitle: body.termTitle,
  target: body.target,
  title: body.title,
  isRequired: body.isRequired,
  isVisible: body.isVisible,
});

async function uniquely<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateKind();
    throw error;
  }
}

/**
 * Terms of service, privacy policy and marketing consent, with their versions (terms_histories). The body is the
 * term's fields plus its newest version; publishing a body with another version, text or effective date adds a
 * version and keeps the earlier ones. A term's page on the site shows the newest version in effect (Asia/Seoul).
 */
export const termEntity: ContentEntity<Body> = {
  key: "terms",
  label: "약관",
  body: consoleTermBodySchema,
  columns: {
    table: terms,
    id: terms.id,
    deletedAt: terms.deletedAt,
    visible: terms.isVisible,
    // No order of the clinic's own: the site lists terms by kind.
    order: [
      sql`array_position(array[${sql.join(
        termTitles.map((title) => sql`${title}`),
        sql`, `,
      )}]::text[], ${terms.termTitle})`,
      asc(terms.target),
      asc(terms.id),
    ],
    title: terms.title,
    subtitle: sql<string>`concat_ws(' · ', ${labelled(terms.termTitle, TERM_TITLE_LABELS)}, ${labelled(terms.target, TERM_TARGET_LABELS)}, ${newestVersionLabel})`,
    search: [terms.title],
  },
  async read(tx, id) {
    const [row] = await tx.select().from(terms).where(eq(terms.id, id));
    if (!row) return null;
    const newest = await newestVersion(tx, id);
    const body: ConsoleTermBody = {
      termTitle: row.termTitle as ConsoleTermBody["termTitle"],
      target: row.target as ConsoleTermBody["target"],
      title: row.title,
      isRequired: row.isRequired,
      isVisible: row.isVisible,
      version: newest?.version ?? "",
      contentHtml: newest?.contentHtml ?? "",
      effectiveDate: newest?.effectiveDate ?? "",
    };
    return body;
  },
  async create(tx, partnerId, body) {
    await requireFreeKind(tx, body);
    // The first version is stored with the term, so the term always reads as a whole body; the term stays
    // hidden (and its version with it) until it is published.
    const [row] = await uniquely(() =>
      tx
        .insert(terms)
        .values({ ...termValues(body), isVisible: false, partnerId })
        .returning({ id: terms.id }),
    );
    if (!row) throw new Error("insert returned no row");
    await addVersion(tx, partnerId, row.id, body);
    return row.id;
  },
  async apply(tx, partnerId, id, body) {
    await requireFreeKind(tx, body, id);
    await uniquely(() => tx.update(terms).set(termValues(body)).where(eq(terms.id, id)));
    await addVersion(tx, partnerId, id, body);
  },
  // The page depends on the term's kind and audience: marketing consent and the clinic's own terms have none.
  previewPath: (_id, live) =>
    live?.target === TERMS_TARGET && typeof live.termTitle === "string"
      ? (PAGES[live.termTitle] ?? null)
      : null,
};
