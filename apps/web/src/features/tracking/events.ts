import type { Customer, ProductDetail } from "@clinic/shared";

/**
 * Every event the storefront puts on the page data layer (spec 1 and 7), in one place. Names are GA4's
 * recommended event names where one exists; values a person reads (methods, product names, labels) are Korean
 * like the rest of the site. Builders are pure, so pages build events on the server and client leaves push them.
 */

/** Prices are whole won. */
export const TRACKING_CURRENCY = "KRW";

/** Spec 1: how the visitor proved who they are. */
export const LOGIN_METHODS = {
  identityVerification: "본인인증",
  smsVerification: "SMS 인증",
} as const;
export type LoginMethod = (typeof LOGIN_METHODS)[keyof typeof LOGIN_METHODS];

/** Which reservation the widget handles (same values as the widget's own reservation_complete). */
export type ReservationKind = "visit" | "treatment";
export const RESERVATION_LABELS: Record<ReservationKind, string> = {
  visit: "방문 예약",
  treatment: "시술 예약",
};

/** One GA4 ecommerce item. */
export interface TrackedItem {
  item_id: string;
  item_name: string;
  item_category?: string;
  price?: number;
  quantity?: number;
}

export interface EcommerceData {
  currency: typeof TRACKING_CURRENCY;
  value?: number;
  items: TrackedItem[];
}

export interface PageViewEvent {
  event: "page_view";
  /** Path and query as the visitor sees them, e.g. "/search?keyword=보톡스". */
  page_path: string;
  page_location: string;
}

export interface SearchEvent {
  event: "search";
  search_term: string;
}

export interface ViewItemEvent {
  event: "view_item";
  ecommerce: EcommerceData;
}

export interface AddToCartEvent {
  event: "add_to_cart";
  ecommerce: EcommerceData;
}

export interface ReservationStartEvent {
  event: "reservation_start";
  reservationType: ReservationKind;
  reservationLabel: string;
  productId?: number;
  eventId?: number;
  categoryId?: number;
}

/**
 * Pushed by the reservation widget itself (apps/widget/src/steps/submit.ts trackComplete), never by the
 * storefront; typed here so the whole data layer is documented in one place. The widget pushes only when
 * `window.dataLayer` is an array, which the layout's head script guarantees.
 */
export interface ReservationCompleteEvent {
  event: "reservation_complete";
  reservationType: ReservationKind;
  /** Total price of the booking in won (0 for a visit). */
  value: number;
}

export interface SignUpEvent {
  event: "sign_up";
  method: LoginMethod;
}

export interface LoginEvent {
  event: "login";
  method: LoginMethod;
}

export type TrackingEvent =
  | PageViewEvent
  | SearchEvent
  | ViewItemEvent
  | AddToCartEvent
  | ReservationStartEvent
  | ReservationCompleteEvent
  | SignUpEvent
  | LoginEvent;

/** `search` is the query without "?" (URLSearchParams.toString()), empty when there is none. */
export function pageViewEvent(pathname: string, search: string, origin: string): PageViewEvent {
  const path = search === "" ? pathname : `${pathname}?${search}`;
  return { event: "page_view", page_path: path, page_location: `${origin}${path}` };
}

/** null for an empty keyword: listing everything is browsing, not a search. */
export function searchEvent(keyword: string | null | undefined): SearchEvent | null {
  const term = keyword?.trim() ?? "";
  return term === "" ? null : { event: "search", search_term: term };
}

type ViewedProduct = Pick<ProductDetail, "id" | "name" | "categoryName" | "price">;

export function viewItemEvent(product: ViewedProduct): ViewItemEvent {
  const item: TrackedItem = {
    item_id: String(product.id),
    item_name: product.name,
    item_category: product.categoryName,
  };
  // A product without options has no price (null): the price fields are left out rather than sent as 0.
  if (product.price !== null) item.price = product.price;
  return {
    event: "view_item",
    ecommerce: {
      currency: TRACKING_CURRENCY,
      ...(product.price !== null ? { value: product.price } : {}),
      items: [item],
    },
  };
}

/** A cart line is one product option, so the option is the item. */
export function addToCartEvent(option: { id: number; name: string; price?: number | null }): AddToCartEvent {
  const item: TrackedItem = { item_id: String(option.id), item_name: option.name, quantity: 1 };
  const price = option.price ?? null;
  if (price !== null) item.price = price;
  return {
    event: "add_to_cart",
    ecommerce: { currency: TRACKING_CURRENCY, ...(price !== null ? { value: price } : {}), items: [item] },
  };
}

export function reservationStartEvent(options: {
  type: ReservationKind;
  productId?: number;
  eventId?: number;
  categoryId?: number;
}): ReservationStartEvent {
  const { type, productId, eventId, categoryId } = options;
  return {
    event: "reservation_start",
    reservationType: type,
    reservationLabel: RESERVATION_LABELS[type],
    ...(productId !== undefined ? { productId } : {}),
    ...(eventId !== undefined ? { eventId } : {}),
    ...(categoryId !== undefined ? { categoryId } : {}),
  };
}

/** Signing up always starts with identity verification (the sign-up flow requires it). */
export function signUpEvent(): SignUpEvent {
  return { event: "sign_up", method: LOGIN_METHODS.identityVerification };
}

/** Spec 1: 'identity verification' for a regular member (isRegular), otherwise 'SMS verification'. */
export function loginEvent(customer: Pick<Customer, "isRegular">): LoginEvent {
  return {
    event: "login",
    method: customer.isRegular ? LOGIN_METHODS.identityVerification : LOGIN_METHODS.smsVerification,
  };
}
