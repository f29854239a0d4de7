"use client";

import { useCallback } from "react";
import { createStore, useStore } from "@/features/client-state/store";
import { toast } from "@/features/client-state/toasts";
import { formatPhone } from "@/features/site/format";
import { pushToDataLayer } from "@/features/tracking/data-layer";
import { reservationStartEvent } from "@/features/tracking/events";
import type { WidgetKind } from "./action";
import type { WidgetOpenOptions } from "./widget-api";

export { actionFor, type ButtonAction, type WidgetKind, widgetKindFor } from "./action";
export type { ClinicReservationApi, WidgetOpenOptions } from "./widget-api";

/** Event dispatched on window when no widget is loaded, so tests or other scripts can react. */
export const RESERVATION_OPEN_EVENT = "clinic:reservation-open";

export interface ReservationOpenDetail {
  kind: WidgetKind;
}

/** idle: no loader on the page; loading: script or init under way; ready: init ran; failed: fallback only. */
export type WidgetStatus = "idle" | "loading" | "ready" | "failed";

/**
 * The clinic's phone number for the fallback message (set by <ReservationSetup/>), the widget's state and whether
 * its dialog is open (other overlays, the promotional popups, stay away while it is).
 */
export const reservationStore = createStore<{
  phone: string | null;
  status: WidgetStatus;
  open: boolean;
  /** The fallback toast in the page's language (issue 29); Korean until <ReservationSetup/> sets it. */
  fallbackMessage: ((phone: string | null) => string) | null;
}>({
  phone: null,
  fallbackMessage: null,
  status: "idle",
  open: false,
});

/** A click while the script is still loading: opened as soon as the widget is ready (the last one wins). */
let pendingOpen: WidgetOpenOptions | null = null;

/** Korean fallback message shown while the widget is not available. */
export function reservationFallbackMessage(phone: string | null): string {
  const formatted = phone ? formatPhone(phone) : "";
  return formatted
    ? `온라인 예약을 준비하고 있습니다. 전화(<b>${formatted}</b>)로 예약해 주세요.`
    : "온라인 예약을 준비하고 있습니다. 전화로 예약해 주세요.";
}

/** The loader reports progress; on ready a click that waited is opened, on failure it gets the fallback. */
export function setWidgetStatus(status: WidgetStatus): void {
  reservationStore.set({ status });
  const waiting = pendingOpen;
  if (status === "loading" || waiting === null) return;
  pendingOpen = null;
  if (status === "ready") openReservation(waiting);
  else fallback(waiting.type, reservationStore.get().phone);
}

function fallback(kind: WidgetKind, phone: string | null): void {
  window.dispatchEvent(new CustomEvent<ReservationOpenDetail>(RESERVATION_OPEN_EVENT, { detail: { kind } }));
  const say = reservationStore.get().fallbackMessage ?? reservationFallbackMessage;
  toast.info(say(phone));
}

/** Opens the reservation widget without React (e.g. from an event handler outside a component). */
export function openReservation(
  request: WidgetKind | WidgetOpenOptions,
  phone: string | null = reservationStore.get().phone,
): void {
  const options: WidgetOpenOptions = typeof request === "string" ? { type: request } : request;
  const { status } = reservationStore.get();
  const widget = window.ClinicReservation;
  if (widget && status === "ready") {
    widget.open(options);
    // Only a widget that really opened counts as a started reservation (not the phone fallback).
    pushToDataLayer(reservationStartEvent(options));
    return;
  }
  if (status === "loading") {
    pendingOpen = options;
    return;
  }
  fallback(options.type, phone);
}

/**
 * The ONE way buttons (action buttons without a URL, the floating reservation button, the mobile header's
 * reservation button, the product page) open the reservation widget. `phone` overrides the number set by
 * <ReservationSetup/>.
 */
export function useReservationWidget(phone?: string | null): {
  open(request: WidgetKind | WidgetOpenOptions): void;
} {
  const storedPhone = useStore(reservationStore, (state) => state.phone);
  const number = phone ?? storedPhone;
  const open = useCallback(
    (request: WidgetKind | WidgetOpenOptions) => openReservation(request, number),
    [number],
  );
  return { open };
}
