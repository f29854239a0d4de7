import { desc, schema, sql } from "@clinic/db";
import { consoleBrandingBodySchema } from "@clinic/shared";
import { sanitizedHtml, tableEntity } from "../../table-entity";
import { requireCategory } from "../references";

// preview_token is left alone: the site's own /preview/brnading/{id} link of an unpublished page keeps working.
export const brandingEntity = tableEntity({
  key: "brandings",
  label: "브랜딩",
  body: consoleBrandingBodySchema,
  table: schema.brandings,
  visible: "isPublished",
  // The site links brandings one by one (menus, banners): no order of its own, newest edit first.
  order: (t) => [desc(t.updatedAt), desc(t.id)],
  list: (t) => ({
    title: t.title,
    subtitle: sql<string | null>`${t.subtitle}`,
    thumbnail: t.heroImageUrl,
    search: [t.title, t.subtitle],
  }),
  fields: ["title", "subtitle", "contentHtml", "heroImageUrl", "categoryId", "isVisible"],
  // Stored as the storefront renders it (it does not sanitise brandings on the way out).
  written: sanitizedHtml,
  touch: true,
  check: async (tx, body) => {
    if (body.categoryId !== null) await requireCategory(tx, body.categoryId);
  },
  previewPath: (id) => `/brandings/${id}`,
});
