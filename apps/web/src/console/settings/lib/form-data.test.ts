import { describe, expect, it } from "vitest";
import { errorFor, lines, numberOrNull, shown, shownChecked, timeOrNull, toFormState } from "./form-data";

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return data;
};

describe("settings form data", () => {
  it("reads numbers, keeping what is not a number for the API to name", () => {
    const data = form({ a: " 12.5 ", b: "", c: "열" });
    expect(numberOrNull(data, "a")).toBe(12.5);
    expect(numberOrNull(data, "b")).toBeNull();
    expect(numberOrNull(data, "c")).toBe("열");
  });

  it("reads lines without blanks and times as HH:MM", () => {
    expect(lines(form({ l: " 146번 \n\n 강남역 3번 출구\r\n" }), "l")).toEqual(["146번", "강남역 3번 출구"]);
    expect(timeOrNull(form({ t: "09:30:00" }), "t")).toBe("09:30");
    expect(timeOrNull(form({ t: "" }), "t")).toBeNull();
  });

  it("finds a field's error also when the API named a part of it", () => {
    const fields = { "wayToPartnerByBus.1": "빈 줄", partnerName: "이름" };
    expect(errorFor(fields, "wayToPartnerByBus")).toBe("빈 줄");
    expect(errorFor(fields, "partnerName")).toBe("이름");
    expect(errorFor(fields, "partner")).toBeUndefined();
  });

  it("shows the last submission over the stored value, unchecked boxes included", () => {
    const state = toFormState({ ok: false, status: 400, message: "x", fields: { a: "틀림" } }, "", {
      a: "typed",
    });
    expect(state).toMatchObject({
      ok: false,
      message: "입력한 내용을 확인해 주세요.",
      fields: { a: "틀림" },
    });
    expect(shown(state, "a", "stored")).toBe("typed");
    expect(shownChecked(state, "flag", true)).toBe(false);
    expect(shown({ ok: false }, "a", 3)).toBe("3");
    expect(toFormState({ ok: true, data: null }, "저장", {}).message).toBe("저장");
  });
});
