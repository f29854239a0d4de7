import type { HomepageConfig, popupDirections } from "@clinic/shared";

/** The device class a visitor is on: MOBILE below the phone breakpoint (768 px), PC from there up. */
export type Device = "PC" | "MOBILE";

/** How a partner arranges its popups (homepageConfig.popupType). */
export type PopupMode = "LAYER" | "GRID";

export interface Size {
  width: number;
  height: number;
}

/** Space kept free on each side of the viewport, in px. */
export interface Edges {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** The popup fields of homepageConfig the client needs; nothing else of the partner is sent to the browser. */
export type PopupSettings = Pick<
  HomepageConfig,
  | "popupType"
  | "isPopupDimmed"
  | "popupGridWidthCount"
  | "popupTopOffset"
  | "popupLeftOffset"
  | "popupBottomOffset"
  | "popupRightOffset"
>;

export type PopupDirection = (typeof popupDirections)[number];
