import { addMonths, compareMonths, type Month, monthOf, renderCalendar } from "../calendar";
import { formatKoreanDate, seoulToday } from "../seoul";
import { scheduleTarget } from "../state";
import { element, loadFailed, loading, primaryButton, type StepContext } from "./context";

/** A month calendar where only the dates the API calls available can be picked; closed days say why. */
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
  const closed = new Map((answer.data.closed ?? []).map((day) => [day.date, day.reason]));
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
      closed,
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
    const notes = closedNotes(closed, month);
    if (notes) parts.push(notes);
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

/**
 * Why the greyed-out days of the month shown are closed, one line per reason: "추석 연휴: 25일 (수), 26일 (목)",
 * "정기 휴진: 1일 (일), 8일 (일)…".
 */
function closedNotes(closed: Map<string, string>, month: Month): HTMLElement | null {
  const prefix = `${month.year}-${String(month.month).padStart(2, "0")}-`;
  const byReason = new Map<string, string[]>();
  for (const [date, reason] of closed) {
    if (!date.startsWith(prefix)) continue;
    const day = formatKoreanDate(date).replace(/^\d+년 \d+월 /, "");
    byReason.set(reason, [...(byReason.get(reason) ?? []), day]);
  }
  if (byReason.size === 0) return null;
  const list = element("ul", { className: "cr-closed" });
  list.setAttribute("aria-label", "휴진 안내");
  for (const [reason, days] of byReason) {
    list.append(element("li", {}, element("strong", { textContent: reason }), ` ${days.join(", ")}`));
  }
  return list;
}
