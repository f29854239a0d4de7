import { HttpError, notFound } from "@api/lib/http-error";
import { pricing } from "@api/storefront/products/summary";
import { type Database, type Tx, withTenant } from "@clinic/db";
import { type Cart, MAX_CART_ITEMS } from "@clinic/shared";
import {
  type CartOwner,
  copyGuestLines,
  countLines,
  deleteLines,
  findLines,
  hasLine,
  insertLine,
  isListedOption,
  lockCart,
} from "./repository";

export type { CartOwner } from "./repository";

export const cartMessages = {
  full: `장바구니에는 최대 ${MAX_CART_ITEMS}개까지 담을 수 있습니다. 다른 시술을 빼고 다시 담아 주세요.`,
} as const;

const cartFull = () => new HttpError(409, "cart is full", cartMessages.full);

/** Member and guest carts share every rule; only the owner differs. */
export interface CartService {
  get(partnerId: number, owner: CartOwner): Promise<Cart>;
  /** 404 for an option the storefront does not show (unknown, another clinic's, unpublished or secret product). */
  add(partnerId: number, owner: CartOwner, productOptionId: number): Promise<Cart>;
  /** Removes those options' lines (unknown ones are ignored), or every line without `optionIds`. */
  remove(partnerId: number, owner: CartOwner, optionIds?: number[]): Promise<Cart>;
  /** Moves the guest's lines into the member's cart (within the cap) and empties the guest cart. */
  merge(partnerId: number, guestKey: string, customerId: number): Promise<Cart>;
  count(partnerId: number, owner: CartOwner): Promise<number>;
}

async function cartIn(tx: Tx, partnerId: number, owner: CartOwner): Promise<Cart> {
  const rows = (await findLines(tx, partnerId, owner)).map((row) => {
    const { price, originalPrice } = pricing(row.price, row.originalPrice);
    return { ...row, price, originalPrice };
  });
  return { rows, totalPrice: rows.reduce((sum, row) => sum + row.price, 0) };
}

export function createCartService(database: Database): CartService {
  const inTenant = <T>(partnerId: number, fn: (tx: Tx) => Promise<T>) =>
    withTenant(database.db, partnerId, fn);
  return {
    get: (partnerId, owner) => inTenant(partnerId, (tx) => cartIn(tx, partnerId, owner)),

    count: (partnerId, owner) => inTenant(partnerId, (tx) => countLines(tx, partnerId, owner)),

    add: (partnerId, owner, productOptionId) =>
      inTenant(partnerId, async (tx) => {
        if (!(await isListedOption(tx, partnerId, productOptionId)))
          throw notFound("product option not found");
        await lockCart(tx, partnerId, owner);
        // Adding what is already there is not a new line, so a full cart still accepts it.
        if (!(await hasLine(tx, partnerId, owner, productOptionId))) {
          if ((await countLines(tx, partnerId, owner)) >= MAX_CART_ITEMS) throw cartFull();
          await insertLine(tx, partnerId, owner, productOptionId);
        }
        return cartIn(tx, partnerId, owner);
      }),

    remove: (partnerId, owner, optionIds) =>
      inTenant(partnerId, async (tx) => {
        await deleteLines(tx, partnerId, owner, optionIds);
        return cartIn(tx, partnerId, owner);
      }),

    merge: (partnerId, guestKey, customerId) =>
      inTenant(partnerId, async (tx) => {
        const member = { customerId };
        await lockCart(tx, partnerId, member);
        await lockCart(tx, partnerId, { guestKey });
        // The member's own lines stay; the guest's newest fill what room is left and the rest are dropped.
        const room = MAX_CART_ITEMS - (await countLines(tx, partnerId, member));
        await copyGuestLines(tx, partnerId, guestKey, customerId, room);
        await deleteLines(tx, partnerId, { guestKey });
        return cartIn(tx, partnerId, member);
      }),
  };
}
