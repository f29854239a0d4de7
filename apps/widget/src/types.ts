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

/** Mirrors @clinic/shared's reservationStatusLabels (kept here so the bundle stays free of zod). */
export const STATUS_LABELS: Record<ReservationStatus, string> = {
  REQUESTED: "예약 신청",
  CONFIRMED: "예약 확정",
  CANCELLED: "예약 취소",
  VISITED: "내원 완료",
  NO_SHOW: "노쇼",
};

/** Mirrors @clinic/shared's IDEMPOTENCY_KEY_HEADER. */
export const IDEMPOTENCY_KEY_HEADER = "idempotency-key";

/** One option the visitor picked, with what the summary and analytics need. */
export interface PickedOption {
  productOptionId: number;
  label: string;
  price: number;
}
