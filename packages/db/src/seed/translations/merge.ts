import type { DemoTranslations, RowTranslations } from "./types";

type Fields = Record<string, string>;

/** The value at `key`, put there first when missing. */
function entry<T>(record: Record<string, T>, key: string, make: () => T): T {
  const found = record[key];
  if (found !== undefined) return found;
  const made = make();
  record[key] = made;
  return made;
}

/**
 * Several sets of one clinic's translations as one (names in one file, page bodies in another): a row's languages
 * and fields add up; a field written twice is a mistake, so it throws instead of letting the later file win.
 */
export function mergeTranslations(...sets: DemoTranslations[]): DemoTranslations {
  const out: Record<string, Record<string, Record<string, Fields>>> = {};
  for (const set of sets) {
    for (const [entity, rows] of Object.entries(set) as [string, Record<string, RowTranslations>][]) {
      const merged = entry<Record<string, Record<string, Fields>>>(out, entity, () => ({}));
      for (const [name, languages] of Object.entries(rows)) {
        const row = entry<Record<string, Fields>>(merged, name, () => ({}));
        for (const [language, fields] of Object.entries(languages) as [string, Fields][]) {
          const target = entry<Fields>(row, language, () => ({}));
          for (const [field, value] of Object.entries(fields)) {
            if (field in target)
              throw new Error(`translations: ${entity} '${name}' ${language}.${field} written twice`);
            target[field] = value;
          }
        }
      }
    }
  }
  return out as DemoTranslations;
}
