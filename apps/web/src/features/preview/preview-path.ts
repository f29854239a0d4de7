/**
 * Where a preview link may lead: a path of the same site (one leading slash, no scheme, no backslash), so a
 * preview link can never be turned into a redirect to another site. Anything else leads home.
 */
export function previewTarget(path: string | null): string {
  if (!path?.startsWith("/") || path.startsWith("//") || /[\\\s]/.test(path)) return "/";
  return path;
}
