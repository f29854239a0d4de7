import "server-only";
import { type Cart, cartSchema } from "@clinic/shared";
import { callApi } from "./client";

/** GET /carts: the signed-in customer's cart (cookie token); never cached. */
export function getMyCart(site: string): Promise<Cart> {
  return callApi({ site, path: "/carts", schema: cartSchema, caching: { scope: "visitor" } });
}
