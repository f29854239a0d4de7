/** Longest stored rich-text body (HTML): a long treatment page with embeds, far below the JSON body limit. */
export const RICH_TEXT_MAX = 200_000;
