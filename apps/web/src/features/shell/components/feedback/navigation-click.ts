/**
 * Whether a click will make the App Router navigate to another page of this site: a plain left click on a
 * same-origin link that opens in this tab, is not a download, and points at a different path or query (a
 * hash-only change does not load a page). Pure apart from reading the event's target.
 */
export function isClientNavigation(
  event: Pick<
    MouseEvent,
    "button" | "metaKey" | "ctrlKey" | "shiftKey" | "altKey" | "defaultPrevented" | "target"
  >,
  location: { origin: string; pathname: string; search: string },
): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const target = event.target as Element | null;
  const anchor = target?.closest?.("a[href]") as HTMLAnchorElement | null;
  if (!anchor) return false;
  if (anchor.target && anchor.target !== "_self") return false;
  if (anchor.hasAttribute("download")) return false;
  return isOtherPage(anchor.href, location);
}

export function isOtherPage(
  href: string,
  location: { origin: string; pathname: string; search: string },
): boolean {
  let url: URL;
  try {
    url = new URL(href, location.origin);
  } catch {
    return false;
  }
  if (url.origin !== location.origin) return false;
  return url.pathname !== location.pathname || url.search !== location.search;
}
