import { newIdempotencyKey } from "../state";
import { element, loading, primaryButton, type StepContext } from "./context";
import { submitReservation } from "./submit";

/** Told to the storefront after a guest signs in inside the widget (it listens: components/reservation/reservation-widget-loader.tsx). */
export const SIGNED_IN_EVENT = "clinic:signed-in";

/**
 * Who is booking. Members (GET /customers/this answers 200) only agree and may leave a memo; guests first verify
 * their phone by SMS in the dialog (the storefront's pass-through then holds their session cookie).
 */
export async function renderContact(ctx: StepContext): Promise<void> {
  ctx.state.idempotencyKey ??= newIdempotencyKey();
  const holder = element("div");
  holder.append(loading());
  ctx.show("예약자 정보를 확인해 주세요", holder);
  if (!ctx.state.member) {
    const me = await ctx.api.me();
    if (!ctx.live()) return;
    if (me.ok) ctx.state.member = { name: me.data.name, phone: me.data.phone };
  }
  holder.replaceChildren(ctx.state.member ? memberForm(ctx) : guestForm(ctx));
}

function field(label: string, input: HTMLInputElement | HTMLTextAreaElement): HTMLLabelElement {
  return element("label", { className: "cr-field" }, element("span", { textContent: label }), input);
}

function guestForm(ctx: StepContext): HTMLElement {
  const name = element("input", { type: "text", autocomplete: "name", maxLength: 20, required: true });
  const phone = element("input", {
    type: "tel",
    autocomplete: "tel",
    inputMode: "numeric",
    maxLength: 20,
    required: true,
  });
  const code = element("input", {
    type: "text",
    autocomplete: "one-time-code",
    inputMode: "numeric",
    maxLength: 6,
  });
  const send = element("button", { type: "button", className: "cr-secondary", textContent: "인증번호 받기" });
  const sent = element("p", { className: "cr-muted" });
  sent.setAttribute("role", "status");
  const codeRow = element("div", { className: "cr-row", hidden: true }, field("인증번호", code));
  const intro = element("p", {
    className: "cr-muted",
    textContent: "비회원 예약은 휴대폰 인증 후 진행됩니다.",
  });
  send.addEventListener("click", async () => {
    ctx.dialog.showError(null);
    if (name.value.trim() === "") return fail(ctx, name, "이름을 입력해 주세요.");
    send.disabled = true;
    const answer = await ctx.api.sendCode(phone.value.trim());
    if (!ctx.live()) return;
    send.disabled = false;
    if (!answer.ok) return fail(ctx, phone, answer.message);
    send.textContent = "인증번호 다시 받기";
    codeRow.hidden = false;
    sent.textContent = "인증번호를 보냈습니다. 문자로 받은 6자리 숫자를 입력해 주세요.";
    verify.disabled = false;
    code.focus();
  });
  const verify = primaryButton(
    ctx,
    "인증하고 계속하기",
    async () => {
      ctx.dialog.showError(null);
      verify.disabled = true;
      const answer = await ctx.api.guestSignin({
        phone: phone.value.trim(),
        code: code.value.trim(),
        name: name.value.trim(),
      });
      if (!ctx.live()) return;
      verify.disabled = false;
      if (!answer.ok) return fail(ctx, code, answer.message);
      ctx.state.member = { name: answer.data.customer.name, phone: answer.data.customer.phone };
      // The page's own state should know the visitor is signed in now (header, my-page, cart merge).
      window.dispatchEvent(new CustomEvent(SIGNED_IN_EVENT, { detail: { customer: answer.data.customer } }));
      ctx.goTo("contact");
    },
    true,
  );
  return element(
    "div",
    {},
    intro,
    field("이름", name),
    element("div", { className: "cr-row" }, field("휴대폰 번호", phone), send),
    sent,
    codeRow,
  );
}

function fail(ctx: StepContext, input: HTMLElement, message: string): void {
  ctx.dialog.showError(message);
  input.focus();
}

function memberForm(ctx: StepContext): HTMLElement {
  const member = ctx.state.member as { name: string; phone: string };
  const who = element(
    "dl",
    { className: "cr-summary" },
    element("dt", { textContent: "예약자" }),
    element("dd", { textContent: member.name }),
    element("dt", { textContent: "연락처" }),
    element("dd", { textContent: member.phone }),
  );
  const memo = element("textarea", { rows: 3, maxLength: 500 });
  const agree = element("input", { type: "checkbox" });
  const consent = element(
    "label",
    { className: "cr-check" },
    agree,
    element("span", {
      textContent:
        "[필수] 개인정보 수집 및 이용 동의 (예약 확인과 안내를 위해 이름과 연락처를 수집·이용합니다)",
    }),
  );
  const submit = primaryButton(ctx, "예약하기", () => void submitReservation(ctx, submit, memo.value), true);
  agree.addEventListener("change", () => {
    submit.disabled = !agree.checked;
  });
  return element("div", {}, who, field("요청 사항 (선택)", memo), consent);
}
