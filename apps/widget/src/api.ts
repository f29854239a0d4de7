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

  async function call<T>(
    method: "GET" | "POST",
    path: string,
    options: { query?: Query; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Result<T>> {
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
    me: () => call<{ id: number; name: string; phone: string }>("GET", "/customers/this"),
    availableDates: (what: For) =>
      call<{ from: string; to: string; dates: string[] }>("GET", "/partner-schedules/available-dates", {
        query: what,
      }),
    times: (what: For, date: string) =>
      call<{ date: string; slots: TimeSlot[] }>("GET", "/partner-schedules/time", {
        query: { ...what, date },
      }),
    employees: (what: For, reservedAt: string) =>
      call<{ rows: Employee[] }>("GET", "/partner-employee-schedules/employees", {
        query: { ...what, reservedAt },
      }),
    products: (filter: { eventId?: number; categoryId?: number }) =>
      call<{ rows: ProductSummary[] }>("GET", "/products", {
        query: { ...filter, pageSize: PRODUCT_PAGE_SIZE },
      }),
    product: (id: number) => call<ProductDetail>("GET", `/products/${id}`),
    cart: (member: boolean) => call<Cart>("GET", member ? "/carts" : "/guest/carts"),
    confirm: (productOptionIds: number[]) =>
      call<Confirm>("GET", "/customer/reservation-confirm", { query: { productOptionIds } }),
    sendCode: (phone: string) =>
      call<{ expiresInSeconds: number; resendAfterSeconds: number }>("POST", "/customer/auth-tokens", {
        body: { phone, purpose: "GUEST_SIGNIN" },
      }),
    // The API's own path is /api/guest-signin, so through the pass-through it is /api/api/guest-signin.
    guestSignin: (body: { phone: string; code: string; name: string }) =>
      call<{ customer: { id: number; name: string; phone: string } }>("POST", "/api/guest-signin", { body }),
    createReservation: (body: CreateBody, idempotencyKey: string) =>
      call<Reservation>("POST", "/customer/reservations", {
        body,
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      }),
  };
}

export type WidgetApi = ReturnType<typeof createApi>;
