import type { CreateBody } from "../api";
import { apiType } from "../state";
import type { StepContext } from "./context";
import { CART_CHANGED_EVENT } from "./products";

const HTTP_UNAUTHORIZED = 401;
const HTTP_CONFLICT = 409;

interface DataLayerWindow {
  dataLayer?: unknown[];
}

/**
 * POST /customer/reservations with the contact step's Idempotency-Key: a double click or a retry after a lost
 * answer books once. 409 (the time filled up meanwhile) goes back to the times with the API's message.
 */
export async function submitReservation(
  ctx: StepContext,
  button: HTMLButtonElement,
  memo: string,
): Promise<void> {
  const { state } = ctx;
  if (!state.slot || !state.idempotencyKey) return;
  ctx.dialog.showError(null);
  button.disabled = true;
  button.setAttribute("aria-busy", "true");
  const body: CreateBody = {
    type: apiType(state.kind),
    reservedAt: state.slot.startsAt,
    productOptionIds: state.kind === "visit" ? [] : [...state.picked.keys()],
    agreePrivacy: true,
    // The page's language (issue 29): the clinic writes to the patient in it and its desk shows it.
    language: ctx.language,
  };
  if (state.employeeId !== null) body.employeeId = state.employeeId;
  if (memo.trim() !== "") body.memo = memo.trim();
  const utm = ctx.options.utm;
  if (utm && Object.keys(utm).length > 0) body.utm = utm;

  const answer = await ctx.api.createReservation(body, state.idempotencyKey);
  if (!ctx.live()) return;
  button.removeAttribute("aria-busy");
  if (answer.ok) {
    state.reservation = answer.data;
    trackComplete(state.kind, answer.data.totalPrice);
    void clearBooked(ctx, body.productOptionIds);
    ctx.next();
    return;
  }
  button.disabled = false;
  if (answer.status === HTTP_CONFLICT) {
    state.slot = null;
    // A new attempt for another time is another reservation.
    state.idempotencyKey = null;
    ctx.goTo("time", answer.message);
    return;
  }
  if (answer.status === HTTP_UNAUTHORIZED) {
    // The session ended (or a guest's cookie was refused): verify again.
    state.member = null;
    ctx.goTo("contact", answer.message);
    return;
  }
  ctx.dialog.showError(answer.message);
}

/** Analytics (spec 7): only when the page runs a tag manager; the widget never loads one itself. */
export function trackComplete(
  kind: "visit" | "treatment",
  value: number,
  target: DataLayerWindow = window as unknown as DataLayerWindow,
): void {
  if (!Array.isArray(target.dataLayer)) return;
  target.dataLayer.push({ event: "reservation_complete", reservationType: kind, value });
}

/**
 * What was booked leaves the cart: the member's (the booking needs a session) and this browser's guest cart (a
 * guest who verified in the dialog may still have lines there until the storefront merges them). Other lines stay.
 */
async function clearBooked(ctx: StepContext, productOptionIds: number[]): Promise<void> {
  if (productOptionIds.length === 0) return;
  await Promise.all([
    ctx.api.removeFromCart(true, productOptionIds),
    ctx.api.removeFromCart(false, productOptionIds),
  ]);
  window.dispatchEvent(new CustomEvent(CART_CHANGED_EVENT));
}
