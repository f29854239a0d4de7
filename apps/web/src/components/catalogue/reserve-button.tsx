"use client";

import { useReservationWidget } from "../../lib/reservation/use-reservation-widget";
import { Button } from "../ui/button";

/** '예약하기' on a treatment: opens the reservation widget's treatment reservation. */
export function ReserveButton({ label = "시술 예약하기" }: { label?: string }) {
  const { open } = useReservationWidget();
  return (
    <Button size="large" fullWidth round onClick={() => open("treatment")} data-testid="reserve-button">
      {label}
    </Button>
  );
}
