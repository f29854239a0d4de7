import { createApi, type WidgetApi } from "./api";
import { Dialog } from "./dialog";
import { CATALOGUES, type Language, type Messages, widgetLanguage } from "./i18n/catalogues";
import { formatsFor } from "./i18n/formats";
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

const TITLES = { visit: "visitTitle", treatment: "treatmentTitle" } as const satisfies Record<
  WidgetKind,
  keyof Messages
>;

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
  /** Decided at each open (the page's language), so every text of one dialog is in one language. */
  private language: Language = "ko";

  constructor(private readonly options: InitOptions) {
    this.api = createApi(options.originUrl, () => this.language);
    this.dialog = new Dialog(options.theme, () => this.close());
  }

  private get t(): Messages {
    return CATALOGUES[this.language];
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
    // The host page's language (issue 29): an explicit init option, else the document's own <html lang>.
    this.language = widgetLanguage(this.options.language ?? document.documentElement.lang);
    this.state = initialState(kind, kind === "visit" ? { type: kind } : request);
    this.machine = start(flowFor(kind, { preselected }));
    this.dialog.open(this.t[TITLES[kind]], this.t.closeDialog, this.language);
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
      language: this.language,
      t: this.t,
      format: formatsFor(this.language),
      live: () => this.generation === generation && this.dialog.isOpen,
      next: () => this.move(next(this.machine)),
      goTo: (target, message) => {
        state.notice = message ?? null;
        this.move(goTo(this.machine, target));
      },
      show: (heading, ...children) => {
        const { position, total } = progress(this.machine);
        const title = this.t[STEP_TITLES[step]];
        const label = step === "done" ? title : `${title} ${position}/${total}`;
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
    button.textContent = this.t.back;
    button.addEventListener("click", () => this.move(back(this.machine)));
    this.dialog.foot.append(button);
  }
}
