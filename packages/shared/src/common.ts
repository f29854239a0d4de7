import { z } from "zod";

/** List answers share one envelope so clients can page without guessing. */
export const listOf = <T extends z.ZodType>(row: T) => z.object({ rows: z.array(row) });

/** One page of a list: its rows, how many rows there are in all, and which page of what length was asked for. */
export const pagedListOf = <T extends z.ZodType>(row: T) =>
  listOf(row).extend({ total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

/** The console's pages: the same, with the page's length named `size` like the console's query parameter. */
export const consolePageOf = <T extends z.ZodType>(row: T) =>
  listOf(row).extend({ total: z.number().int(), page: z.number().int(), size: z.number().int() });

/**
 * The rows listed just before and just after one in its list (a detail page's previous and next links), null at
 * either end: notices and board posts alike, as the API finds them (lib/list-neighbours).
 */
export const neighboursShape = {
  previous: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  next: z.object({ id: z.number().int(), title: z.string() }).nullable(),
};

/** When something happened, or happens or ends, as an answer gives it: ISO 8601 text with its offset. */
export const timestamp = z.string();

/** Positive integer id in a path or query string ("12" → 12); anything else is a 400. */
export const idParam = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * Answer fields that hold free text or nothing (null), declared by name: clinic records carry dozens of them, and
 * a list of names reads (and diffs) better than a column of `z.string().nullable()`.
 */
export function nullableStrings<const K extends string>(...keys: K[]) {
  return Object.fromEntries(keys.map((key) => [key, z.string().nullable()])) as {
    [P in K]: z.ZodNullable<z.ZodString>;
  };
}

/** "HH:MM:SS" as PostgreSQL returns a `time`; the footer cuts it to HH:MM (spec section 2). */
export const timeOfDay = z.string().regex(/^\d{2}:\d{2}(:\d{2})?$/);
