import type { Messages } from "./i18n/catalogues";
import type { WidgetKind } from "./types";

/** The dialog's steps, in the order a flow may visit them. */
export type Step = "products" | "summary" | "date" | "time" | "doctor" | "contact" | "done";

/** The catalogue key of each step's title. */
export const STEP_TITLES = {
  products: "stepProducts",
  summary: "stepSummary",
  date: "stepDate",
  time: "stepTime",
  doctor: "stepDoctor",
  contact: "stepContact",
  done: "stepDone",
} as const satisfies Record<Step, keyof Messages>;

/**
 * The steps of one reservation. Treatments given up front (productOptionIds) skip the picker; the doctor step is
 * dropped at run time when nobody is offered (see withDoctorStep).
 */
export function flowFor(kind: WidgetKind, options: { preselected: boolean }): Step[] {
  if (kind === "visit") return ["date", "time", "contact", "done"];
  const start: Step[] = options.preselected ? ["summary"] : ["products", "summary"];
  return [...start, "date", "time", "doctor", "contact", "done"];
}

export interface Machine {
  flow: Step[];
  index: number;
}

export function start(flow: Step[]): Machine {
  return { flow, index: 0 };
}

export function current(machine: Machine): Step {
  return machine.flow[machine.index] ?? "done";
}

export function next(machine: Machine): Machine {
  return { ...machine, index: Math.min(machine.index + 1, machine.flow.length - 1) };
}

/** Back never leaves the first step nor the finished reservation. */
export function back(machine: Machine): Machine {
  if (current(machine) === "done") return machine;
  return { ...machine, index: Math.max(machine.index - 1, 0) };
}

export function canGoBack(machine: Machine): boolean {
  return machine.index > 0 && current(machine) !== "done";
}

/** Jumps to a step of the flow (e.g. a 409 "full" sends the visitor back to the times). */
export function goTo(machine: Machine, step: Step): Machine {
  const index = machine.flow.indexOf(step);
  return index === -1 ? machine : { ...machine, index };
}

/**
 * Adds or drops the doctor step after "time" (treatments only) once the chosen time tells whether any doctor is
 * offered; choosing another time later may bring it back. The current step stays current.
 */
export function withDoctorStep(machine: Machine, offered: boolean): Machine {
  const here = current(machine);
  const without = machine.flow.filter((step) => step !== "doctor");
  const timeAt = without.indexOf("time");
  const flow =
    offered && timeAt !== -1 && machine.flow.includes("summary")
      ? [...without.slice(0, timeAt + 1), "doctor" as Step, ...without.slice(timeAt + 1)]
      : without;
  return { flow, index: Math.max(flow.indexOf(here), 0) };
}

/** "2 / 5" for the progress text (done is not counted as a step to fill in). */
export function progress(machine: Machine): { position: number; total: number } {
  const total = machine.flow.filter((step) => step !== "done").length;
  return { position: Math.min(machine.index + 1, total), total };
}
