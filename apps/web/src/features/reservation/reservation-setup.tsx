"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { formatPhone } from "@/features/site/format";
import { reservationStore } from "./use-reservation-widget";

/** Hands the clinic's phone number to the reservation hook; rendered once per page by the floating layer. */
export function ReservationSetup({ phone }: { phone: string | null }) {
  const t = useTranslations("reservationClient");
  const withPhone = t.markup("fallbackPhone", { phone: "\u0000", b: (chunks) => `<b>${chunks}</b>` });
  const plain = t("fallback");
  useEffect(() => {
    // The toast's markup is the store's own (<b>…</b>); the number is put in after translating.
    const fallbackMessage = (number: string | null) => {
      const formatted = number ? formatPhone(number) : "";
      return formatted ? withPhone.replace("\u0000", formatted) : plain;
    };
    reservationStore.set({ phone, fallbackMessage });
  }, [phone, withPhone, plain]);
  return null;
}
