import { describe, expect, it } from "vitest";
import { markupText, parseToastMarkup } from "./toast-markup";

describe("parseToastMarkup", () => {
  it("keeps plain text as one string", () => {
    expect(parseToastMarkup("예약이 완료되었습니다.")).toEqual(["예약이 완료되었습니다."]);
  });

  it("parses the allowed inline tags, nested, and line breaks", () => {
    expect(parseToastMarkup("전화(<b>02-545-1004</b>)<br/>로 <strong>문의 <em>주세요</em></strong>")).toEqual(
      [
        "전화(",
        { tag: "b", children: ["02-545-1004"] },
        ")",
        { tag: "br", children: [] },
        "로 ",
        { tag: "strong", children: ["문의 ", { tag: "em", children: ["주세요"] }] },
      ],
    );
  });

  it("leaves every other tag as literal text, so no HTML reaches the page", () => {
    const nodes = parseToastMarkup('<img src=x onerror="alert(1)"><script>x</script>');
    expect(nodes).toEqual(['<img src=x onerror="alert(1)"><script>x</script>']);
  });

  it("closes unclosed tags at the end and drops stray closing tags", () => {
    expect(parseToastMarkup("<b>굵게")).toEqual([{ tag: "b", children: ["굵게"] }]);
    expect(parseToastMarkup("끝</em>")).toEqual(["끝"]);
  });

  it("decodes the common entities", () => {
    expect(parseToastMarkup("A &amp; B &lt;3")).toEqual(["A & B <3"]);
  });

  it("flattens to text", () => {
    expect(markupText(parseToastMarkup("a<br>b <b>c</b>"))).toBe("a\nb c");
  });
});
