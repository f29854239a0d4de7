import { addMonths, compareMonths, type Month, monthOf, renderCalendar } from "../calendar";
import { seoulToday } from "../seoul";
import { scheduleTarget } from "../state";
import { element, loadFailed, loading, primaryButton, type StepContext } from "./context";

/** The API's reason for a weekly day off (apps/api/src/storefront/schedules/engine.ts, WEEKLY_CLOSED). */
const WEEKLY_CLOSED = "정기 휴진";

/** A month calendar where only the dates the API calls available can be picked; closed days say why. */
export async function renderDate(ctx: StepContext): Promise<void> {
  const holder = element("div");
  const { t, format } = ctx;
  holder.append(loading(ctx));
  ctx.show(t.dateHeading, holder);
  const next = primaryButton(ctx, t.toTime, () => ctx.next(), ctx.state.date === null);
  const answer = await ctx.api.availableDates(scheduleTarget(ctx.state));
  if (!ctx.live()) return;
  if (!answer.ok) {
    loadFailed(ctx, holder, answer.message);
    return;
  }
  const { from, to, dates } = answer.data;
  const available = new Set(dates);
  // The API's reasons are the clinic's own notes (Korean) or its weekly day off, which the widget can say itself.
  const closed = new Map(
    (answer.data.closed ?? []).map((day) => [
      day.date,
      day.reason === WEEKLY_CLOSED ? t.regularClosed : day.reason,
    ]),
  );
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
      t,
      format,
    });
    chosen.textContent = ctx.state.date ? t.chosenDate(format.date(ctx.state.date)) : "";
    next.disabled = ctx.state.date === null;
    const parts: Node[] = [calendar, chosen];
    const notes = closedNotes(ctx, closed, month);
    if (notes) parts.push(notes);
    if (dates.length === 0) {
      parts.unshift(
        element("p", {
          className: "cr-muted",
          textContent: t.noDates,
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
function closedNotes(ctx: StepContext, closed: Map<string, string>, month: Month): HTMLElement | null {
  const prefix = `${month.year}-${String(month.month).padStart(2, "0")}-`;
  const byReason = new Map<string, string[]>();
  for (const [date, reason] of closed) {
    if (!date.startsWith(prefix)) continue;
    const day = ctx.format.dayOfMonth(date);
    byReason.set(reason, [...(byReason.get(reason) ?? []), day]);
  }
  if (byReason.size === 0) return null;
  const list = element("ul", { className: "cr-closed" });
  list.setAttribute("aria-label", ctx.t.closedDays);
  for (const [reason, days] of byReason) {
    list.append(element("li", {}, element("strong", { textContent: reason }), ` ${days.join(", ")}`));
  }
  return list;
}
