/**
 * PostgreSQL stores neither NUL characters nor lone UTF-16 surrogates (in text or jsonb): such a string reaching
 * the database is a 500. JSON bodies are checked once, on arrival, so no endpoint has to remember it.
 */
const NUL = "\u0000";
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const storable = (text: string) => !text.includes(NUL) && !LONE_SURROGATE.test(text);

/** The path ("options.0.name") of the first string, or object key, the database cannot store; null when none. */
export function unstorableTextPath(value: unknown, path: string[] = []): string | null {
  if (typeof value === "string") return storable(value) ? null : path.join(".");
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = unstorableTextPath(item, [...path, String(index)]);
      if (found !== null) return found;
    }
    return null;
  }
  if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (!storable(key)) return [...path, "(key)"].join(".");
      const found = unstorableTextPath(item, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
}
