import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AlertMessage } from "./alert-message";

const shown = (message: string | null | undefined) =>
  renderToStaticMarkup(createElement(AlertMessage, { className: "alert" }, message));

describe("AlertMessage", () => {
  it("announces a message as an alert paragraph with the caller's class", () => {
    expect(shown("비밀번호가 맞지 않습니다.")).toBe(
      '<p class="alert" role="alert">비밀번호가 맞지 않습니다.</p>',
    );
  });

  it("renders nothing while there is no message, so a form can always place it", () => {
    for (const empty of [null, undefined, ""]) expect(shown(empty)).toBe("");
  });
});
