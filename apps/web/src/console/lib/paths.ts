/**
 * The console's pages live in `app/console/…`; on the console host the proxy prefixes every path with
 * CONSOLE_PREFIX, so browsers see `/clinics/1/reservations` while Next renders `/console/clinics/1/reservations`.
 * Pure, so the rules are unit-tested without a server.
 */
export const CONSOLE_PREFIX = "/console";

/** Where a console-host request is rewritten to; null for paths the console never serves (the storefront API). */
export function planConsolePath(pathname: string): string | null {
  if (pathname === "/api" || pathname.startsWith("/api/")) return null;
  if (pathname === CONSOLE_PREFIX || pathname.startsWith(`${CONSOLE_PREFIX}/`)) return null;
  return pathname === "/" ? CONSOLE_PREFIX : `${CONSOLE_PREFIX}${pathname}`;
}

/** A browser URL inside the console (links, redirects): never carries the internal prefix. */
export function consoleHref(path: string): string {
  return path.startsWith("/") ? path : `/${path}`;
}

/** The clinic-scoped section of the console. */
export const clinicHref = (partnerId: number, section = "reservations") => `/clinics/${partnerId}/${section}`;

/** Next's own path of a clinic's console page (for revalidatePath): the prefixed one, never the API's. */
export const clinicPagePath = (partnerId: number, section: string) =>
  `${CONSOLE_PREFIX}${clinicHref(partnerId, section)}`;
