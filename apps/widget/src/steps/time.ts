import { scheduleTarget } from "../state";
import { choiceButton, element, loadFailed, loading, primaryButton, type StepContext } from "./context";

/** The chosen date's times; taken ones are shown but disabled. Treatments then ask which doctors are free. */
export async function renderTime(ctx: StepContext): Promise<void> {
  const date = ctx.state.date;
  if (!date) return ctx.goTo("date");
  const { t, format } = ctx;
  const holder = element("div");
  holder.append(loading(ctx));
  ctx.show(t.timeHeading(format.date(date)), holder);
  const next = primaryButton(ctx, t.next, () => void proceed(ctx, next), ctx.state.slot === null);
  const answer = await ctx.api.times(scheduleTarget(ctx.state), date);
  if (!ctx.live()) return;
  if (!answer.ok) {
    loadFailed(ctx, holder, answer.message);
    return;
  }
  const slots = answer.data.slots;
  if (ctx.state.slot && !slots.some((slot) => slot.available && slot.startsAt === ctx.state.slot?.startsAt)) {
    ctx.state.slot = null;
  }
  const grid = element("div", { className: "cr-grid" });
  grid.setAttribute("role", "group");
  grid.setAttribute("aria-label", t.times);
  const draw = () => {
    grid.replaceChildren(
      ...slots.map((slot) => {
        // The time and its note on their own lines, never broken inside ("10:30" / "2자리 남음").
        const note = slot.available ? (slot.remaining !== null ? t.placesLeft(slot.remaining) : "") : t.full;
        const button = choiceButton(
          [element("span", { className: "cr-time", textContent: format.time(slot.startsAt) })].concat(
            note ? [element("span", { className: "cr-slot-note", textContent: note })] : [],
          ),
          slot.startsAt === ctx.state.slot?.startsAt,
          () => {
            ctx.state.slot = slot;
            draw();
            grid.querySelector<HTMLButtonElement>('[aria-pressed="true"]')?.focus();
          },
          !slot.available,
        );
        return button;
      }),
    );
    next.disabled = ctx.state.slot === null;
  };
  draw();
  holder.replaceChildren(
    slots.some((slot) => slot.available)
      ? grid
      : element("p", {
          className: "cr-muted",
          textContent: t.noTimes,
        }),
  );
}

async function proceed(ctx: StepContext, button: HTMLButtonElement): Promise<void> {
  const slot = ctx.state.slot;
  if (!slot) return;
  if (ctx.state.kind === "visit") return ctx.next();
  button.disabled = true;
  const answer = await ctx.api.employees(scheduleTarget(ctx.state), slot.startsAt);
  if (!ctx.live()) return;
  // No doctor list (none set up, or the call failed) simply means the clinic assigns one: skip the step.
  ctx.state.employees = answer.ok ? answer.data.rows : [];
  if (!ctx.state.employees.some((employee) => employee.id === ctx.state.employeeId))
    ctx.state.employeeId = null;
  ctx.setDoctorOffered(ctx.state.employees.length > 0);
  ctx.next();
}
