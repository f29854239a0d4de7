import { insertBarePartner } from "@api/testing/fixtures";
import { type Database, schema, type Tx, withTenant } from "@clinic/db";

// Test-only: a clinic with exactly the catalogue rows a test inserts, so filters can be asserted row by row.

type Insert<T extends keyof typeof schema> = (typeof schema)[T] extends { $inferInsert: infer I } ? I : never;
type Without<T, K extends keyof T> = Omit<T, K | "partnerId">;

export interface OptionInput {
  name?: string;
  price: number;
  originalPrice?: number | null;
  weight?: number;
  isDefault?: boolean;
}

export interface TestCatalogue {
  partnerId: number;
  host: string;
  category(values?: Partial<Without<Insert<"productCategories">, "id">>): Promise<number>;
  product(
    categoryId: number,
    values?: Partial<Without<Insert<"products">, "id" | "categoryId">> & { options?: OptionInput[] },
  ): Promise<number>;
  event(values?: Partial<Without<Insert<"events">, "id">>, productIds?: number[]): Promise<number>;
  exhibition(values?: Partial<Without<Insert<"exhibitions">, "id">>, productIds?: number[]): Promise<number>;
  branding(values?: Partial<Without<Insert<"brandings">, "id">>): Promise<number>;
  /** Runs `fn` as this clinic (row-level security applies), for rows the helpers do not cover. */
  run<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
}

/** "YYYY-MM-DD" in Asia/Seoul, `days` from today. */
export function seoulDate(days = 0): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Seoul" }).format(date);
}

export async function createTestCatalogue(database: Database, code: string): Promise<TestCatalogue> {
  const { id: partnerId, host } = await insertBarePartner(database, code);
  const run = <T>(fn: (tx: Tx) => Promise<T>) => withTenant(database.db, partnerId, fn);
  let sequence = 0;
  const next = (prefix: string) => `${prefix} ${++sequence}`;
  const idOf = (rows: { id: number }[]) => {
    const [row] = rows;
    if (!row) throw new Error("insert failed");
    return row.id;
  };
  const members = (productIds: number[]) =>
    productIds.map((productId, index) => ({ partnerId, productId, weight: index + 1 }));

  return {
    partnerId,
    host,
    run,
    category: (values = {}) =>
      run(async (tx) =>
        idOf(
          await tx
            .insert(schema.productCategories)
            .values({ name: next("분류"), ...values, partnerId })
            .returning({ id: schema.productCategories.id }),
        ),
      ),
    product: (categoryId, { options = [], ...values } = {}) =>
      run(async (tx) => {
        const id = idOf(
          await tx
            .insert(schema.products)
            .values({ name: next("시술"), ...values, categoryId, partnerId })
            .returning({ id: schema.products.id }),
        );
        if (options.length > 0) {
          await tx
            .insert(schema.productOptions)
            .values(
              options.map((option, i) => ({ name: `옵션 ${i + 1}`, ...option, productId: id, partnerId })),
            );
        }
        return id;
      }),
    event: (values = {}, productIds = []) =>
      run(async (tx) => {
        const id = idOf(
          await tx
            .insert(schema.events)
            .values({ title: next("이벤트"), ...values, partnerId })
            .returning({ id: schema.events.id }),
        );
        if (productIds.length > 0) {
          await tx
            .insert(schema.eventProducts)
            .values(members(productIds).map((row) => ({ ...row, eventId: id })));
        }
        return id;
      }),
    exhibition: (values = {}, productIds = []) =>
      run(async (tx) => {
        const id = idOf(
          await tx
            .insert(schema.exhibitions)
            .values({ title: next("기획전"), ...values, partnerId })
            .returning({ id: schema.exhibitions.id }),
        );
        if (productIds.length > 0) {
          await tx
            .insert(schema.exhibitionProducts)
            .values(members(productIds).map((row) => ({ ...row, exhibitionId: id })));
        }
        return id;
      }),
    branding: (values = {}) =>
      run(async (tx) =>
        idOf(
          await tx
            .insert(schema.brandings)
            .values({ title: next("브랜딩"), ...values, partnerId })
            .returning({ id: schema.brandings.id }),
        ),
      ),
  };
}
