import {
  endpointPath,
  storefrontEndpoints as endpoints,
  type StorefrontEndpoint,
} from "@clinic/shared/contract/storefront-endpoints";
import {
  type Cart,
  IDEMPOTENCY_KEY_HEADER,
  type Reservation,
  type ReservationLine,
  type TimeSlot,
} from "./types";

/** A call's outcome: the API's data, or its status and the Korean text to show (spec 8's `translate`). */
export type Result<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; message: string };

const FALLBACK_MESSAGE = "일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.";
const OFFLINE_MESSAGE = "네트워크 연결을 확인해 주세요.";

/** One page is plenty for a clinic's event or category; the API allows up to 100. */
const PRODUCT_PAGE_SIZE = 50;

type Query = Record<string, string | number | number[] | undefined | null>;

export interface ProductSummary {
  id: number;
  name: string;
  thumbnailUrl: string | null;
  price: number | null;
  categoryName: string;
}
export interface ProductOption {
  id: number;
  name: string;
  price: number;
  originalPrice: number | null;
  durationMinutes: number | null;
  isDefault: boolean;
}
export interface ProductDetail extends ProductSummary {
  options: ProductOption[];
}
export interface Confirm {
  items: ReservationLine[];
  totalPrice: number;
  originalTotalPrice: number;
  discount: number;
  vatIncluded: boolean;
  durationMinutes: number;
}
export interface Employee {
  id: number;
  name: string;
  position: string | null;
  imageUrl: string | null;
}
export interface CreateBody {
  type: "VISIT" | "TREATMENT";
  reservedAt: string;
  productOptionIds: number[];
  employeeId?: number;
  memo?: string;
  agreePrivacy: true;
  utm?: Record<string, string>;
}

/** Builds `?a=1&b=2,3`, dropping empty values; id lists are comma separated (spec 7). */
export function queryString(query: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(key, value.join(","));
    } else params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

async function errorMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { translate?: unknown; fields?: { message?: unknown }[] };
    // A 400's field message ("휴대폰 번호를 확인해 주세요") says more than its general translate text.
    const field = Array.isArray(body.fields) ? body.fields[0]?.message : undefined;
    if (typeof field === "string" && field !== "") return field;
    if (typeof body.translate === "string" && body.translate !== "") return body.translate;
  } catch {
    // Not JSON (a proxy page): the generic text below is all we can say.
  }
  return FALLBACK_MESSAGE;
}

/**
 * The widget's calls, all to the storefront's same-origin pass-through `${originUrl}/api/…` (which adds the tenant,
 * the visitor id and the session cookie's token). Never throws.
 */
export function createApi(originUrl: string) {
  const base = `${originUrl.replace(/\/+$/, "")}/api`;

  /** One storefront endpoint (method and path from the shared contract the pass-through forwards by). */
  async function call<T>(
    endpoint: StorefrontEndpoint,
    options: {
      params?: Record<string, number>;
      query?: Query;
      body?: unknown;
      headers?: Record<string, string>;
    } = {},
  ): Promise<Result<T>> {
    const { method } = endpoint;
    const path = endpointPath(endpoint, options.params);
    let response: Response;
    try {
      response = await fetch(`${base}${path}${queryString(options.query ?? {})}`, {
        method,
        credentials: "include",
        headers: {
          accept: "application/json",
          ...(options.body === undefined ? {} : { "content-type": "application/json" }),
          ...options.headers,
        },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      });
    } catch {
      return { ok: false, status: 0, message: OFFLINE_MESSAGE };
    }
    if (!response.ok) return { ok: false, status: response.status, message: await errorMessage(response) };
    const text = await response.text();
    return { ok: true, status: response.status, data: (text === "" ? undefined : JSON.parse(text)) as T };
  }

  type For = { type: "VISIT" | "TREATMENT"; productOptionIds?: number[] };
  return {
    me: () => call<{ id: number; name: string; phone: string }>(endpoints.me),
    availableDates: (what: For) =>
      call<{ from: string; to: string; dates: string[] }>(endpoints.availableDates, {
        query: what,
      }),
    times: (what: For, date: string) =>
      call<{ date: string; slots: TimeSlot[] }>(endpoints.availableTimes, {
        query: { ...what, date },
      }),
    employees: (what: For, reservedAt: string) =>
      call<{ rows: Employee[] }>(endpoints.availableEmployees, {
        query: { ...what, reservedAt },
      }),
    products: (filter: { eventId?: number; categoryId?: number }) =>
      call<{ rows: ProductSummary[] }>(endpoints.products, {
        query: { ...filter, pageSize: PRODUCT_PAGE_SIZE },
      }),
    product: (id: number) => call<ProductDetail>(endpoints.product, { params: { id } }),
    cart: (member: boolean) => call<Cart>(member ? endpoints.memberCart : endpoints.guestCart),
    confirm: (productOptionIds: number[]) =>
      call<Confirm>(endpoints.reservationConfirm, { query: { productOptionIds } }),
    sendCode: (phone: string) =>
      call<{ expiresInSeconds: number; resendAfterSeconds: number }>(endpoints.sendSignInCode, {
        body: { phone, purpose: "GUEST_SIGNIN" },
      }),
    guestSignin: (body: { phone: string; code: string; name: string }) =>
      call<{ customer: { id: number; name: string; phone: string } }>(endpoints.guestSignIn, { body }),
    createReservation: (body: CreateBody, idempotencyKey: string) =>
      call<Reservation>(endpoints.createReservation, {
        body,
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      }),
  };
}

export type WidgetApi = ReturnType<typeof createApi>;
