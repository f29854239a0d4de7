import "server-only";
import type { ConsoleContentList, ConsoleDocument, ConsoleTranslations } from "@clinic/shared";
import { consoleGet } from "./api";

// Console content (issue 11): every entity is read the same way; writes are the server actions of
// app/console/clinics/[partnerId]/content/_actions.ts. Nothing here is cached: answers depend on the account.

export interface ContentListQuery {
  q?: string | undefined;
  page?: number | undefined;
  size?: number | undefined;
  trash?: boolean | undefined;
}

export function listContent(
  partnerId: number,
  entity: string,
  query: ContentListQuery = {},
): Promise<ConsoleContentList> {
  // Only what is set travels, as before: the API's defaults fill in the rest.
  const { q, page, size, trash } = query;
  return consoleGet("contentList", {
    params: { partnerId, entity },
    query: {
      q: q || undefined,
      page: page || undefined,
      size: size || undefined,
      trash: trash ? "true" : undefined,
    },
  });
}

export function getContentDocument(partnerId: number, entity: string, id: number): Promise<ConsoleDocument> {
  return consoleGet("contentDocument", { params: { partnerId, entity, id } });
}

/** Choices for a select or pick field: another entity's live rows (the first 100, in the site's order). */
export async function contentChoices(
  partnerId: number,
  entity: string,
): Promise<{ value: number; label: string }[]> {
  const { rows } = await listContent(partnerId, entity, { size: 100 });
  return rows.map((row) => ({ value: row.id, label: row.isVisible ? row.title : `${row.title} (숨김)` }));
}

/** One row's translations (issue 29): the Korean fields beside each language's published text and draft. */
export function getContentTranslations(
  partnerId: number,
  entity: string,
  id: number,
): Promise<ConsoleTranslations> {
  return consoleGet("translations", { params: { partnerId, entity, id } });
}
