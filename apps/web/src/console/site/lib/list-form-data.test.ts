import { describe, expect, it } from "vitest";
import {
  listFormState,
  listRowsFrom,
  orderedValues,
  pairsOf,
  pairsText,
  remapFields,
} from "./list-form-data";

const formOf = (entries: [string, string][]) => {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
};

describe("site list forms", () => {
  const form = formOf([
    ["rows.0.order", "2"],
    ["rows.0.title", " 둘째 "],
    ["rows.0.url", "/b"],
    ["rows.1.order", "1"],
    ["rows.1.title", "첫째"],
    ["rows.1.url", "/a"],
    ["rows.1.hide", "on"],
    ["rows.2.order", "3"],
    ["rows.2.title", ""],
    ["rows.2.url", ""],
    ["rows.3.order", ""],
    ["rows.3.title", "번호 없음"],
    ["rows.3.url", "/c"],
  ]);

  it("orders rows by their numbers, drops blank spare rows, keeps unnumbered rows last", () => {
    const rows = listRowsFrom(form, ["title", "url"]);
    expect(rows.map((row) => row.index)).toEqual([1, 0, 3]);
    expect(rows[1]?.values).toEqual({ order: "2", title: "둘째", url: "/b" });
    expect(rows[0]?.values.hide).toBe("on");
  });

  it("keeps the form's order between equal numbers", () => {
    const tied = formOf([
      ["rows.0.order", "1"],
      ["rows.0.title", "a"],
      ["rows.1.order", "1"],
      ["rows.1.title", "b"],
    ]);
    expect(listRowsFrom(tied, ["title"]).map((row) => row.values.title)).toEqual(["a", "b"]);
  });

  it("puts the API's errors on the rows they belong to", () => {
    const rows = listRowsFrom(form, ["title", "url"]);
    expect(
      remapFields({ "rows.0.url": "주소", "rows.2.title.x": "제목", rows: "많음" }, rows, "rows"),
    ).toEqual({
      "rows.1.url": "주소",
      "rows.3.title.x": "제목",
      rows: "많음",
    });
    expect(remapFields({ "keywords.1": "중복", keywords: "20개" }, rows, "keywords", "keyword")).toEqual({
      "rows.0.keyword": "중복",
      rows: "20개",
    });
  });

  it("shows the saved rows renumbered in their new order", () => {
    const rows = listRowsFrom(form, ["title", "url"]);
    const values = orderedValues(rows);
    expect(values["rows.0.title"]).toBe("첫째");
    expect(values["rows.0.order"]).toBe("1");
    expect(values["rows.2.title"]).toBe("번호 없음");
    expect(values["rows.2.order"]).toBe("3");
    expect(listFormState({ ok: true, data: null }, rows, form).values).toEqual(values);
  });

  it("answers a refusal with the typed values and remapped fields", () => {
    const rows = listRowsFrom(form, ["title", "url"]);
    const state = listFormState(
      { ok: false, status: 400, message: "validation failed", fields: { "rows.1.url": "주소" } },
      rows,
      form,
    );
    expect(state.ok).toBe(false);
    expect(state.fields).toEqual({ "rows.0.url": "주소" });
    expect(state.values?.["rows.3.title"]).toBe("번호 없음");
  });

  it("reads and writes sub-list lines as title | url", () => {
    expect(pairsOf("리프팅 | /products/1\n\n 보톡스|/products/2 \n제목만")).toEqual([
      { title: "리프팅", url: "/products/1" },
      { title: "보톡스", url: "/products/2" },
      { title: "제목만", url: "" },
    ]);
    expect(pairsText([{ title: "a", url: "/a" }])).toBe("a | /a");
  });
});
