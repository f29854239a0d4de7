import { type CallResult, createApiCaller, type Transport } from "@clinic/shared/contract/endpoint";
import { storefrontEndpoints } from "@clinic/shared/contract/storefront-endpoints";
// Types only: the schemas (and zod) never reach the widget's bundle.
import type { storefrontSchemas } from "@clinic/shared/contract/storefront-schemas";
import { CATALOGUES, type Language, type Messages } from "./i18n/catalogues";
import { ko } from "./i18n/messages-ko";
import {
  type Cart,
  IDEMPOTENCY_KEY_HEADER,
  type Reservation,
  type ReservationLine,
  type TimeSlot,
} from "./types";

/**
 * A call's outcome: the API's data, or its status and the text to show: the API's Korean text (spec 8's
 * `translate`) on a Korean page, the widget's own words for the refusal in any other language.
 */
export type Result<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; message: string };

const FALLBACK_MESSAGE = ko.errorFallback;
const OFFLINE_MESSAGE = ko.errorOffline;

/** One page is plenty for a clinic's event or category; the API allows up to 100. */
const PRODUCT_PAGE_SIZE = 50;

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
  /** The page's language (issue 29): the patient's messages are written in it. */
  language?: Language;
}

/** What a refusal says: the Korean text to show and the first field it names ("body.phone"), if any. */
async function refusalOf(response: Response): Promise<{ translate: string; field: string | null }> {
  try {
    const body = (await response.json()) as {
      translate?: unknown;
      fields?: { path?: unknown; message?: unknown }[];
    };
    const first = Array.isArray(body.fields) ? body.fields[0] : undefined;
    const field = typeof first?.path === "string" ? first.path : null;
    // A 400's field message ("휴대폰 번호를 확인해 주세요") says more than its general translate text.
    if (typeof first?.message === "string" && first.message !== "")
      return { translate: first.message, field };
    if (typeof body.translate === "string" && body.translate !== "")
      return { translate: body.translate, field };
    return { translate: FALLBACK_MESSAGE, field };
  } catch {
    // Not JSON (a proxy page): the generic text is all we can say.
    return { translate: FALLBACK_MESSAGE, field: null };
  }
}

/**
 * The API speaks Korean (its `translate`); on a page in another language the widget says what went wrong in its
 * own words, from the status and the field the refusal names. Pure.
 */
export function foreignRefusal(t: Messages, status: number, field: string | null | undefined): string {
  if (status === 0) return t.errorOffline;
  if (status === 400) {
    if (field?.endsWith(".phone")) return t.errorPhone;
    if (field?.endsWith(".code")) return t.errorCode;
    if (field?.endsWith(".name")) return t.errorName;
    return t.errorInput;
  }
  if (status === 401) return t.errorSignInAgain;
  if (status === 409) return t.errorNotBookable;
  if (status === 429) return t.errorTooMany;
  return t.errorFallback;
}

/** What one widget call may add: headers the endpoint reads (the reservation's idempotency key). */
export interface WidgetCallOptions {
  headers?: Record<string, string>;
}

/**
 * The widget's transport: the storefront's same-origin pass-through `${originUrl}/api…` (which adds the tenant,
 * the visitor id and the session cookie's token), with the browser's cookies. Never throws; the error's
 * `translate` is the Korean text the widget shows.
 */
export function widgetTransport(originUrl: string): Transport<WidgetCallOptions> {
  const base = `${originUrl.replace(/\/+$/, "")}/api`;
  return async (call, options) => {
    let response: Response;
    try {
      response = await fetch(`${base}${call.target}`, {
        method: call.endpoint.method,
        credentials: "include",
        headers: {
          accept: "application/json",
          ...(call.body === undefined ? {} : { "content-type": "application/json" }),
          ...options.headers,
        },
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
      });
    } catch {
      return { ok: false, status: 0, error: { status: 0, message: "OFFLINE", translate: OFFLINE_MESSAGE } };
    }
    if (!response.ok) {
      const { translate, field } = await refusalOf(response);
      return {
        ok: false,
        status: response.status,
        error: { status: response.status, message: "", translate, fields: field === null ? [] : [field] },
      };
    }
    const text = await response.text();
    try {
      return { ok: true, status: response.status, data: text === "" ? undefined : JSON.parse(text) };
    } catch {
      // A 2xx that is not JSON (a proxy page): nothing the widget can read.
      return {
        ok: false,
        status: response.status,
        error: { status: response.status, message: "", translate: FALLBACK_MESSAGE },
      };
    }
  };
}

