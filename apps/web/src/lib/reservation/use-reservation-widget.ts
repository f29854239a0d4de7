"use client";

import { useCallback } from "react";
import { createStore, useStore } from "../client-state/store";
import { toast } from "../client-state/toasts";
import { formatPhone } from "../site/format";
import type { WidgetKind } from "./action";

export { actionFor, type ButtonAction, type WidgetKind, widgetKindFor } from "./action";

/** The global API the separately built reservation widget script exposes (a later issue completes it). */
export interface ClinicReservationApi {
  open(options: { type: WidgetKind }): void;
}

declare global {
  interface Window {
    ClinicReservation?: ClinicReservationApi;
  }
}

/** Event dispatched on window when no widget is loaded yet, so a later-loaded widget or tests can react. */
export const RESERVATION_OPEN_EVENT = "clinic:reservation-open";

export interface ReservationOpenDetail {
  kind: WidgetKind;
}

/** The clinic's phone number for the fallback message; set once per page by <ReservationSetup phone=…/>. */
export const reservationStore = createStore<{ phone: string | null }>({ phone: null });

/** Korean fallback message shown while the widget is not available. */
export function reservationFallbackMessage(phone: string | null): string {
  const formatted = phone ? formatPhone(phone) : "";
  return formatted
    ? `온라인 예약을 준비하고 있습니다. 전화(<b>${formatted}</b>)로 예약해 주세요.`
    : "온라인 예약을 준비하고 있습니다. 전화로 예약해 주세요.";
}

/** Opens the reservation widget without React (e.g. from an event handler outside a component). */
export function openReservation(kind: WidgetKind, phone: string | null = reservationStore.get().phone): void {
  const widget = window.ClinicReservation;
  if (widget) {
    widget.open({ type: kind });
    return;
  }
  window.dispatchEvent(new CustomEvent<ReservationOpenDetail>(RESERVATION_OPEN_EVENT, { detail: { kind } }));
  toast.info(reservationFallbackMessage(phone));
}

/**
 * The ONE way shell buttons (action buttons without a URL, the floating reservation button, the mobile header's
 * reservation button) open the reservation widget. `phone` overrides the number set by <ReservationSetup/>.
 */
export function useReservationWidget(phone?: string | null): { open(kind: WidgetKind): void } {
  const storedPhone = useStore(reservationStore, (state) => state.phone);
  const number = phone ?? storedPhone;
  const open = useCallback((kind: WidgetKind) => openReservation(kind, number), [number]);
  return { open };
}
