/** Zod-free text rules shared by the API's schemas and the storefront's query parsing (client bundles included). */

// PostgreSQL text cannot hold NUL, and no one searches for control characters: they become spaces.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** Control characters become spaces, then trimmed: what a search word means, on the API and in the storefront. */
export const cleanKeyword = (value: string): string => value.replace(CONTROL_CHARACTERS, " ").trim();
