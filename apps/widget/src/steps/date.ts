import { addMonths, compareMonths, monthOf, renderCalendar } from "../calendar";
import { formatKoreanDate, seoulToday } from "../seoul";
import { scheduleTarget } from "../state";
import { element, loadFailed, loading, primaryButton, type StepContext } from "./context";

/** A month calendar where only the dates the API calls available can be picked. */
export async function renderDate(ctx: StepContext): Promise<void> {
  const holder = element("div");
  holder.append(loading());
  ctx.show("날짜를 선택해 주세요", holder);
  const next = primaryButton(ctx, "시간 선택", () => ctx.next(), ctx.state.date === null);
  const answer = await ctx.api.availableDates(scheduleTarget(ctx.state));
  if (!ctx.live()) return;
  if (!answer.ok) {
    loadFailed(ctx, holder, answer.message);
    return;
  }
  const { from, to, dates } = answer.data;
  const available = new Set(dates);
  if (ctx.state.date && !available.has(ctx.state.date)) ctx.state.date = null;
  const first = monthOf(from || seoulToday());
  const last = monthOf(to || from || seoulToday());
  const chosen = element("p", { className: "cr-muted" });
  chosen.setAttribute("aria-live", "polite");

  const draw = () => {
    const month = ctx.state.month ?? monthOf(ctx.state.date ?? dates[0] ?? from);
    ctx.state.month = month;
    const calendar = renderCalendar({
      month,
      available,
      selected: ctx.state.date,
      canPrevious: compareMonths(month, first) > 0,
      canNext: compareMonths(month, last) < 0,
      onMonth: (delta) => {
        ctx.state.month = addMonths(month, delta);
        draw();
      },
      onPick: (date) => {
        ctx.state.date = date;
        ctx.state.slot = null;
        draw();
        holder.querySelector<HTMLButtonElement>(`button[data-date="${date}"]`)?.focus();
      },
    });
    chosen.textContent = ctx.state.date ? `선택한 날짜: ${formatKoreanDate(ctx.state.date)}` : "";
    next.disabled = ctx.state.date === null;
    const parts: Node[] = [calendar, chosen];
    if (dates.length === 0) {
      parts.unshift(
        element("p", {
          className: "cr-muted",
          textContent: "예약 가능한 날짜가 없습니다. 병원으로 문의해 주세요.",
        }),
      );
    }
    holder.replaceChildren(...parts);
  };
  draw();
}
