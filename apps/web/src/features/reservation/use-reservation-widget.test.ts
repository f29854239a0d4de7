import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toastStore } from "@/features/client-state/toasts";
import {
  openReservation,
  RESERVATION_OPEN_EVENT,
  reservationStore,
  setWidgetStatus,
} from "./use-reservation-widget";
import type { ClinicReservationApi } from "./widget-api";

const events: string[] = [];
let widget: ClinicReservationApi;

beforeEach(() => {
  events.length = 0;
  widget = { init: vi.fn(), open: vi.fn(), close: vi.fn(), isOpen: () => false };
  const target = new EventTarget();
  target.addEventListener(RESERVATION_OPEN_EVENT, (event) => {
    events.push((event as CustomEvent<{ kind: string }>).detail.kind);
  });
  vi.stubGlobal("window", Object.assign(target, { ClinicReservation: widget }));
  reservationStore.set({ phone: null, status: "idle" });
  toastStore.set({ toasts: [] });
});
afterEach(() => vi.unstubAllGlobals());

describe("openReservation", () => {
  it("opens the real widget once it is ready, with the product preselected", () => {
    setWidgetStatus("ready");
    openReservation({ type: "treatment", productId: 5 });
    expect(widget.open).toHaveBeenCalledWith({ type: "treatment", productId: 5 });
    openReservation("visit");
    expect(widget.open).toHaveBeenLastCalledWith({ type: "visit" });
    expect(toastStore.get().toasts).toHaveLength(0);
  });

  it("without a loaded widget shows the fallback toast and dispatches the open event", () => {
    openReservation("visit", "0212345678");
    expect(widget.open).not.toHaveBeenCalled();
    expect(events).toEqual(["visit"]);
    expect(toastStore.get().toasts[0]?.description).toContain("02-1234-5678");
  });

  it("a click while loading waits and opens when the widget becomes ready", () => {
    setWidgetStatus("loading");
    openReservation("treatment");
    expect(widget.open).not.toHaveBeenCalled();
    setWidgetStatus("ready");
    expect(widget.open).toHaveBeenCalledWith({ type: "treatment" });
  });

  it("a click while loading gets the fallback if loading fails", () => {
    setWidgetStatus("loading");
    openReservation("visit");
    setWidgetStatus("failed");
    expect(widget.open).not.toHaveBeenCalled();
    expect(events).toEqual(["visit"]);
  });

  it("tracks reservation_start when the widget really opens, not for the phone fallback", () => {
    const page = window as unknown as { dataLayer?: unknown[] };
    openReservation("visit");
    expect(page.dataLayer).toBeUndefined();
    setWidgetStatus("ready");
    openReservation({ type: "treatment", productId: 5 });
    expect(page.dataLayer).toEqual([
      {
        event: "reservation_start",
        reservationType: "treatment",
        reservationLabel: "시술 예약",
        productId: 5,
      },
    ]);
  });
});
