/**
 * An author's name as a private post shows it to other visitors: the first character, then one `*` for each
 * other character ("김하늘" → "김**", "홍길" → "홍*"); a one-character name is all mask ("A" → "*"), or it would
 * show in full. Counted in code points so a character outside the BMP is never split.
 */
export function maskAuthorName(name: string): string {
  const characters = Array.from(name);
  if (characters.length <= 1) return "*";
  return `${characters[0]}${"*".repeat(characters.length - 1)}`;
}
