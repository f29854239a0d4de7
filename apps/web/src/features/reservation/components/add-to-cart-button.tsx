"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/features/client-state/toasts";
import { useFormMessages } from "@/features/i18n/use-form-messages";
import { Button } from "@/features/shell/components/ui/button";
import { pushToDataLayer } from "@/features/tracking/data-layer";
import { addToCartEvent } from "@/features/tracking/events";
import { addToCart } from "../cart-client";

/** '장바구니 담기' for one product option: member or guest cart, a toast either way, the badge follows. */
export function AddToCartButton({
  productOptionId,
  optionName,
  price,
  describedBy,
}: {
  productOptionId: number;
  optionName: string;
  /** The option's price, for the add_to_cart tracking event. */
  price?: number | null;
  /**
   * On a foreign page whose option name is Korean (issue 29): the id of the element naming the option, which
   * describes the button instead of a label mixing two languages.
   */
  describedBy?: string;
}) {
  const t = useTranslations("reservationClient");
  const messages = useFormMessages();
  const [busy, setBusy] = useState(false);
  const add = async () => {
    if (busy) return;
    setBusy(true);
    const result = await addToCart(productOptionId);
    setBusy(false);
    if (!result.ok) {
      toast.info(messages.failure(result));
      return;
    }
    toast.success(t("added"));
    pushToDataLayer(addToCartEvent({ id: productOptionId, name: optionName, price }));
  };
  return (
    <Button
      variant="line"
      size="small"
      onClick={add}
      disabled={busy}
      aria-label={describedBy ? undefined : t("addOptionToCart", { name: optionName })}
      aria-describedby={describedBy}
      data-testid="add-to-cart"
    >
      {t("addToCart")}
    </Button>
  );
}
