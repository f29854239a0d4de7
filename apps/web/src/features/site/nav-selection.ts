/**
 * Navigation selection rules of spec section 2 ("Nav item selected"). Pure, shared by the desktop navigation
 * and the mobile menu (which opens the entry holding the current path).
 */

export interface NavLinkLike {
  url: string;
}

export interface NavItemLike extends NavLinkLike {
  subList: readonly NavLinkLike[];
}

const PRODUCTS = "/products";
const PRODUCT_CATEGORIES = "/products/category";
const EXHIBITIONS = "/exhibitions";

/**
 * The path part of a nav URL or of the current location: no query, no hash, no trailing slash (except the root).
 * External URLs keep their scheme and host, so they never equal a site path.
 */
export function navPath(url: string): string {
  const path = url.trim().split(/[?#]/, 1)[0] ?? "";
  if (path.length > 1 && path.endsWith("/")) return path.replace(/\/+$/, "") || "/";
  return path;
}

const urlsOf = (item: NavItemLike) => [item.url, ...item.subList.map((sub) => sub.url)].map(navPath);

/** Whether a nav link (a top item's own url or a sub-item) points exactly at the current page. */
export function isNavLinkCurrent(link: NavLinkLike, pathname: string): boolean {
  return navPath(link.url) === navPath(pathname);
}

/**
 * An item is selected when its url equals the current path or one of its sub-items' urls does. Besides:
 * - the products item (its url or a sub-item's url is /products) is selected on every path containing /products,
 *   except under /products/category, where only the exact matches above count;
 * - the exhibitions item (its url or a sub-item's url starts with /exhibitions) on every path containing
 *   /exhibitions.
 * Treating an item whose sub-list holds /products or /exhibitions as that section's item is our reading: the
 * spec names "the products item" without saying how it is recognised, and clinics often nest exhibitions under
 * an events item.
 */
export function isNavItemSelected(item: NavItemLike, pathname: string): boolean {
  const path = navPath(pathname);
  const urls = urlsOf(item);
  if (urls.includes(path)) return true;
  if (urls.includes(PRODUCTS) && path.includes(PRODUCTS)) return !path.includes(PRODUCT_CATEGORIES);
  if (urls.some((url) => url.startsWith(EXHIBITIONS)) && path.includes(EXHIBITIONS)) return true;
  return false;
}

/** Spec section 2: only items with MORE THAN ONE sub-item get a dropdown (and an expandable mobile entry). */
export function hasDropdown(item: NavItemLike): boolean {
  return item.subList.length > 1;
}

/** Index of the first selected item (the mobile menu opens its sub-list by default), or -1. */
export function selectedNavIndex(items: readonly NavItemLike[], pathname: string): number {
  return items.findIndex((item) => isNavItemSelected(item, pathname));
}
