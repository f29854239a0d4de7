const decodes = (text: string): boolean => {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
};

/**
 * The first query parameter of `url` whose name or value is not well-formed percent-encoding (a "%" without two
 * hex digits, escapes that are not UTF-8): its name as far as it decodes, "" when the name itself is broken.
 * Null when the whole query decodes.
 */
export function malformedQueryName(url: string): string | null {
  const start = url.indexOf("?");
  if (start === -1) return null;
  for (const pair of url.slice(start + 1).split("&")) {
    const equals = pair.indexOf("=");
    const name = equals === -1 ? pair : pair.slice(0, equals);
    const value = equals === -1 ? "" : pair.slice(equals + 1);
    if (!decodes(name)) return "";
    if (!decodes(value)) return decodeURIComponent(name.replaceAll("+", " "));
  }
  return null;
}
