import { choiceButton, element, primaryButton, type StepContext } from "./context";

/** The doctors free for the whole treatment at the chosen time, or "상관없음" (the clinic assigns one). */
export function renderDoctor(ctx: StepContext): void {
  const list = element("ul", { className: "cr-list" });
  list.setAttribute("aria-label", "의료진");
  const draw = () => {
    const choices = [
      { id: null, label: "상관없음" },
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
  ctx.show("의료진을 선택해 주세요", list);
  primaryButton(ctx, "다음", () => ctx.next());
}
