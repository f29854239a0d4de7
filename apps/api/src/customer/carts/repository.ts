import { queryRows } from "@api/lib/query-rows";
import { LISTED_PRODUCT } from "@api/storefront/products/sql";
import { type SQL, sql, type Tx } from "@clinic/db";
import { z } from "zod";

/** Whose cart: a signed-in member, or an anonymous visitor by the visitor id (stored lower case). */
export type CartOwner = { customerId: number } | { guestKey: string };

/** The owner's lines, over alias ci = cart_items. */
function ownedBy(owner: CartOwner): SQL {
  return "customerId" in owner
    ? sql`ci.customer_id = ${owner.customerId}`
    : sql`ci.guest_key = ${owner.guestKey}`;
}

/**
 * Lines the storefront shows: their product is still published and not secret. A line whose product was withdrawn
 * stays stored (it comes back if the product does) but is neither shown, counted nor charged.
 */
const VISIBLE_LINES = sql`cart_items ci
  join product_options o on o.partner_id = ci.partner_id and o.id = ci.product_option_id
  join products p on p.partner_id = o.partner_id and p.id = o.product_id
  join product_categories c on c.partner_id = p.partner_id and c.id = p.category_id`;

const lineRow = z.object({
  id: z.number(),
  productId: z.number(),
  productName: z.string(),
  productOptionId: z.number(),
  optionName: z.string(),
  price: z.number(),
  originalPrice: z.number().nullable(),
  durationMinutes: z.number().nullable(),
  thumbnailUrl: z.string().nullable(),
});
export type CartLineRow = z.infer<typeof lineRow>;

/** The visible lines, newest first, with the option's current price (prices are never copied into the cart). */
export function findLines(tx: Tx, partnerId: number, owner: CartOwner): Promise<CartLineRow[]> {
  return queryRows(
    tx,
    sql`select ci.id, p.id as "productId", p.name as "productName", o.id as "productOptionId",
        o.name as "optionName", o.price, o.original_price as "originalPrice",
        o.duration_minutes as "durationMinutes", p.thumbnail_url as "thumbnailUrl"
      from ${VISIBLE_LINES}
      where ci.partner_id = ${partnerId} and ${ownedBy(owner)} and ${LISTED_PRODUCT}
      order by ci.created_at desc, ci.id desc`,
    lineRow,
  );
}

export async function countLines(tx: Tx, partnerId: number, owner: CartOwner): Promise<number> {
  const [row] = await queryRows(
    tx,
    sql`select count(*)::int as count from ${VISIBLE_LINES}
      where ci.partner_id = ${partnerId} and ${ownedBy(owner)} and ${LISTED_PRODUCT}`,
    z.object({ count: z.number() }),
  );
  return row?.count ?? 0;
}

/** Whether option `id` belongs to a product the storefront may show (published, not in a secret category). */
export async function isListedOption(tx: Tx, partnerId: number, id: number): Promise<boolean> {
  const rows = await queryRows(
    tx,
    sql`select 1 as found from product_options o
      join products p on p.partner_id = o.partner_id and p.id = o.product_id
      join product_categories c on c.partner_id = p.partner_id and c.id = p.category_id
      where o.partner_id = ${partnerId} and o.id = ${id} and ${LISTED_PRODUCT}`,
    z.object({ found: z.number() }),
  );
  return rows.length > 0;
}

export async function hasLine(tx: Tx, partnerId: number, owner: CartOwner, optionId: number) {
  const rows = await queryRows(
    tx,
    sql`select 1 as found from cart_items ci
      where ci.partner_id = ${partnerId} and ${ownedBy(owner)} and ci.product_option_id = ${optionId}`,
    z.object({ found: z.number() }),
  );
  return rows.length > 0;
}

/**
 * Serialises writes to one cart until the transaction ends, so two concurrent adds cannot both pass the cap check.
 * Members and guests live in different key spaces ('c:' and 'g:').
 */
export async function lockCart(tx: Tx, partnerId: number, owner: CartOwner): Promise<void> {
  const key = "customerId" in owner ? `c:${owner.customerId}` : `g:${owner.guestKey}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`clinic:cart:${partnerId}:${key}`}))`);
}

/** Adds a line; an option already in the cart keeps its one line (and its place). */
export async function insertLine(tx: Tx, partnerId: number, owner: CartOwner, optionId: number) {
  await tx.execute(
    "customerId" in owner
      ? sql`insert into cart_items (partner_id, customer_id, product_option_id)
          values (${partnerId}, ${owner.customerId}, ${optionId})
          on conflict (partner_id, customer_id, product_option_id) where customer_id is not null do nothing`
      : sql`insert into cart_items (partner_id, guest_key, product_option_id)
          values (${partnerId}, ${owner.guestKey}, ${optionId})
          on conflict (partner_id, guest_key, product_option_id) where guest_key is not null do nothing`,
  );
}

/** Removes the lines of the given options, or every line without `optionIds`. */
export async function deleteLines(tx: Tx, partnerId: number, owner: CartOwner, optionIds?: number[]) {
  const which =
    optionIds === undefined
      ? sql`true`
      : sql`ci.product_option_id in (${sql.join(
          optionIds.map((id) => sql`${id}`),
          sql`, `,
        )})`;
  await tx.execute(
    sql`delete from cart_items ci where ci.partner_id = ${partnerId} and ${ownedBy(owner)} and ${which}`,
  );
}

/**
 * Copies the guest's newest visible lines that the member does not have yet into the member's cart, at most `room`
 * of them, keeping their time added so the merged cart stays in the order things were chosen.
 */
export async function copyGuestLines(
  tx: Tx,
  partnerId: number,
  guestKey: string,
  customerId: number,
  room: number,
): Promise<void> {
  if (room <= 0) return;
  await tx.execute(sql`insert into cart_items (partner_id, customer_id, product_option_id, created_at)
    select ci.partner_id, ${customerId}, ci.product_option_id, ci.created_at
    from ${VISIBLE_LINES}
    where ci.partner_id = ${partnerId} and ${ownedBy({ guestKey })} and ${LISTED_PRODUCT}
      and not exists (
        select 1 from cart_items m
        where m.partner_id = ci.partner_id and m.customer_id = ${customerId}
          and m.product_option_id = ci.product_option_id
      )
    order by ci.created_at desc, ci.id desc
    limit ${room}
    on conflict (partner_id, customer_id, product_option_id) where customer_id is not null do nothing`);
}
