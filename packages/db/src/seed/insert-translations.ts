import { listedKey } from "@clinic/shared";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Tx } from "../client";
import * as schema from "../schema/index";
import { haneulTranslations } from "./translations/haneul";
import { DEMO_KEYWORDS } from "./translations/keywords";
import { lumiereTranslations } from "./translations/lumiere";
import { DEMO_SITE_TEXTS } from "./translations/site-texts";
import type { DemoTranslations, RowTranslations } from "./translations/types";

const {
  partnerKeywords,
  contentTranslations,
  productCategories,
  products,
  events,
  notices,
  faqGroups,
  faqs,
  partnerEmployees,
  productOptions,
} = schema;

const DEMO: Record<string, DemoTranslations> = { lumiere: lumiereTranslations, haneul: haneulTranslations };

/** Each entity's rows of the clinic as (Korean name → id). */
const NAMED = {
  categories: (tx: Tx, partnerId: number) =>
    tx
      .select({ id: productCategories.id, name: productCategories.name })
      .from(productCategories)
      .where(eq(productCategories.partnerId, partnerId)),
  products: (tx: Tx, partnerId: number) =>
    tx
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(eq(products.partnerId, partnerId)),
  events: (tx: Tx, partnerId: number) =>
    tx.select({ id: events.id, name: events.title }).from(events).where(eq(events.partnerId, partnerId)),
  notices: (tx: Tx, partnerId: number) =>
    tx.select({ id: notices.id, name: notices.title }).from(notices).where(eq(notices.partnerId, partnerId)),
  "faq-groups": (tx: Tx, partnerId: number) =>
    tx
      .select({ id: faqGroups.id, name: faqGroups.name })
      .from(faqGroups)
      .where(eq(faqGroups.partnerId, partnerId)),
  faqs: (tx: Tx, partnerId: number) =>
    tx
      .select({ id: faqs.id, name: faqs.question })
      .from(faqs)
      .where(and(eq(faqs.partnerId, partnerId), isNull(faqs.deletedAt))),
  employees: (tx: Tx, partnerId: number) =>
    tx
      .select({ id: partnerEmployees.id, name: partnerEmployees.name })
      .from(partnerEmployees)
      .where(eq(partnerEmployees.partnerId, partnerId)),
} as const;

type Named = keyof typeof NAMED;
const isNamed = (entity: string): entity is Named => Object.hasOwn(NAMED, entity);

/**
 * The demo clinics' published translations (issue 29): names, summaries and some bodies in English, Japanese and
 * Chinese, so a foreign page shows translated content beside content still in Korean (marked). A Korean name the
 * catalogue no longer has is an error: the two files must move together.
 */
export async function insertTranslations(tx: Tx, partnerId: number, code: string): Promise<void> {
  const demo = DEMO[code];
  if (!demo) return;
  for (const [entity, byName] of Object.entries(demo) as [string, Record<string, RowTranslations>][]) {
    if (!isNamed(entity)) continue;
    const rows = await NAMED[entity](tx, partnerId);
    const ids = new Map(rows.map((row) => [row.name, row.id]));
    for (const [name, languages] of Object.entries(byName)) {
      const id = ids.get(name);
      if (id === undefined) throw new Error(`translations of ${code}: no ${entity} named ${name}`);
      for (const [language, fields] of Object.entries(languages)) {
        await tx.insert(contentTranslations).values({ partnerId, entity, entityId: id, language, fields });
      }
    }
  }
  if (demo.optionNames) await insertOptionNames(tx, partnerId, demo.optionNames);
  // The site's frame: one translation per language under the clinic's own id (decision 0045).
  for (const [language, fields] of Object.entries(DEMO_SITE_TEXTS[code] ?? {}))
    await tx
      .insert(contentTranslations)
      .values({ partnerId, entity: "site-texts", entityId: partnerId, language, fields });
  for (const [language, keywords] of Object.entries(DEMO_KEYWORDS[code] ?? {})) {
    await tx
      .insert(partnerKeywords)
      .values(keywords.map((keyword, weight) => ({ partnerId, keyword, weight, language })));
  }
}

/**
 * Option names (decision 0045: keyed `option:{Korean name}` in the product's translation) added to every product
 * with such an option, beside whatever else of the product is translated.
 */
async function insertOptionNames(
  tx: Tx,
  partnerId: number,
  byLanguage: NonNullable<DemoTranslations["optionNames"]>,
) {
  const options = await tx
    .select({ productId: productOptions.productId, name: productOptions.name })
    .from(productOptions)
    .where(eq(productOptions.partnerId, partnerId));
  for (const [language, names] of Object.entries(byLanguage)) {
    const byProduct = new Map<number, Record<string, string>>();
    for (const option of options) {
      const name = names[option.name];
      if (!name) continue;
      byProduct.set(option.productId, {
        ...byProduct.get(option.productId),
        [listedKey("option", option.name)]: name,
      });
    }
    for (const [productId, fields] of byProduct) {
      await tx
        .insert(contentTranslations)
        .values({ partnerId, entity: "products", entityId: productId, language, fields })
        .onConflictDoUpdate({
          target: [
            contentTranslations.partnerId,
            contentTranslations.entity,
            contentTranslations.entityId,
            contentTranslations.language,
          ],
          set: { fields: sql`${contentTranslations.fields} || excluded.fields` },
        });
    }
  }
}

/** The 비급여 page's translations: one row per language under the clinic's own id (decision 0045). */
export async function insertFeeTranslations(tx: Tx, partnerId: number, code: string): Promise<void> {
  for (const [language, fields] of Object.entries(DEMO[code]?.fees ?? {}))
    await tx
      .insert(contentTranslations)
      .values({ partnerId, entity: "non-covered-fees", entityId: partnerId, language, fields });
}
