import "server-only";
import type { Cart } from "@clinic/shared";
import { call, unwrap } from "./server-call";

/** GET /carts: the signed-in customer's cart (cookie token); never cached. */
export function getMyCart(site: string): Promise<Cart> {
  return unwrap(call("memberCart", {}, { site, caching: { scope: "visitor" } }));
}
