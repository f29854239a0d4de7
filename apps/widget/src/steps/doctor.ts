import { choiceButton, element, primaryButton, type StepContext } from "./context";

/** The doctors free for the whole treatment at the chosen time, or "상관없음" (the clinic assigns one). */
export function renderDoctor(ctx: StepContext): void {
  const list = element("ul", { className: "cr-list" });
  const { t } = ctx;
  list.setAttribute("aria-label", t.doctors);
  const draw = () => {
    const choices = [
      { id: null, label: t.anyDoctor },
      ...ctx.state.employees.map((employee) => ({
        id: employee.id,
        label: employee.position ? `${employee.name} ${employee.position}` : employee.name,
      })),
    ];
    list.replaceChildren(
      ...choices.map((choice) =>
        element(
          "li",
          {},
          choiceButton(choice.label, ctx.state.employeeId === choice.id, () => {
            ctx.state.employeeId = choice.id;
            draw();
            list.querySelector<HTMLButtonElement>('[aria-pressed="true"]')?.focus();
          }),
        ),
      ),
    );
  };
  draw();
  ctx.show(t.doctorHeading, list);
  primaryButton(ctx, t.next, () => ctx.next());
}
