import { describe, expect, it } from "vitest";
import { fieldsForInputs, listEntries, listFromValues } from "./settings-form-data";

const formOf = (entries: [string, string][]) => {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
};

describe("the alert settings form's recipient lists", () => {
  const form = formOf([
    ["alertPhones.0", "010-1111-2222"],
    ["alertPhones.2", "  "],
    ["alertPhones.3", "02-123"],
    ["alertEmails.1", "desk@clinic.kr"],
  ]);

  it("sends the filled inputs in order and leaves blank ones out", () => {
    expect(listEntries(form, "alertPhones")).toEqual([
      { input: 0, value: "010-1111-2222" },
      { input: 3, value: "02-123" },
    ]);
    expect(listEntries(form, "alertEmails")).toEqual([{ input: 1, value: "desk@clinic.kr" }]);
  });

  it("moves the API's error of the second number sent onto the input it was typed in", () => {
    const sent = {
      alertPhones: listEntries(form, "alertPhones"),
      alertEmails: listEntries(form, "alertEmails"),
    };
    expect(
      fieldsForInputs(
        { "alertPhones.1": "휴대전화 번호", alertEmails: "10명까지", reminderTime: "시간" },
        sent,
      ),
    ).toEqual({ "alertPhones.3": "휴대전화 번호", alertEmails: "10명까지", reminderTime: "시간" });
  });

  it("shows a refused submission's inputs again under their own numbers", () => {
    expect(
      listFromValues({ "alertPhones.3": "02-123", "alertPhones.0": "010", other: "x" }, "alertPhones"),
    ).toEqual([
      { key: 0, value: "010" },
      { key: 3, value: "02-123" },
    ]);
  });
});
