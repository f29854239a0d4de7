import { desc, eq, schema, sql } from "@clinic/db";
import { type ConsoleBrandingBody, consoleBrandingBodySchema } from "@clinic/shared";
import { sanitizeRichText } from "@clinic/shared/rich-text";
import type { z } from "zod";
import type { ContentEntity } from "../../entity";
import { requireCategory } from "../references";

const { brandings } = schema;
type Body = z.output<typeof consoleBrandingBodySchema>;

// preview_token is left alone: the site's own /preview/brnading/{id} link of an unpublished page keeps working.
const brandingValues = (body: Body) => ({
  title: body.title,
  subtitle: body.subtitle,
  // Stored as the storefront renders it (it does not sanitise brandings on the way out).
  contentHtml: sanitizeRichText(body.contentHtml),
  heroImageUrl: body.heroImageUrl,
  categoryId: body.categoryId,
  isPublished: body.isVisible,
  updatedAt: new Date(),
});

export const brandingEntity: ContentEntity<Body> = {
  key: "brandings",
  label: "브랜딩",
  body: consoleBrandingBodySchema,
  columns: {
    table: brandings,
    id: brandings.id,
    deletedAt: brandings.deletedAt,
    visible: brandings.isPublished,
    // The site links brandings one by one (menus, banners): no order of its own, newest edit first.
    order: [desc(brandings.updatedAt), desc(brandings.id)],
    title: brandings.title,
    subtitle: sql<string | null>`${brandings.subtitle}`,
    thumbnail: brandings.heroImageUrl,
    search: [brandings.title, brandings.subtitle],
  },
  async read(tx, id) {
    const [row] = await tx.select().from(brandings).where(eq(brandings.id, id));
    if (!row) return null;
    const body: ConsoleBrandingBody = {
      title: row.title,
      subtitle: row.subtitle,
      contentHtml: row.contentHtml,
      heroImageUrl: row.heroImageUrl,
      categoryId: row.categoryId,
      isVisible: row.isPublished,
    };
    return body;
  },
  async create(tx, partnerId, body) {
    const [row] = await tx
      .insert(brandings)
      .values({ ...brandingValues(body), isPublished: false, partnerId })
      .returning({ id: brandings.id });
    if (!row) throw new Error("insert returned no row");
    return row.id;
  },
  async apply(tx, _partnerId, id, body) {
    await tx.update(brandings).set(brandingValues(body)).where(eq(brandings.id, id));
  },
  check: async (tx, body) => {
    if (body.categoryId !== null) await requireCategory(tx, body.categoryId);
  },
  previewPath: (id) => `/brandings/${id}`,
};
