import type { TermHistory, TermTitle } from "@clinic/shared";
import { formatLongDate } from "./dates";

/** The two terms pages of the route table. */
export const TERM_PAGES = {
  TERMS_OF_SERVICE: { path: "/terms/terms-of-service", title: "이용약관", eyebrow: "Terms of service" },
  PRIVACY_POLICY: { path: "/terms/privacy-policy", title: "개인정보처리방침", eyebrow: "Privacy policy" },
} as const satisfies Partial<Record<TermTitle, { path: string; title: string; eyebrow: string }>>;
export type TermPageKey = keyof typeof TERM_PAGES;

type VersionRow = Pick<TermHistory, "id" | "version" | "effectiveDate">;

export type VersionChoice =
  /** No ?version= (or the current one's id): show the current version. */
  | { kind: "current" }
  /** An earlier effective version to load. */
  | { kind: "earlier"; id: number }
  /** A malformed id, or one that is not an effective version of this term: the page answers 404. */
  | { kind: "missing" };

/**
 * Which version the page shows. Only ids from the term's own list of effective versions are loaded, so a
 * version of another term (or clinic), or one not in force yet, is never shown through this page.
 */
export function chooseVersion(
  raw: string | undefined,
  parsed: number | null,
  current: { id: number },
  versions: readonly VersionRow[],
): VersionChoice {
  if (raw === undefined) return { kind: "current" };
  if (parsed === null) return { kind: "missing" };
  if (parsed === current.id) return { kind: "current" };
  return versions.some((row) => row.id === parsed) ? { kind: "earlier", id: parsed } : { kind: "missing" };
}

/** "v2.0 · 2025년 3월 1일 시행" for the picker. */
export function versionLabel(row: VersionRow): string {
  const date = formatLongDate(row.effectiveDate);
  return date ? `${row.version} · ${date} 시행` : row.version;
}

/** The picker's links: the current version first (plain path), then earlier ones (?version=id), newest first. */
export function versionLinks(
  path: string,
  current: VersionRow,
  versions: readonly VersionRow[],
  label: (row: VersionRow) => string = versionLabel,
): { id: number; href: string; label: string; isCurrentVersion: boolean }[] {
  const earlier = versions
    .filter((row) => row.id !== current.id)
    .sort((a, b) => b.effectiveDate.localeCompare(a.effectiveDate) || b.id - a.id);
  return [
    { id: current.id, href: path, label: label(current), isCurrentVersion: true },
    ...earlier.map((row) => ({
      id: row.id,
      href: `${path}?version=${row.id}`,
      label: label(row),
      isCurrentVersion: false,
    })),
  ];
}
