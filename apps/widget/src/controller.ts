import { createApi, type WidgetApi } from "./api";
import { Dialog } from "./dialog";
import {
  back,
  canGoBack,
  current,
  flowFor,
  goTo,
  type Machine,
  next,
  progress,
  STEP_TITLES,
  type Step,
  start,
  withDoctorStep,
} from "./machine";
import { initialState, type ReservationState } from "./state";
import { renderContact } from "./steps/contact";
import type { StepContext } from "./steps/context";
import { renderDate } from "./steps/date";
import { renderDoctor } from "./steps/doctor";
import { renderDone } from "./steps/done";
import { renderProducts } from "./steps/products";
import { renderSummary } from "./steps/summary";
import { renderTime } from "./steps/time";
import type { InitOptions, OpenOptions, WidgetKind } from "./types";

const TITLES: Record<WidgetKind, string> = { visit: "방문 예약", treatment: "시술 예약" };

/**
 * Told to the page when the dialog opens and closes, so it can keep its own overlays (promotional popups) from
 * opening over or under it (apps/web/src/features/shell/components/popups/popup-controller.tsx).
 */
export const OPENED_EVENT = "clinic:reservation-opened";
export const CLOSED_EVENT = "clinic:reservation-closed";

type Renderer = (ctx: StepContext, close: () => void) => void | Promise<void>;
const RENDERERS: Record<Step, Renderer> = {
  products: renderProducts,
  summary: renderSummary,
  date: renderDate,
  time: renderTime,
  doctor: renderDoctor,
  contact: renderContact,
  done: renderDone,
};

/** One widget instance: the dialog, the step machine and the state of the reservation being made. */
export class Controller {
  private readonly api: WidgetApi;
  private readonly dialog: Dialog;
  private machine: Machine = start([]);
  private state: ReservationState | null = null;
  /** Bumped on every render and on close, so answers for a screen the visitor left are dropped. */
  private generation = 0;

  constructor(private readonly options: InitOptions) {
    this.api = createApi(options.originUrl);
    this.dialog = new Dialog(options.theme, () => this.close());
  }

  get isOpen(): boolean {
    return this.dialog.isOpen;
  }

  open(request: OpenOptions): void {
    // An explicit type always wins (`?wopen=1` must give a treatment reservation on every clinic); a clinic set to
    // consultations (consultingReservationOnly, the storefront's "widget type visit") only changes the default.
    const fallback: WidgetKind = this.options.consultingReservationOnly ? "visit" : "treatment";
    const kind: WidgetKind =
      request.type === "visit" || request.type === "treatment" ? request.type : fallback;
    const preselected = kind === "treatment" && (request.productOptionIds?.length ?? 0) > 0;
    this.state = initialState(kind, kind === "visit" ? { type: kind } : request);
    this.machine = start(flowFor(kind, { preselected }));
    this.dialog.open(TITLES[kind]);
    window.dispatchEvent(new CustomEvent(OPENED_EVENT, { detail: { type: kind } }));
    this.render();
  }

  close(): void {
    this.generation += 1;
    this.state = null;
    const wasOpen = this.dialog.isOpen;
    this.dialog.remove();
    if (wasOpen) window.dispatchEvent(new CustomEvent(CLOSED_EVENT));
  }

  private render(): void {
    const state = this.state;
    if (!state) return;
    this.generation += 1;
    const generation = this.generation;
    const step = current(this.machine);
    const notice = state.notice;
    state.notice = null;
    const ctx: StepContext = {
      api: this.api,
      dialog: this.dialog,
      state,
      options: this.options,
      live: () => this.generation === generation && this.dialog.isOpen,
      next: () => this.move(next(this.machine)),
      goTo: (target, message) => {
        state.notice = message ?? null;
        this.move(goTo(this.machine, target));
      },
      show: (heading, ...children) => {
        const { position, total } = progress(this.machine);
        const label = step === "done" ? STEP_TITLES.done : `${STEP_TITLES[step]} ${position}/${total}`;
        this.dialog.setContent(heading, label, ...children);
        this.dialog.showError(notice);
        if (canGoBack(this.machine)) this.addBackButton();
      },
      retry: () => this.render(),
      setDoctorOffered: (offered) => {
        this.machine = withDoctorStep(this.machine, offered);
      },
    };
    void RENDERERS[step](ctx, () => this.close());
  }

  private move(machine: Machine): void {
    this.machine = machine;
    this.render();
  }

  private addBackButton(): void {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "cr-secondary";
    button.textContent = "이전";
    button.addEventListener("click", () => this.move(back(this.machine)));
    this.dialog.foot.append(button);
  }
}
