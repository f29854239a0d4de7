import { HttpError } from "@api/lib/http-error";
import { and, eq, inArray, isNull, schema, type Tx } from "@clinic/db";

const { productCategories, products } = schema;

const badReference = (path: string, message: string) =>
  new HttpError(400, `unknown ${path}`, message, [{ path, message }]);

/** A body's category must be a live category of this clinic (row-level security hides other clinics'). */
export async function requireCategory(tx: Tx, categoryId: number): Promise<void> {
  const [row] = await tx
    .select({ id: productCategories.id })
    .from(productCategories)
    .where(and(eq(productCategories.id, categoryId), isNull(productCategories.deletedAt)));
  if (!row) throw badReference("body.categoryId", "분류를 목록에서 고르세요.");
}

/** Every product id must be a live product of this clinic. */
export async function requireProducts(tx: Tx, ids: number[], path = "body.productIds"): Promise<void> {
  if (ids.length === 0) return;
  const rows = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, ids), isNull(products.deletedAt)));
  if (rows.length !== new Set(ids).size) throw badReference(path, "시술을 목록에서 고르세요.");
}
