import type { WidgetApi } from "../api";
import type { Dialog } from "../dialog";
import type { Language, Messages } from "../i18n/catalogues";
import type { Formats } from "../i18n/formats";
import type { Step } from "../machine";
import type { ReservationState } from "../state";
import type { InitOptions } from "../types";

/** What a step renders with; the controller builds one per render. */
export interface StepContext {
  api: WidgetApi;
  dialog: Dialog;
  state: ReservationState;
  options: InitOptions;
  /** The page's language (issue 29) and the texts and formats of it. */
  language: Language;
  t: Messages;
  format: Formats;
  /** False once the visitor moved on or closed the dialog: late answers must not touch the DOM. */
  live(): boolean;
  next(): void;
  goTo(step: Step, notice?: string): void;
  /** Shows the heading, progress and content; adds the back button when there is a step to go back to. */
  show(heading: string, ...children: Node[]): void;
  setDoctorOffered(offered: boolean): void;
  /** Renders the current step again (after a failed load). */
  retry(): void;
}

export function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> & { className?: string } = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  Object.assign(node, props);
  node.append(...children);
  return node;
}

/** The footer's main button. */
export function primaryButton(ctx: StepContext, label: string, onClick: () => void, disabled = false) {
  const button = element("button", { type: "button", className: "cr-primary", textContent: label, disabled });
  button.addEventListener("click", onClick);
  ctx.dialog.foot.append(button);
  return button;
}

/** A selectable choice (time, doctor) announced as a toggle button. */
export function choiceButton(
  label: string | Node[],
  pressed: boolean,
  onClick: () => void,
  disabled = false,
) {
  const button = element("button", { type: "button", className: "cr-choice", disabled });
  if (typeof label === "string") button.textContent = label;
  else button.append(...label);
  button.setAttribute("aria-pressed", String(pressed));
  button.addEventListener("click", onClick);
  return button;
}

export function loading(ctx: StepContext): HTMLElement {
  const text = element("p", { className: "cr-muted", textContent: ctx.t.loading });
  text.setAttribute("role", "status");
  return text;
}

/** A load failed: the API's message in the alert line and a way to try again in place of the content. */
export function loadFailed(ctx: StepContext, holder: HTMLElement, message: string): void {
  ctx.dialog.showError(message);
  const again = element("button", { type: "button", className: "cr-secondary", textContent: ctx.t.retry });
  again.addEventListener("click", () => ctx.retry());
  holder.replaceChildren(again);
}

/**
 * The signed-in member, or null for a guest. Asks GET /customers/this only when the page may have a session
 * (InitOptions.hasSession), so an anonymous visitor's browser never logs the 401.
 */
export async function currentMember(ctx: StepContext): Promise<{ name: string; phone: string } | null> {
  if (ctx.state.member) return ctx.state.member;
  if (ctx.options.hasSession && !ctx.options.hasSession()) return null;
  const me = await ctx.api.me();
  return me.ok ? { name: me.data.name, phone: me.data.phone } : null;
}
