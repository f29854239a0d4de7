import { and, eq, inArray, schema, type Tx } from "@clinic/db";
import type { ForeignLanguage } from "./foreign-texts";

const { contentTranslations } = schema;

/**
 * The published names of some treatments or doctors in `language` (content_translations, decision 0043), by id;
 * an id the clinic has not translated is absent, and the message says its Korean name.
 */
export async function translatedNames(
  tx: Tx,
  partnerId: number,
  entity: "products" | "employees",
  ids: number[],
  language: ForeignLanguage,
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: contentTranslations.entityId, fields: contentTranslations.fields })
    .from(contentTranslations)
    .where(
      and(
        eq(contentTranslations.partnerId, partnerId),
        eq(contentTranslations.entity, entity),
        eq(contentTranslations.language, language),
        inArray(contentTranslations.entityId, [...new Set(ids)]),
      ),
    );
  const names = new Map<number, string>();
  for (const row of rows) {
    const name = (row.fields as Record<string, unknown> | null)?.name;
    if (typeof name === "string" && name.trim() !== "") names.set(row.id, name.trim());
  }
  return names;
}