/** The widget's calls, by endpoint name through the one typed call function (decision 0030). */
export function createApi(originUrl: string, language: () => Language = () => "ko") {
  /** A typed call's result as the widget's steps read it: the data, or the status and the text to show. */
  const shown = async <T>(pending: Promise<CallResult<T>>): Promise<Result<T>> => {
    const result = await pending;
    if (result.ok) return result;
    const current = language();
    if (current !== "ko") {
      const fields = Array.isArray(result.error.fields) ? (result.error.fields as unknown[]) : [];
      const field = typeof fields[0] === "string" ? fields[0] : null;
      return {
        ok: false,
        status: result.status,
        message: foreignRefusal(CATALOGUES[current], result.status, field),
      };
    }
    return { ok: false, status: result.status, message: result.error.translate ?? FALLBACK_MESSAGE };
  };
  const call = createApiCaller<typeof storefrontEndpoints, typeof storefrontSchemas, WidgetCallOptions>(
    storefrontEndpoints,
    widgetTransport(originUrl),
  );

  /** Treatments' names as the clinic translated them into the page's language (Korean sends nothing). */
  const inLanguage = () => {
    const current = language();
    return current === "ko" ? {} : { languageCode: current };
  };
  type For = { type: "VISIT" | "TREATMENT"; productOptionIds?: number[] };
  /** The query as the API reads it: the id list comma separated (spec 7), left out when empty. */
  const idList = (ids: readonly number[] | undefined) => (ids?.length ? ids.join(",") : undefined);
  const forQuery = ({ type, productOptionIds }: For) => ({
    type,
    productOptionIds: idList(productOptionIds),
  });
  return {
    me: (): Promise<Result<{ id: number; name: string; phone: string }>> => shown(call("me", {}, {})),
    availableDates: (
      what: For,
    ): Promise<
      Result<{ from: string; to: string; dates: string[]; closed?: { date: string; reason: string }[] }>
    > => shown(call("availableDates", { query: forQuery(what) }, {})),
    times: (what: For, date: string): Promise<Result<{ date: string; slots: TimeSlot[] }>> =>
      shown(call("availableTimes", { query: { ...forQuery(what), date } }, {})),
    employees: (what: For, reservedAt: string): Promise<Result<{ rows: Employee[] }>> =>
      shown(call("availableEmployees", { query: { ...forQuery(what), reservedAt } }, {})),
    products: (filter: {
      eventId?: number;
      categoryId?: number;
    }): Promise<Result<{ rows: ProductSummary[] }>> =>
      shown(call("products", { query: { ...filter, pageSize: PRODUCT_PAGE_SIZE, ...inLanguage() } }, {})),
    product: (id: number): Promise<Result<ProductDetail>> =>
      shown(call("product", { params: { id }, query: inLanguage() }, {})),
    cart: (member: boolean): Promise<Result<Cart>> =>
      shown(member ? call("memberCart", {}, {}) : call("guestCart", {}, {})),
    /** Removes these options from the cart; never called with none (that would empty the whole cart). */
    removeFromCart: async (member: boolean, productOptionIds: number[]): Promise<Result<Cart>> => {
      if (productOptionIds.length === 0) return { ok: true, status: 200, data: { rows: [], totalPrice: 0 } };
      const query = { productOptionIds: productOptionIds.join(",") };
      return shown(member ? call("emptyMemberCart", { query }, {}) : call("emptyGuestCart", { query }, {}));
    },
    confirm: (productOptionIds: number[]): Promise<Result<Confirm>> =>
      shown(call("reservationConfirm", { query: { productOptionIds: productOptionIds.join(",") } }, {})),
    sendCode: (phone: string): Promise<Result<{ expiresInSeconds: number; resendAfterSeconds: number }>> =>
      shown(call("sendSignInCode", { body: { phone, purpose: "GUEST_SIGNIN", language: language() } }, {})),
    guestSignin: (body: {
      phone: string;
      code: string;
      name: string;
    }): Promise<Result<{ customer: { id: number; name: string; phone: string } }>> =>
      shown(call("guestSignIn", { body }, {})),
    createReservation: (body: CreateBody, idempotencyKey: string): Promise<Result<Reservation>> =>
      shown(call("createReservation", { body }, { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } })),
  };
}

export type WidgetApi = ReturnType<typeof createApi>;
