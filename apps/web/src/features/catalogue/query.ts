/** Reading and writing the query strings of catalogue pages (links keep the other parameters). Pure. */

/** Next's `searchParams` after awaiting. */
export type SearchParams = Record<string, string | string[] | undefined>;
export type QueryChange = string | number | boolean | null | undefined;

const MAX_ID = 2_147_483_647;
const MAX_PAGE = 100_000;

/** The first value of a parameter (a repeated key keeps its first occurrence). */
export function firstParam(params: SearchParams, key: string): string | undefined {
  const value = params[key];
  return Array.isArray(value) ? value[0] : value;
}

/** A positive database id written as plain digits ("12"); anything else ("abc", "1.5", "-1", "012x") is null. */
export function parseId(raw: string | undefined | null): number | null {
  if (raw === undefined || raw === null || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= MAX_ID ? id : null;
}

/** Page number from the query: a positive integer, otherwise page 1 (a bad page is not worth an error page). */
export function parsePage(raw: string | undefined): number {
  if (raw === undefined || !/^\d{1,6}$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

/**
 * `pathname` with the current query and `changes` applied: a change of null/undefined/false/"" removes the key,
 * anything else sets it. Keys keep their order; new keys go last; repeated keys collapse to their first value.
 */
export function hrefWith(
  pathname: string,
  params: SearchParams,
  changes: Record<string, QueryChange>,
): string {
  const query = new URLSearchParams();
  for (const key of Object.keys(params)) {
    const value = firstParam(params, key);
    if (value !== undefined && !(key in changes)) query.set(key, value);
  }
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === undefined || value === false || value === "") query.delete(key);
    else query.set(key, String(value));
  }
  const search = query.toString();
  return search ? `${pathname}?${search}` : pathname;
}

/** Preview tokens the API accepts (previewToken: 8–128 characters); anything else cannot open a preview. */
export function parsePreviewToken(raw: string | undefined): string | null {
  const token = raw?.trim();
  // A control character (the API refuses a NUL in any query) cannot be part of a signed token either.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  const readable = token && !/[\u0000-\u001f\u007f]/.test(token);
  return readable && token.length >= 8 && token.length <= 128 ? token : null;
}
