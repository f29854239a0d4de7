"use client";

import { useTranslations } from "next-intl";
import { useReservationWidget } from "@/features/reservation/use-reservation-widget";
import { Button } from "@/features/shell/components/ui/button";

/** '예약하기' on a treatment: opens the widget's treatment reservation with this product preselected. */
export function ReserveButton({ label, productId }: { label?: string; productId?: number }) {
  const t = useTranslations("catalogueClient");
  const { open } = useReservationWidget();
  return (
    <Button
      size="large"
      fullWidth
      round
      onClick={() => open(productId === undefined ? "treatment" : { type: "treatment", productId })}
      data-testid="reserve-button"
    >
      {label ?? t("reserveTreatment")}
    </Button>
  );
}
