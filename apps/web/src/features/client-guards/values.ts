/**
 * Tiny value checks for JSON that reaches the browser. They mirror the zod rules the shared schemas use
 * (z.number().int() accepts safe integers only), so a hand-written guard accepts exactly what the schema would.
 */

export type JsonRecord = Record<string, unknown>;

export const isRecord = (value: unknown): value is JsonRecord =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export const isInt = (value: unknown): value is number => Number.isSafeInteger(value);

export const isNullableString = (value: unknown): value is string | null =>
  value === null || typeof value === "string";

export const isOneOf = <T extends string>(options: readonly T[], value: unknown): value is T =>
  typeof value === "string" && (options as readonly string[]).includes(value);

/**
 * The part of a zod schema the persisted-state code calls, built from a parse function: `parse` returns the
 * accepted value (a fresh object) or null.
 */
export type SafeParseResult<T> = { success: true; data: T } | { success: false };
export interface SafeParser<T> {
  safeParse(value: unknown): SafeParseResult<T>;
}

export function safeParser<T>(parse: (value: unknown) => T | null): SafeParser<T> {
  return {
    safeParse(value) {
      const data = parse(value);
      return data === null ? { success: false } : { success: true, data };
    },
  };
}
