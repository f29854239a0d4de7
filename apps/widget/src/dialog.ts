import { STYLES, themeVariables } from "./styles";
import type { WidgetTheme } from "./types";

const FOCUSABLE =
  'button:not([disabled]), a[href], input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The modal shell: a shadow-DOM host on <body> with a titled dialog, an error line read out by screen readers, the
 * step body and a footer. Focus is trapped inside, Escape and the close button close it, and focus goes back to
 * whatever opened it.
 */
export class Dialog {
  private host: HTMLElement | null = null;
  private root: ShadowRoot | null = null;
  private opener: HTMLElement | null = null;
  private titleElement!: HTMLHeadingElement;
  private progressElement!: HTMLElement;
  private errorElement!: HTMLElement;
  body!: HTMLElement;
  foot!: HTMLElement;

  constructor(
    private theme: WidgetTheme | undefined,
    private onClose: () => void,
  ) {}

  get isOpen(): boolean {
    return this.host !== null;
  }

  setTheme(theme: WidgetTheme | undefined): void {
    this.theme = theme;
    this.host?.setAttribute("style", themeVariables(theme));
  }

  /** Opens the dialog titled `title`, its close button labelled `closeLabel`, its texts in `lang`. */
  open(title: string, closeLabel: string, lang: string): void {
    if (this.host) this.remove();
    this.opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const host = document.createElement("div");
    host.id = "clinic-reservation-widget";
    // Screen readers and fonts read the widget in its own language (the page's, or the one it was told).
    host.lang = lang;
    host.setAttribute("style", themeVariables(this.theme));
    const root = host.attachShadow({ mode: "open" });
    const style = document.createElement("style");
    style.textContent = STYLES;
    root.append(style, this.build(title, closeLabel));
    root.addEventListener("keydown", (event) => this.onKeydown(event as KeyboardEvent));
    document.body.append(host);
    this.host = host;
    this.root = root;
    // The page may move focus after we opened (hydration, its own widgets): Escape still closes, focus comes back.
    document.addEventListener("keydown", this.onDocumentKeydown, true);
    document.addEventListener("focusin", this.onDocumentFocus, true);
  }

  private readonly onDocumentKeydown = (event: KeyboardEvent): void => {
    if (event.key === "Escape" && event.target !== this.host) {
      event.preventDefault();
      this.onClose();
    }
  };

  private readonly onDocumentFocus = (event: FocusEvent): void => {
    if (!this.host || event.target === this.host) return;
    this.root?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  };

  private build(title: string, closeLabel: string): HTMLElement {
    const backdrop = document.createElement("div");
    backdrop.className = "cr-backdrop";
    const dialog = document.createElement("div");
    dialog.className = "cr-dialog";
    dialog.setAttribute("role", "dialog");
    dialog.setAttribute("aria-modal", "true");
    dialog.setAttribute("aria-labelledby", "cr-title");
    const head = document.createElement("div");
    head.className = "cr-head";
    this.titleElement = document.createElement("h2");
    this.titleElement.id = "cr-title";
    this.titleElement.textContent = title;
    this.progressElement = document.createElement("span");
    this.progressElement.className = "cr-progress";
    const close = document.createElement("button");
    close.type = "button";
    close.className = "cr-icon-button";
    close.setAttribute("aria-label", closeLabel);
    close.textContent = "×";
    close.addEventListener("click", () => this.onClose());
    head.append(this.titleElement, this.progressElement, close);
    this.errorElement = document.createElement("p");
    this.errorElement.className = "cr-error";
    this.errorElement.setAttribute("role", "alert");
    this.body = document.createElement("div");
    this.body.className = "cr-body";
    this.body.prepend(this.errorElement);
    this.foot = document.createElement("div");
    this.foot.className = "cr-foot";
    dialog.append(head, this.body, this.foot);
    backdrop.append(dialog);
    return backdrop;
  }

  /** Replaces the step content (the error line stays on top) and moves focus into it for screen readers. */
  setContent(heading: string, progress: string, ...children: Node[]): void {
    this.progressElement.textContent = progress;
    const title = document.createElement("h3");
    title.textContent = heading;
    title.tabIndex = -1;
    this.body.replaceChildren(this.errorElement, title, ...children);
    this.foot.replaceChildren();
    title.focus();
  }

  showError(message: string | null): void {
    this.errorElement.textContent = message ?? "";
  }

  remove(): void {
    document.removeEventListener("keydown", this.onDocumentKeydown, true);
    document.removeEventListener("focusin", this.onDocumentFocus, true);
    this.host?.remove();
    this.host = null;
    this.root = null;
    const opener = this.opener;
    this.opener = null;
    if (opener?.isConnected) opener.focus();
  }

  private onKeydown(event: KeyboardEvent): void {
    if (event.key === "Escape") {
      event.preventDefault();
      this.onClose();
      return;
    }
    if (event.key !== "Tab" || !this.root) return;
    const focusable = [...this.root.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    const active = this.root.activeElement;
    if (event.shiftKey && (active === first || !active)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !active)) {
      event.preventDefault();
      first.focus();
    }
  }
}
