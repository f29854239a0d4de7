"use client";

import { useEffect } from "react";
import { reservationStore } from "./use-reservation-widget";

/** Hands the clinic's phone number to the reservation hook; rendered once per page by the floating layer. */
export function ReservationSetup({ phone }: { phone: string | null }) {
  useEffect(() => {
    reservationStore.set({ phone });
  }, [phone]);
  return null;
}
