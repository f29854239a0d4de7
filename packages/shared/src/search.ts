import { z } from "zod";
import { boardSummarySchema } from "./article";
import { eventSummarySchema } from "./event";
import { productSummarySchema } from "./product";
import { keywordQuery } from "./query";
import { languageCodeQuery } from "./translations";

/** Rows per group on the search page; counts are always totals. */
export const SEARCH_GROUP_LIMIT = 12;

export const searchQuerySchema = z.object({
  keyword: keywordQuery.default(""),
  languageCode: languageCodeQuery,
});
const group = <T extends z.ZodType>(row: T) => z.object({ total: z.number().int(), rows: z.array(row) });
/** GET /search?keyword=: products, events and board posts whose text contains the keyword. */
export const searchResultSchema = z.object({
  keyword: z.string(),
  products: group(productSummarySchema),
  events: group(eventSummarySchema),
  contents: group(boardSummarySchema),
});
export type SearchResult = z.infer<typeof searchResultSchema>;
