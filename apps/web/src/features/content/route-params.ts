import { cleanKeyword, MAX_KEYWORD_LENGTH } from "@clinic/shared";
import { firstParam, type SearchParams } from "@/features/catalogue/query";

/**
 * ?keyword= cleaned as the API cleans it (control characters, including a NUL the API refuses in any query, become
 * spaces) and cut to the API's limit (a longer keyword would be a 400 from the API).
 */
export function parseKeyword(params: SearchParams, key = "keyword"): string {
  return cleanKeyword(firstParam(params, key) ?? "").slice(0, MAX_KEYWORD_LENGTH);
}
