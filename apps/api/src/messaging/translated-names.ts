import { publishedFor } from "@api/storefront/translations/overlay";
import type { Tx } from "@clinic/db";
import type { ForeignLanguage } from "./foreign-texts";

/**
 * The published names of some doctors in `language` (content_translations, decision 0043), by id; an id the clinic
 * has not translated is absent, and the message says its Korean name. (Treatments are read with their options'
 * names, in reservation-messages.ts.)
 */
export async function translatedNames(
  tx: Tx,
  partnerId: number,
  entity: "employees",
  ids: number[],
  language: ForeignLanguage,
): Promise<Map<number, string>> {
  const names = new Map<number, string>();
  for (const [id, fields] of await publishedFor(tx, entity, language, ids, partnerId)) {
    const name = fields.name?.trim();
    if (name) names.set(id, name);
  }
  return names;
}
