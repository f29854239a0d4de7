import type { ReservationStatus } from "@clinic/shared/reservation";

// Types only: importing @clinic/shared's values would bundle zod into a script every page loads.
export type {
  Cart,
  CartItem,
  Reservation,
  ReservationLine,
  ReservationStatus,
  TimeSlot,
} from "@clinic/shared/reservation";

export type WidgetKind = "visit" | "treatment";

export interface WidgetTheme {
  primary: string;
  primaryText?: string;
  accent?: string;
}

/** ClinicReservation.init's options (the storefront's loader passes them). */
export interface InitOptions {
  originUrl: string;
  consultingReservationOnly?: boolean;
  gtmId?: string | null;
  theme?: WidgetTheme;
  utm?: Record<string, string>;
  /**
   * Whether the page knows of a signed-in visitor. When it answers false the widget never asks GET
   * /customers/this: a guest's 401 would log an error in the browser's console on every page. Absent: it asks.
   */
  hasSession?: () => boolean;
  /**
   * The widget's language (issue 29): one of the site's (ko, en, ja, zh-CN, zh-TW). Absent, the widget reads the
   * page's `<html lang>` each time it opens, so it speaks whatever language the page is in.
   */
  language?: string;
}

/** ClinicReservation.open's options. */
export interface OpenOptions {
  type: WidgetKind;
  eventId?: number;
  productId?: number;
  categoryId?: number;
  productOptionIds?: number[];
}

export interface ClinicReservationApi {
  init(options: InitOptions): void;
  open(options: OpenOptions): void;
  close(): void;
  isOpen(): boolean;
}

/** The catalogue key of each status's label (the Korean ones mirror @clinic/shared's reservationStatusLabels). */
export const STATUS_KEYS = {
  REQUESTED: "statusRequested",
  CONFIRMED: "statusConfirmed",
  CANCELLED: "statusCancelled",
  VISITED: "statusVisited",
  NO_SHOW: "statusNoShow",
} as const satisfies Record<ReservationStatus, string>;

/** Mirrors @clinic/shared's IDEMPOTENCY_KEY_HEADER. */
export const IDEMPOTENCY_KEY_HEADER = "idempotency-key";

/** One option the visitor picked, with what the summary and analytics need. */
export interface PickedOption {
  productOptionId: number;
  label: string;
  price: number;
}
