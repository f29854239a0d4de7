import { z } from "zod";
import { cleanKeyword } from "./text";

export { cleanKeyword };

/** Page size when a list request names none (spec 9: "page-size-like constant 10"). */
export const DEFAULT_PAGE_SIZE = 10;
/** Largest page a client may ask for, so one request cannot pull a whole catalogue. */
export const MAX_PAGE_SIZE = 100;
/** Longest search keyword accepted; longer ones are a 400 rather than a slow scan. */
export const MAX_KEYWORD_LENGTH = 50;

/** Query-string boolean: exactly "true" or "false" ("1", "yes", "" are 400s rather than silently false). */
export const queryBoolean = z.enum(["true", "false"]).transform((value) => value === "true");

export const pagingQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type PagingQuery = z.infer<typeof pagingQuery>;

/** Search words: control characters dropped, trimmed; an empty keyword is allowed and matches everything (spec 5). */
export const keywordQuery = z.string().transform(cleanKeyword).pipe(z.string().max(MAX_KEYWORD_LENGTH));

/** Optional positive integer id in a query string. */
export const optionalIdQuery = z.coerce.number().int().positive().max(2_147_483_647).optional();

/** Comma-separated ids, e.g. productCategoryIds=1,2,3. */
export const idListQuery = z
  .string()
  .regex(/^\d{1,10}(,\d{1,10}){0,49}$/, "쉼표로 구분한 숫자 id여야 합니다.")
  .transform((value) => value.split(",").map(Number))
  .pipe(z.array(z.number().int().positive().max(2_147_483_647)));
