/**
 * Spec sections 2 and 5 (action buttons): a URL starting with "/" is internal and opens in the same tab; one
 * without a scheme gets http:// prepended; external URLs open in a new tab. Pure.
 */
export interface ResolvedLink {
  href: string;
  external: boolean;
}

export function resolveLink(url: string | null | undefined): ResolvedLink | null {
  const trimmed = url?.trim();
  if (!trimmed) return null;
  if (trimmed.startsWith("/") && !trimmed.startsWith("//")) return { href: trimmed, external: false };
  if (/^(https?:)?\/\//i.test(trimmed)) return { href: trimmed, external: true };
  if (/^(tel|mailto|sms):/i.test(trimmed)) return { href: trimmed, external: false };
  if (!trimmed.includes("http")) return { href: `http://${trimmed}`, external: true };
  return { href: trimmed, external: true };
}
