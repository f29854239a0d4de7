import type { Confirm, Employee } from "./api";
import type { Month } from "./calendar";
import type { OpenOptions, PickedOption, Reservation, TimeSlot, WidgetKind } from "./types";

/** Everything one open dialog has gathered so far; a new open() starts afresh. */
export interface ReservationState {
  kind: WidgetKind;
  request: OpenOptions;
  picked: Map<number, PickedOption>;
  confirm: Confirm | null;
  month: Month | null;
  date: string | null;
  slot: TimeSlot | null;
  employees: Employee[];
  /** null: "상관없음" (any doctor). */
  employeeId: number | null;
  member: { name: string; phone: string } | null;
  /** Created when the contact step opens and reused for every retry, so a double click books once. */
  idempotencyKey: string | null;
  reservation: Reservation | null;
  /** The cart's lines were picked once (going back to the first step keeps the visitor's own choices). */
  cartPrefilled: boolean;
  /** A message to show when the next step renders (e.g. the 409 "full" text on the time step). */
  notice: string | null;
}

export function initialState(kind: WidgetKind, request: OpenOptions): ReservationState {
  const picked = new Map<number, PickedOption>();
  for (const id of request.productOptionIds ?? [])
    picked.set(id, { productOptionId: id, label: "", price: 0 });
  return {
    kind,
    request,
    picked,
    confirm: null,
    month: null,
    date: null,
    slot: null,
    employees: [],
    employeeId: null,
    member: null,
    idempotencyKey: null,
    reservation: null,
    notice: null,
    cartPrefilled: false,
  };
}

export function apiType(kind: WidgetKind): "VISIT" | "TREATMENT" {
  return kind === "visit" ? "VISIT" : "TREATMENT";
}

/** What the schedule calls are about: the type and, for treatments, the picked options (they set the duration). */
export function scheduleTarget(state: ReservationState): {
  type: "VISIT" | "TREATMENT";
  productOptionIds?: number[];
} {
  if (state.kind === "visit") return { type: "VISIT" };
  return { type: "TREATMENT", productOptionIds: [...state.picked.keys()] };
}

/** A random key for the Idempotency-Key header (crypto.randomUUID is missing on old browsers and plain http). */
export function newIdempotencyKey(random: () => number = Math.random): string {
  const cryptoApi = globalThis.crypto as Crypto | undefined;
  if (cryptoApi && typeof cryptoApi.randomUUID === "function") return cryptoApi.randomUUID();
  return Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16)).join("");
}
