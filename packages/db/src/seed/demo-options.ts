import { and, asc, eq } from "drizzle-orm";
import type { Tx } from "../client";
import * as schema from "../schema/index";

/**
 * A demo clinic's bookable treatment options, as a booking copies them into reservation_items (published, not in a
 * secret category), in catalogue order: what the seed's past visits were for.
 */
export function demoTreatmentOptions(tx: Tx, partnerId: number, limit: number) {
  return tx
    .select({
      productId: schema.products.id,
      productName: schema.products.name,
      productOptionId: schema.productOptions.id,
      optionName: schema.productOptions.name,
      price: schema.productOptions.price,
      durationMinutes: schema.productOptions.durationMinutes,
    })
    .from(schema.productOptions)
    .innerJoin(
      schema.products,
      and(
        eq(schema.products.partnerId, schema.productOptions.partnerId),
        eq(schema.products.id, schema.productOptions.productId),
      ),
    )
    .innerJoin(schema.productCategories, eq(schema.productCategories.id, schema.products.categoryId))
    .where(
      and(
        eq(schema.productOptions.partnerId, partnerId),
        eq(schema.products.isPublished, true),
        eq(schema.productCategories.isSecret, false),
      ),
    )
    .orderBy(asc(schema.products.id), asc(schema.productOptions.id))
    .limit(limit);
}
