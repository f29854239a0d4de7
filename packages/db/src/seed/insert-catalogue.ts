import { sanitizeRichText } from "@clinic/shared/rich-text";
import type { Tx } from "../client";
import * as schema from "../schema/index";
import { brandingHtml, eventHtml, exhibitionHtml, productHtml } from "./catalogue/html";
import type { SeedClock } from "./clock";
import type { ContentLinks } from "./content-links";
import { demoPreviewToken } from "./fixtures";
import { whenAny } from "./insert-rows";
import { mediaUrl } from "./media";
import { brandingFile, catalogueEntries, eventFile, exhibitionFile, productFile } from "./media-content";
import type { DemoClinic } from "./types";

/** Looks names up in a map of seeded ids; a name that matches nothing is a data error. */
export function lookup(ids: Map<string, number>, what: string) {
  return (name: string): number => {
    const id = ids.get(name);
    if (id === undefined) throw new Error(`demo seed: no ${what} named '${name}'`);
    return id;
  };
}

/** id by name of returned rows, refusing duplicate names (links and lookups rely on names being unique). */
export function idsByName(rows: { id: number; name: string }[], what: string): Map<string, number> {
  const ids = new Map<string, number>();
  for (const row of rows) {
    if (ids.has(row.name)) throw new Error(`demo seed: two ${what} rows named '${row.name}'`);
    ids.set(row.name, row.id);
  }
  return ids;
}

/**
 * Categories, products with options, events, exhibitions and brandings of one clinic; one multi-row insert per
 * table. Answers the product ids by name (cases refer to products by name).
 */
export async function insertCatalogue(
  tx: Tx,
  partnerId: number,
  clinic: DemoClinic,
  clock: SeedClock,
  links: ContentLinks,
): Promise<Map<string, number>> {
  const { code, content } = clinic;
  const media = (file: string) => mediaUrl(code, file);
  const date = (offset: number | null) => (offset === null ? null : clock.day(offset));

  const categoryRows = await whenAny(content.categories, () =>
    tx
      .insert(schema.productCategories)
      .values(
        content.categories.map((category, i) => ({
          partnerId,
          name: category.name,
          description: category.description,
          isSecret: category.secret ?? false,
          weight: i + 1,
        })),
      )
      .returning({ id: schema.productCategories.id, name: schema.productCategories.name }),
  );
  const categoryId = lookup(idsByName(categoryRows, "category"), "category");

  const entries = catalogueEntries(content);
  const productRows = await whenAny(entries, () =>
    tx
      .insert(schema.products)
      .values(
        entries.map(({ category, product, index }) => ({
          partnerId,
          categoryId: categoryId(category.name),
          name: product.name,
          summary: product.summary,
          contentHtml: sanitizeRichText(productHtml(product, category)),
          thumbnailUrl: media(productFile(index, 0)),
          imageUrls: [media(productFile(index, 1)), media(productFile(index, 2))],
          customBadges: product.badges ?? [],
          tags: product.tags,
          isRecommend: product.pick !== undefined,
          recommendWeight: product.pick ?? 0,
          isPublished: !product.draft,
          previewToken: product.draft ? demoPreviewToken(code, "product") : null,
          weight: index + 1,
          createdAt: clock.ago(120 - index * 3),
          // Edited some time after creation, never before it.
          updatedAt: clock.ago((120 - index * 3) / 2),
        })),
      )
      .returning({ id: schema.products.id, name: schema.products.name }),
  );
  const productIds = idsByName(productRows, "product");
  const productId = lookup(productIds, "product");

  const options = entries.flatMap(({ product }) =>
    product.options.map(([name, price, originalPrice, minutes], i) => ({
      partnerId,
      productId: productId(product.name),
      name,
      price,
      originalPrice,
      durationMinutes: minutes,
      // The first option is the plain (default) one; exactly one per product.
      isDefault: i === 0,
      weight: i + 1,
    })),
  );
  if (options.length > 0) await tx.insert(schema.productOptions).values(options);

  const eventRows = await whenAny(content.events, () =>
    tx
      .insert(schema.events)
      .values(
        content.events.map((event, i) => ({
          partnerId,
          title: event.title,
          summary: event.summary,
          contentHtml: sanitizeRichText(eventHtml(event, date(event.start), date(event.end))),
          thumbnailUrl: media(eventFile(i)),
          type: event.kind === "notice" ? "NOTICE" : "EVENT",
          target: "CUSTOMER",
          eventViewable: true,
          isSecret: event.kind === "secret",
          startDate: date(event.start),
          endDate: date(event.end),
          weight: i + 1,
          createdAt: clock.ago(Math.max(0, -(event.start ?? -30)), i),
        })),
      )
      .returning({ id: schema.events.id, name: schema.events.title }),
  );
  const eventIds = idsByName(eventRows, "event");
  for (const [name, id] of eventIds) links.add("event", name, id);
  const eventMembers = content.events.flatMap((event) =>
    event.products.map((name, i) => ({
      partnerId,
      eventId: eventIds.get(event.title)!,
      productId: productId(name),
      weight: i + 1,
    })),
  );
  if (eventMembers.length > 0) await tx.insert(schema.eventProducts).values(eventMembers);

  const exhibitionRows = await whenAny(content.exhibitions, () =>
    tx
      .insert(schema.exhibitions)
      .values(
        content.exhibitions.map((exhibition, i) => ({
          partnerId,
          title: exhibition.title,
          summary: exhibition.summary,
          contentHtml: sanitizeRichText(exhibitionHtml(exhibition)),
          thumbnailUrl: media(exhibitionFile(i, "thumb")),
          bannerImageUrl: media(exhibitionFile(i, "banner")),
          startDate: date(exhibition.start),
          endDate: date(exhibition.end),
          weight: i + 1,
        })),
      )
      .returning({ id: schema.exhibitions.id, name: schema.exhibitions.title }),
  );
  const exhibitionIds = idsByName(exhibitionRows, "exhibition");
  for (const [name, id] of exhibitionIds) links.add("exhibition", name, id);
  const exhibitionMembers = content.exhibitions.flatMap((exhibition) =>
    exhibition.products.map((name, i) => ({
      partnerId,
      exhibitionId: exhibitionIds.get(exhibition.title)!,
      productId: productId(name),
      weight: i + 1,
    })),
  );
  if (exhibitionMembers.length > 0) await tx.insert(schema.exhibitionProducts).values(exhibitionMembers);

  const brandingRows = await whenAny(content.brandings, () =>
    tx
      .insert(schema.brandings)
      .values(
        content.brandings.map((branding, i) => ({
          partnerId,
          title: branding.title,
          subtitle: branding.subtitle,
          contentHtml: sanitizeRichText(
            brandingHtml(branding, [media(brandingFile(i, "story-1")), media(brandingFile(i, "story-2"))]),
          ),
          heroImageUrl: media(brandingFile(i, "hero")),
          categoryId: categoryId(branding.category),
          isPublished: !branding.draft,
          previewToken: branding.draft ? demoPreviewToken(code, "branding") : null,
          updatedAt: clock.ago(10 + i * 7),
        })),
      )
      .returning({ id: schema.brandings.id, name: schema.brandings.title }),
  );
  for (const [name, id] of idsByName(brandingRows, "branding")) links.add("branding", name, id);
  return productIds;
}
