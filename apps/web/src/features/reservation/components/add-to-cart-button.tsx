"use client";

import { useState } from "react";
import { toast } from "@/features/client-state/toasts";
import { Button } from "@/features/shell/components/ui/button";
import { pushToDataLayer } from "@/features/tracking/data-layer";
import { addToCartEvent } from "@/features/tracking/events";
import { addToCart } from "../cart-client";

/** Toast after a successful add (spec 3 toast kinds: success). */
export const CART_ADDED_MESSAGE = "장바구니에 담았습니다.";

/** '장바구니 담기' for one product option: member or guest cart, a toast either way, the badge follows. */
export function AddToCartButton({
  productOptionId,
  optionName,
  price,
}: {
  productOptionId: number;
  optionName: string;
  /** The option's price, for the add_to_cart tracking event. */
  price?: number | null;
}) {
  const [busy, setBusy] = useState(false);
  const add = async () => {
    if (busy) return;
    setBusy(true);
    const result = await addToCart(productOptionId);
    setBusy(false);
    if (!result.ok) {
      toast.info(result.message);
      return;
    }
    toast.success(CART_ADDED_MESSAGE);
    pushToDataLayer(addToCartEvent({ id: productOptionId, name: optionName, price }));
  };
  return (
    <Button
      variant="line"
      size="small"
      onClick={add}
      disabled={busy}
      aria-label={`${optionName} 장바구니 담기`}
      data-testid="add-to-cart"
    >
      장바구니 담기
    </Button>
  );
}
