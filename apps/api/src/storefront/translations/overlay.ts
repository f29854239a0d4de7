import { and, eq, inArray, schema, type Tx } from "@clinic/db";
import { type Language, listedKey, type TranslatableEntity, type TranslationFields } from "@clinic/shared";

const { contentTranslations } = schema;

/**
 * Published translations of some rows of one entity into one language, by row id (the clinic's own: row-level
 * security, and the transaction is the clinic's). The storefront's overlays and the patients' messages read them.
 */
export async function publishedFor(
  tx: Tx,
  entity: TranslatableEntity,
  language: Language,
  ids: number[],
  /** Named where the transaction may not be the clinic's own (the messages' composer). */
  partnerId?: number,
): Promise<Map<number, TranslationFields>> {
  if (ids.length === 0) return new Map();
  const unique = [...new Set(ids)];
  const rows = await tx
    .select({ id: contentTranslations.entityId, fields: contentTranslations.fields })
    .from(contentTranslations)
    .where(
      and(
        partnerId === undefined ? undefined : eq(contentTranslations.partnerId, partnerId),
        eq(contentTranslations.entity, entity),
        eq(contentTranslations.language, language),
        inArray(contentTranslations.entityId, unique),
      ),
    );
  return new Map(rows.map((row) => [row.id, row.fields as TranslationFields]));
}

/** How one entity's translation lands on answer rows: whose id, and which translated field fills which key. */
export interface OverlaySpec<T> {
  entity: TranslatableEntity;
  idOf: (row: T) => number | null;
  /** Translation field → the answer's key (`name` of a category → a product card's `categoryName`). */
  fields: Readonly<Record<string, keyof T & string>>;
  /** The row's listed texts (LISTED_TEXTS in @clinic/shared) put in the language, e.g. a product's options. */
  listed?: (row: T, fields: Readonly<TranslationFields>) => T;
}

export type Translated<T> = T & { translated?: string[] };

/**
 * The rows as read in `language` (issue 29, decision 0043): each field with a published translation replaced,
 * and `translated` listing the answer keys now in that language, so the page can mark the rest as Korean. Korean
 * answers are the rows as they are, without `translated`. Several specs may apply to the same rows (a product's
 * own fields, then its category's name).
 */
export async function translateRows<T extends object>(
  tx: Tx,
  language: Language | undefined,
  rows: readonly T[],
  ...specs: OverlaySpec<T>[]
): Promise<Translated<T>[]> {
  if (language === undefined || language === "ko" || rows.length === 0) return rows as Translated<T>[];
  const out: Translated<T>[] = rows.map((row) => ({ ...row, translated: [] as string[] }));
  for (const spec of specs) {
    const ids = [...new Set(rows.map(spec.idOf).filter((id): id is number => id !== null))];
    const found = await publishedFor(tx, spec.entity, language, ids);
    for (const row of out) {
      const id = spec.idOf(row);
      const fields = id === null ? undefined : found.get(id);
      if (!fields) continue;
      overlayFields(row, fields, spec.fields);
      if (spec.listed) Object.assign(row, spec.listed(row, fields));
    }
  }
  return out;
}

/** One row (a detail page): as translateRows. */
export async function translateRow<T extends object>(
  tx: Tx,
  language: Language | undefined,
  row: T,
  ...specs: OverlaySpec<T>[]
): Promise<Translated<T>> {
  const [translated] = await translateRows(tx, language, [row], ...specs);
  return translated as Translated<T>;
}

/**
 * Each translated field written onto `row` under its answer key (translation field → key) and named in its
 * `translated`; a list of lines (a doctor's career) is translated as one text, a line per item.
 */
function overlayFields(
  row: Translated<object>,
  fields: Readonly<TranslationFields> | undefined,
  keys: Readonly<Record<string, string>>,
) {
  for (const [field, key] of Object.entries(keys)) {
    const value = fields?.[field];
    if (!value) continue;
    const current = (row as Record<string, unknown>)[key];
    (row as Record<string, unknown>)[key] = Array.isArray(current) ? linesOf(value) : value;
    row.translated?.push(key);
  }
}

/**
 * One part of an answer that is not a row (the site config's header, footer) in the language: its texts
 * (translation field → key) replaced where translated, with `translated` naming them.
 */
export function translateTexts<T extends object>(
  part: T,
  fields: Readonly<TranslationFields> | undefined,
  keys: Readonly<Record<string, keyof T & string>>,
): T & { translated: string[] } {
  const out = { ...part, translated: [] as string[] };
  overlayFields(out, fields, keys);
  return out;
}

const linesOf = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * One item of a row's list (an option, a popup's item, a 비급여 cell) in the language: each of its `texts`
 * (item key → listed prefix) replaced where the clinic translated that Korean text, and `translated` naming them.
 */
export function translateItem<T extends object>(
  item: T,
  fields: Readonly<TranslationFields> | undefined,
  texts: Readonly<Partial<Record<keyof T & string, string>>>,
): Translated<T> {
  const out: Translated<T> = { ...item, translated: [] };
  for (const [key, prefix] of Object.entries(texts) as [string, string][]) {
    const korean = (item as Record<string, unknown>)[key];
    const value = typeof korean === "string" && korean ? fields?.[listedKey(prefix, korean)] : undefined;
    if (!value) continue;
    (out as Record<string, unknown>)[key] = value;
    out.translated?.push(key);
  }
  return out;
}
