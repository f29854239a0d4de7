import type { PgColumn, SQL, Tx } from "@clinic/db";
import type { ContentUse } from "@clinic/shared";
import type { z } from "zod";

/**
 * One kind of storefront content as the console edits it (issue 11, decision 0020). The lifecycle (list, search,
 * order, hide, trash, drafts, publishing, preview) is the same for every entity and lives in the service; an
 * entity says only where its rows are and how its body is read and written.
 */
export interface ContentEntity<Body = unknown> {
  /** Path segment under /console/clinics/{id}/content and content_drafts.entity. */
  key: string;
  /** Korean name for messages and the audit log. */
  label: string;
  columns: ContentColumns;
  /** The shared zod schema of the console body. */
  body: z.ZodType<Body, unknown>;
  /** The live row as a body (what the edit form shows); null when there is no such row of the clinic. */
  read(tx: Tx, id: number): Promise<Record<string, unknown> | null>;
  /**
   * Inserts a new row, hidden until published, and answers its id. Absent for content the clinic only moderates
   * (visitors' reviews): such an entity has no create route.
   */
  create?(tx: Tx, partnerId: number, body: Body): Promise<number>;
  /** Writes a body into the live row (and its child rows): publishing and preview both call this. */
  apply(tx: Tx, partnerId: number, id: number, body: Body): Promise<void>;
  /** Checks references the schema cannot (a category of this clinic); throws a 400 naming the field. */
  check?(tx: Tx, body: Body): Promise<void>;
  /**
   * The storefront page showing one row, for the preview link; null when it has no page of its own. `live` is the
   * row's body (a post's page names its board).
   */
  previewPath(id: number, live?: Record<string, unknown>): string | null;
  /** Refuses (409) to purge rows others still need (a board type with posts); the foreign keys would cascade. */
  beforePurge?(tx: Tx, ids: number[]): Promise<void>;
  /**
   * The places of the site that link to these rows (banners, popups, menus…): a delete that would leave them
   * pointing at a missing page is refused unless the body asks to unlink them (decision 0033).
   */
  linkedFrom?(tx: Tx, partnerId: number, ids: number[]): Promise<ContentUse[]>;
  /** Removes those links; answers what it removed. */
  unlink?(tx: Tx, partnerId: number, ids: number[]): Promise<ContentUse[]>;
}

export interface ContentColumns {
  // biome-ignore lint/suspicious/noExplicitAny: any drizzle table; the service reads only the columns below.
  table: any;
  id: PgColumn;
  deletedAt: PgColumn;
  /** The boolean that shows the row on the storefront (is_visible, is_published, event_viewable). */
  visible: PgColumn;
  /** The storefront's order key, when the storefront shows an order (smaller first). */
  weight?: PgColumn;
  /** List order when there is no weight (newest first, usually). */
  order: SQL[];
  title: PgColumn;
  subtitle?: SQL;
  thumbnail?: PgColumn;
  /** Columns the console's search box matches. */
  search: PgColumn[];
}
