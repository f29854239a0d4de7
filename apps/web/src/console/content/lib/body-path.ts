/** Reads and writes a content body by path ("options.0.price"); bodies are plain JSON. */
export type Body = Record<string, unknown>;

export function valueAt(body: unknown, path: string): unknown {
  let current = body;
  for (const key of path.split(".")) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** A copy of `body` with `value` at `path` (arrays stay arrays). */
export function withValue<T>(body: T, path: string, value: unknown): T {
  const [key, ...rest] = path.split(".");
  if (key === undefined) return body;
  const container: Record<string, unknown> | unknown[] = Array.isArray(body)
    ? [...body]
    : { ...(body as Record<string, unknown>) };
  const current = (container as Record<string, unknown>)[key];
  (container as Record<string, unknown>)[key] =
    rest.length === 0 ? value : withValue(current ?? {}, rest.join("."), value);
  return container as T;
}

/** Field errors under `prefix` (a row's errors, with the row's path taken off). */
export function errorsUnder(errors: Record<string, string>, prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    if (path.startsWith(`${prefix}.`)) out[path.slice(prefix.length + 1)] = message;
  }
  return out;
}
