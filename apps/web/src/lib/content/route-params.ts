import { MAX_KEYWORD_LENGTH } from "@clinic/shared";
import { firstParam, type SearchParams } from "../catalogue/query";

/** ?keyword= trimmed and cut to the API's limit (a longer keyword would be a 400 from the API). */
export function parseKeyword(params: SearchParams, key = "keyword"): string {
  return (firstParam(params, key) ?? "").trim().slice(0, MAX_KEYWORD_LENGTH);
}
