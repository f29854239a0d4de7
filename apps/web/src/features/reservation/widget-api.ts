import type { WidgetKind } from "./action";

/** Theme colours handed to the widget (CSS colour strings). */
export interface WidgetTheme {
  primary: string;
  primaryText?: string;
  accent?: string;
}

/** window.ClinicReservation.init's options: the contract with @clinic/widget (apps/widget). */
export interface WidgetInitOptions {
  originUrl: string;
  consultingReservationOnly?: boolean;
  gtmId?: string;
  theme?: WidgetTheme;
  utm?: Record<string, string>;
  /** Whether this page has a signed-in visitor: false keeps the widget from asking /customers/this (a 401). */
  hasSession?: () => boolean;
}

/** window.ClinicReservation.open's options: which reservation, optionally preselected products. */
export interface WidgetOpenOptions {
  type: WidgetKind;
  eventId?: number;
  productId?: number;
  categoryId?: number;
  productOptionIds?: number[];
}

/** The global API the separately built reservation widget script exposes. */
export interface ClinicReservationApi {
  init(options: WidgetInitOptions): void;
  open(options: WidgetOpenOptions): void;
  close(): void;
  isOpen(): boolean;
}

declare global {
  interface Window {
    ClinicReservation?: ClinicReservationApi;
  }
}

/** Window event the widget dispatches once init has run. */
export const WIDGET_READY_EVENT = "clinic:reservation-ready";
/** Window events of the widget's dialog opening and closing (apps/widget/src/controller.ts). */
export const WIDGET_OPENED_EVENT = "clinic:reservation-opened";
export const WIDGET_CLOSED_EVENT = "clinic:reservation-closed";
/** Window event the widget dispatches after it changed the cart (a line removed, booked lines cleared). */
export const WIDGET_CART_CHANGED_EVENT = "clinic:cart-changed";

/** Where the storefront serves the built widget (app/widget/[file]/route.ts). */
export const WIDGET_SCRIPT_PATH = "/widget/reservation-widget.js";
