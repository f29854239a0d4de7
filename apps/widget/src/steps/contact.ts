import { formatCountdown, formatPhoneInput } from "../format";
import { newIdempotencyKey } from "../state";
import { currentMember, element, loading, primaryButton, type StepContext } from "./context";
import { submitReservation } from "./submit";

/** Told to the storefront after a guest signs in inside the widget (it listens: components/reservation/reservation-widget-loader.tsx). */
export const SIGNED_IN_EVENT = "clinic:signed-in";

/**
 * Who is booking, after a recap of what is booked. Members (GET /customers/this answers 200) only agree and may leave a memo; guests first verify
 * their phone by SMS in the dialog (the storefront's pass-through then holds their session cookie).
 */
export async function renderContact(ctx: StepContext): Promise<void> {
  ctx.state.idempotencyKey ??= newIdempotencyKey();
  const holder = element("div");
  holder.append(loading(ctx));
  ctx.show(ctx.t.contactHeading, holder);
  const member = await currentMember(ctx);
  if (!ctx.live()) return;
  ctx.state.member = member;
  holder.replaceChildren(ctx.state.member ? memberForm(ctx) : guestForm(ctx));
}

function field(label: string, input: HTMLInputElement | HTMLTextAreaElement): HTMLLabelElement {
  return element("label", { className: "cr-field" }, element("span", { textContent: label }), input);
}

function guestForm(ctx: StepContext): HTMLElement {
  const { t } = ctx;
  const name = element("input", { type: "text", autocomplete: "name", maxLength: 20, required: true });
  const phone = element("input", {
    type: "tel",
    autocomplete: "tel",
    inputMode: "numeric",
    maxLength: 13,
    required: true,
    id: "cr-phone",
    placeholder: "010-1234-5678",
  });
  // Formatted as typed (010-1234-5678); the API reads the digits.
  phone.addEventListener("input", () => {
    const formatted = formatPhoneInput(phone.value);
    if (formatted !== phone.value) phone.value = formatted;
  });
  const code = element("input", {
    type: "text",
    autocomplete: "one-time-code",
    inputMode: "numeric",
    maxLength: 6,
  });
  const send = element("button", {
    type: "button",
    className: "cr-secondary cr-send",
    textContent: t.sendCode,
  });
  const sent = element("p", { className: "cr-muted" });
  sent.setAttribute("role", "status");
  // The countdown ticks every second: shown, but not read out each time (the status line above says it once).
  const timer = element("span", { className: "cr-timer" });
  timer.dataset.testid = "code-countdown";
  const codeField = field(t.code, code);
  codeField.append(timer);
  const codeRow = element("div", { hidden: true }, codeField);
  const intro = element("p", {
    className: "cr-muted",
    textContent: t.guestIntro,
  });
  const countdown = new CodeCountdown(ctx, {
    tick: (left) => {
      timer.textContent = t.timeLeft(formatCountdown(left));
    },
    resendable: () => {
      send.disabled = false;
    },
    expired: () => {
      timer.textContent = "";
      verify.disabled = true;
      sent.textContent = t.codeExpired;
      send.disabled = false;
    },
  });
  send.addEventListener("click", async () => {
    ctx.dialog.showError(null);
    if (name.value.trim() === "") return fail(ctx, name, t.nameRequired);
    send.disabled = true;
    const answer = await ctx.api.sendCode(phone.value.replace(/\D/g, ""));
    if (!ctx.live()) return;
    if (!answer.ok) {
      send.disabled = false;
      return fail(ctx, phone, answer.message);
    }
    send.textContent = t.sendAgain;
    codeRow.hidden = false;
    sent.textContent = t.codeSent;
    verify.disabled = false;
    countdown.start(answer.data.expiresInSeconds, answer.data.resendAfterSeconds);
    code.focus();
  });
  const verify = primaryButton(
    ctx,
    t.verify,
    async () => {
      ctx.dialog.showError(null);
      verify.disabled = true;
      const answer = await ctx.api.guestSignin({
        phone: phone.value.replace(/\D/g, ""),
        code: code.value.trim(),
        name: name.value.trim(),
      });
      if (!ctx.live()) return;
      verify.disabled = false;
      if (!answer.ok) return fail(ctx, code, answer.message);
      countdown.stop();
      ctx.state.member = { name: answer.data.customer.name, phone: answer.data.customer.phone };
      // The page's own state should know the visitor is signed in now (header, my-page, cart merge).
      window.dispatchEvent(new CustomEvent(SIGNED_IN_EVENT, { detail: { customer: answer.data.customer } }));
      ctx.goTo("contact");
    },
    true,
  );
  const phoneLabel = element("label", { htmlFor: "cr-phone", textContent: t.phone });
  return element(
    "div",
    {},
    intro,
    field(t.name, name),
    element(
      "div",
      { className: "cr-field" },
      phoneLabel,
      element("div", { className: "cr-inline" }, phone, send),
    ),
    sent,
    codeRow,
  );
}

