"use client";

import { useReservationWidget } from "@/features/reservation/use-reservation-widget";
import { Button } from "@/features/shell/components/ui/button";

/** '예약하기' on a treatment: opens the widget's treatment reservation with this product preselected. */
export function ReserveButton({
  label = "시술 예약하기",
  productId,
}: {
  label?: string;
  productId?: number;
}) {
  const { open } = useReservationWidget();
  return (
    <Button
      size="large"
      fullWidth
      round
      onClick={() => open(productId === undefined ? "treatment" : { type: "treatment", productId })}
      data-testid="reserve-button"
    >
      {label}
    </Button>
  );
}
