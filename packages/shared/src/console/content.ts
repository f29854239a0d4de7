import { z } from "zod";
import { consolePageOf, idParam } from "../common";

// The console's content lifecycle (issue 11, decision 0020): every storefront entity is listed, searched, paged,
// ordered, hidden, soft-deleted and restored the same way; its fields are saved as a draft and published now or
// at a set time. The entity-specific part is only its body schema (content-*.ts).

export const CONTENT_PAGE_SIZE = 20;
export const CONTENT_PAGE_SIZE_MAX = 100;
export const CONTENT_SEARCH_MAX = 100;
export const CONTENT_BULK_MAX = 200;
export const CONTENT_ORDER_MAX = 500;
/** How long the console offers to undo a bulk hide or delete (the toast's button). */
export const CONTENT_UNDO_SECONDS = 10;
/** A signed preview link works this long. */
export const PREVIEW_LINK_MINUTES = 60;
/** Header carrying the signed preview token from the web server to the API. */
export const PREVIEW_HEADER = "x-clinic-preview";

const flag = z
  .enum(["true", "false", "1", "0"], "true 또는 false로 보내 주세요.")
  .transform((value) => value === "true" || value === "1");

export const consoleContentListQuerySchema = z.object({
  q: z.string().trim().max(CONTENT_SEARCH_MAX, `${CONTENT_SEARCH_MAX}자 이하로 입력해 주세요.`).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(CONTENT_PAGE_SIZE_MAX).default(CONTENT_PAGE_SIZE),
  /** The trash: deleted rows only. */
  trash: flag.optional(),
});
export type ConsoleContentListQuery = z.input<typeof consoleContentListQuerySchema>;

export const consoleContentRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** A second line: category, dates, author. */
  subtitle: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  isVisible: z.boolean(),
  /** The storefront's order key where it shows an order; null for lists ordered by date. */
  weight: z.number().int().nullable(),
  hasDraft: z.boolean(),
  publishAt: z.iso.datetime({ offset: true }).nullable(),
  deletedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type ConsoleContentRow = z.infer<typeof consoleContentRowSchema>;

export const consoleContentListSchema = consolePageOf(consoleContentRowSchema).extend({
  /** Whether the list is in the storefront's order, so dragging rows changes it. */
  ordered: z.boolean(),
});
export type ConsoleContentList = z.infer<typeof consoleContentListSchema>;

export const consoleOrderBodySchema = z.object({
  ids: z
    .array(idParam)
    .min(1, "순서를 바꿀 항목이 없습니다.")
    .max(CONTENT_ORDER_MAX, `${CONTENT_ORDER_MAX}개까지 한 번에 정렬할 수 있습니다.`)
    .refine((ids) => new Set(ids).size === ids.length, "같은 항목이 두 번 있습니다."),
});

export const bulkActions = ["hide", "show", "delete", "restore", "purge"] as const;
export type BulkAction = (typeof bulkActions)[number];

export const consoleBulkBodySchema = z.object({
  action: z.enum(bulkActions, "hide, show, delete, restore, purge 중 하나를 보내 주세요."),
  ids: z
    .array(idParam)
    .min(1, "고른 항목이 없습니다.")
    .max(CONTENT_BULK_MAX, `${CONTENT_BULK_MAX}개까지 한 번에 바꿀 수 있습니다.`),
  /**
   * Deleting a treatment other places link to (banners, popups, menus): without it the API refuses (409) and the
   * console shows the places; with it the links are removed together (decision 0033).
   */
  unlink: z.boolean().optional(),
});

export const consoleBulkResultSchema = z.object({
  action: z.enum(bulkActions),
  /** The rows that changed (ids of other clinics or already in that state are left out). */
  ids: z.array(z.number().int()),
  /** What reverses it within the undo window; null when nothing can (purge). */
  undo: z.object({ action: z.enum(bulkActions), ids: z.array(z.number().int()) }).nullable(),
});
export type ConsoleBulkResult = z.infer<typeof consoleBulkResultSchema>;

export const consolePublishBodySchema = z.object({
  /** Publish at this time (in the future); absent or null: now. */
  at: z.iso.datetime({ offset: true, message: "게시 시각을 올바르게 입력해 주세요." }).nullable().optional(),
});

export const consolePublishResultSchema = z.object({
  published: z.boolean(),
  publishAt: z.iso.datetime({ offset: true }).nullable(),
});

export const consoleCreatedSchema = z.object({ id: z.number().int() });

/**
 * One entity for its edit form: the live fields, the draft (if any) and where the storefront shows it. `live` and
 * `draft` are bodies of the entity's own schema (content-*.ts); they are typed loosely here because answers are
 * encoded without the body schemas' input transforms.
 */
const bodyValues = z.record(z.string(), z.unknown());
export const consoleDocumentSchema = z.object({
  id: z.number().int(),
  live: bodyValues,
  draft: bodyValues.nullable(),
  publishAt: z.iso.datetime({ offset: true }).nullable(),
  isVisible: z.boolean(),
  deletedAt: z.iso.datetime({ offset: true }).nullable(),
  /** The storefront path that shows it (for the preview link); null when it has no page of its own. */
  previewPath: z.string().nullable(),
});
export type ConsoleDocument = z.infer<typeof consoleDocumentSchema>;

/** A signed preview token of one clinic; the console turns it into a link on the clinic's own site. */
export const consolePreviewTokenSchema = z.object({
  token: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type ConsolePreviewToken = z.infer<typeof consolePreviewTokenSchema>;

/** The storefront's answer to a preview check: until when the token works. */
export const previewSessionSchema = z.object({ expiresAt: z.iso.datetime({ offset: true }) });