/** The code's remaining time, once a second while the dialog shows this step; stops by itself when it left. */
class CodeCountdown {
  private handle: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly ctx: StepContext,
    private readonly on: { tick(left: number): void; resendable(): void; expired(): void },
  ) {}

  start(expiresInSeconds: number, resendAfterSeconds: number): void {
    this.stop();
    const startedAt = Date.now();
    let resendable = false;
    const update = () => {
      if (!this.ctx.live()) return this.stop();
      const elapsed = (Date.now() - startedAt) / 1000;
      const left = expiresInSeconds - elapsed;
      if (!resendable && elapsed >= resendAfterSeconds) {
        resendable = true;
        this.on.resendable();
      }
      if (left <= 0) {
        this.stop();
        this.on.expired();
        return;
      }
      this.on.tick(left);
    };
    update();
    this.handle = setInterval(update, 1000);
  }

  stop(): void {
    if (this.handle !== null) clearInterval(this.handle);
    this.handle = null;
  }
}

function fail(ctx: StepContext, input: HTMLElement, message: string): void {
  ctx.dialog.showError(message);
  input.focus();
}

function memberForm(ctx: StepContext): HTMLElement {
  const { t } = ctx;
  const member = ctx.state.member as { name: string; phone: string };
  const who = element(
    "dl",
    { className: "cr-summary" },
    ...recapRows(ctx),
    element("dt", { textContent: t.booker }),
    element("dd", { textContent: member.name }),
    element("dt", { textContent: t.contact }),
    element("dd", { textContent: formatPhoneInput(member.phone) }),
  );
  who.dataset.testid = "reservation-recap";
  const memo = element("textarea", { rows: 3, maxLength: 500 });
  const agree = element("input", { type: "checkbox" });
  const consent = element(
    "label",
    { className: "cr-check" },
    agree,
    element("span", { textContent: t.consent }),
  );
  const submit = primaryButton(ctx, t.book, () => void submitReservation(ctx, submit, memo.value), true);
  agree.addEventListener("change", () => {
    submit.disabled = !agree.checked;
  });
  return element("div", {}, who, field(t.memo, memo), consent);
}

/** What is about to be booked, repeated before 예약하기: date, time, doctor and treatments. */
function recapRows(ctx: StepContext): HTMLElement[] {
  const { state, t, format } = ctx;
  const rows: HTMLElement[] = [];
  const row = (label: string, value: string, key: string) => {
    const dd = element("dd", { textContent: value });
    dd.dataset.recap = key;
    rows.push(element("dt", { textContent: label }), dd);
  };
  if (state.date) row(t.recapDate, format.date(state.date), "date");
  if (state.slot) row(t.recapTime, format.time(state.slot.startsAt), "time");
  if (state.kind === "treatment") {
    const doctor = state.employees.find((employee) => employee.id === state.employeeId);
    row(t.recapDoctor, doctor ? doctor.name : t.recapAnyDoctor, "doctor");
    const treatments = [...state.picked.values()].map((option) => option.label).filter(Boolean);
    row(t.recapTreatments, treatments.join(", "), "treatments");
  } else {
    row(t.recapKind, t.recapVisit, "kind");
  }
  return rows;
}
