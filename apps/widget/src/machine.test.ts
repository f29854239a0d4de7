import { describe, expect, it } from "vitest";
import { back, canGoBack, current, flowFor, goTo, next, progress, start, withDoctorStep } from "./machine";

const walk = (machine: ReturnType<typeof start>, steps: number) => {
  let at = machine;
  for (let i = 0; i < steps; i += 1) at = next(at);
  return at;
};

describe("flowFor", () => {
  it("visit: date → time → contact → done", () => {
    expect(flowFor("visit", { preselected: false })).toEqual(["date", "time", "contact", "done"]);
  });

  it("treatment starts with the picker, or with the summary when options were given", () => {
    expect(flowFor("treatment", { preselected: false })).toEqual([
      "products",
      "summary",
      "date",
      "time",
      "doctor",
      "contact",
      "done",
    ]);
    expect(flowFor("treatment", { preselected: true })[0]).toBe("summary");
  });
});

describe("moving", () => {
  it("next stops at done and back stops at the first step", () => {
    const machine = start(flowFor("visit", { preselected: false }));
    expect(current(back(machine))).toBe("date");
    expect(canGoBack(machine)).toBe(false);
    const end = walk(machine, 10);
    expect(current(end)).toBe("done");
  });

  it("never goes back from done (the reservation is made)", () => {
    const done = walk(start(flowFor("visit", { preselected: false })), 3);
    expect(current(done)).toBe("done");
    expect(current(back(done))).toBe("done");
    expect(canGoBack(done)).toBe(false);
  });

  it("goTo jumps to a step of the flow and ignores others", () => {
    const atContact = walk(start(flowFor("visit", { preselected: false })), 2);
    expect(current(goTo(atContact, "time"))).toBe("time");
    expect(current(goTo(atContact, "products"))).toBe("contact");
  });

  it("progress counts the steps to fill in", () => {
    const machine = start(flowFor("visit", { preselected: false }));
    expect(progress(machine)).toEqual({ position: 1, total: 3 });
    expect(progress(walk(machine, 2))).toEqual({ position: 3, total: 3 });
  });
});

describe("withDoctorStep", () => {
  const atTime = walk(start(flowFor("treatment", { preselected: true })), 2);

  it("drops the doctor step when nobody is offered, keeping the current step", () => {
    expect(current(atTime)).toBe("time");
    const without = withDoctorStep(atTime, false);
    expect(current(without)).toBe("time");
    expect(current(next(without))).toBe("contact");
  });

  it("brings it back after time when a later time offers doctors", () => {
    const again = withDoctorStep(withDoctorStep(atTime, false), true);
    expect(current(next(again))).toBe("doctor");
    expect(again.flow.filter((step) => step === "doctor")).toHaveLength(1);
  });

  it("never adds a doctor step to a visit", () => {
    const visit = walk(start(flowFor("visit", { preselected: false })), 1);
    expect(withDoctorStep(visit, true).flow).not.toContain("doctor");
  });
});
