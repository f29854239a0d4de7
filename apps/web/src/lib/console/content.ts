import "server-only";
import {
  type ConsoleContentList,
  type ConsoleDocument,
  consoleContentListSchema,
  consoleDocumentSchema,
} from "@clinic/shared";
import { consoleGet } from "./api";

// Console content (issue 11): every entity is read the same way; writes are the server actions of
// app/console/clinics/[partnerId]/content/_actions.ts. Nothing here is cached: answers depend on the account.

export interface ContentListQuery {
  q?: string | undefined;
  page?: number | undefined;
  size?: number | undefined;
  trash?: boolean | undefined;
}

const contentBase = (partnerId: number, entity: string) =>
  `/console/clinics/${partnerId}/content/${encodeURIComponent(entity)}` as const;

export function listContent(
  partnerId: number,
  entity: string,
  query: ContentListQuery = {},
): Promise<ConsoleContentList> {
  const search = new URLSearchParams();
  if (query.q) search.set("q", query.q);
  if (query.page) search.set("page", String(query.page));
  if (query.size) search.set("size", String(query.size));
  if (query.trash) search.set("trash", "true");
  const suffix = search.size > 0 ? `?${search}` : "";
  return consoleGet(`${contentBase(partnerId, entity)}${suffix}`, consoleContentListSchema);
}

export function getContentDocument(partnerId: number, entity: string, id: number): Promise<ConsoleDocument> {
  return consoleGet(`${contentBase(partnerId, entity)}/${id}`, consoleDocumentSchema);
}

/** Choices for a select or pick field: another entity's live rows (the first 100, in the site's order). */
export async function contentChoices(
  partnerId: number,
  entity: string,
): Promise<{ value: number; label: string }[]> {
  const { rows } = await listContent(partnerId, entity, { size: 100 });
  return rows.map((row) => ({ value: row.id, label: row.isVisible ? row.title : `${row.title} (숨김)` }));
}
