import { and, eq, inArray, schema, type Tx } from "@clinic/db";
import { TRANSLATION_LANGUAGES, type TranslationFields, type TranslationLanguage } from "@clinic/shared";

const { contentTranslations, contentDrafts } = schema;

/**
 * A translation's unpublished edit waits in content_drafts under `{entity}@{language}` (decision 0043): the
 * content publisher and the draft list know only plain entity keys, so they pass it by.
 */
export const translationDraftKey = (entity: string, language: TranslationLanguage) => `${entity}@${language}`;

/** "products@en" → { entity: "products", language: "en" }; null for a plain entity's draft. */
export function parseTranslationDraftKey(
  key: string,
): { entity: string; language: TranslationLanguage } | null {
  const at = key.lastIndexOf("@");
  if (at < 0) return null;
  const language = key.slice(at + 1) as TranslationLanguage;
  return TRANSLATION_LANGUAGES.includes(language) ? { entity: key.slice(0, at), language } : null;
}

/** The published translations of one row (the clinic's by row-level security). */
const translationsOf = (entity: string, id: number) =>
  and(eq(contentTranslations.entity, entity), eq(contentTranslations.entityId, id));

export async function publishedOf(tx: Tx, entity: string, id: number) {
  return tx
    .select({
      language: contentTranslations.language,
      fields: contentTranslations.fields,
      publishedAt: contentTranslations.publishedAt,
    })
    .from(contentTranslations)
    .where(translationsOf(entity, id));
}

export async function draftsOf(tx: Tx, entity: string, id: number) {
  const keys = TRANSLATION_LANGUAGES.map((language) => translationDraftKey(entity, language));
  return tx
    .select({ entity: contentDrafts.entity, payload: contentDrafts.payload })
    .from(contentDrafts)
    .where(and(inArray(contentDrafts.entity, keys), eq(contentDrafts.entityId, id)));
}

export async function upsertPublished(
  tx: Tx,
  partnerId: number,
  entity: string,
  id: number,
  language: TranslationLanguage,
  fields: TranslationFields,
  staffId: number | null,
): Promise<void> {
  const values = { fields, publishedAt: new Date(), publishedBy: staffId };
  await tx
    .insert(contentTranslations)
    .values({ partnerId, entity, entityId: id, language, ...values })
    .onConflictDoUpdate({
      target: [
        contentTranslations.partnerId,
        contentTranslations.entity,
        contentTranslations.entityId,
        contentTranslations.language,
      ],
      set: values,
    });
}

export async function deletePublished(tx: Tx, entity: string, id: number, language: TranslationLanguage) {
  await tx
    .delete(contentTranslations)
    .where(and(translationsOf(entity, id), eq(contentTranslations.language, language)));
}

/** A purged row's translations and their drafts go with it (nothing else points at them). */
export async function deleteAllOf(tx: Tx, entity: string, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .delete(contentTranslations)
    .where(and(eq(contentTranslations.entity, entity), inArray(contentTranslations.entityId, ids)));
  const keys = TRANSLATION_LANGUAGES.map((language) => translationDraftKey(entity, language));
  await tx
    .delete(contentDrafts)
    .where(and(inArray(contentDrafts.entity, keys), inArray(contentDrafts.entityId, ids)));
}
