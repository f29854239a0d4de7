import { Window } from "happy-dom";
import { describe, expect, it } from "vitest";
import { dismissCookieName } from "./dismiss";
import { cssFitToScreen, PREPAINT_CLOSED_GLOBAL, PREPAINT_SCRIPT, prepaintRules } from "./prepaint";
import { fitToScreen } from "./size";

/** The CSS expression's value at a viewport, as the browser computes it (min, max, px, vw, dvh and arithmetic). */
function evaluate(expression: string | number, viewport: { width: number; height: number }): number {
  if (typeof expression === "number") return expression;
  const js = expression
    .replaceAll("100vw", String(viewport.width))
    .replaceAll("100dvh", String(viewport.height))
    .replaceAll("px", "")
    .replaceAll("min(", "Math.min(")
    .replaceAll("max(", "Math.max(");
  return new Function(`return ${js};`)() as number;
}

describe("cssFitToScreen", () => {
  const margins = { top: 24, right: 20, bottom: 100, left: 20 };
  it.each([
    [
      { width: 320, height: 320 },
      { width: 412, height: 823 },
    ],
    [
      { width: 640, height: 640 },
      { width: 390, height: 600 },
    ],
    [
      { width: 527, height: 746 },
      { width: 1440, height: 700 },
    ],
    [
      { width: 527, height: 746 },
      { width: 1920, height: 1080 },
    ],
    [
      { width: 320, height: 320 },
      { width: 100, height: 100 },
    ],
  ])("sizes %o in a %o viewport as fitToScreen does once the page runs", (size, viewport) => {
    const css = cssFitToScreen(size, margins);
    const fitted = fitToScreen(size, viewport, margins);
    expect(evaluate(css.width, viewport)).toBeCloseTo(fitted.width, 6);
    expect(evaluate(css.height, viewport)).toBeCloseTo(fitted.height, 6);
  });
});

/** A page with a sequence of two server-rendered popups (ids 12 and 13) after the prepaint script ran. */
function page(cookie: string, search = "") {
  const window = new Window({ url: `https://lumiere.example.com/${search}` });
  const { document } = window;
  for (const pair of cookie.split(";").filter(Boolean)) document.cookie = pair;
  window.eval(PREPAINT_SCRIPT);
  document.body.innerHTML = `<style>${prepaintRules([[12, 13]])}</style><div>${[12, 13]
    .map(
      (id) => `<div data-popup-prepaint="${id}"><div role="dialog" id="d${id}">
        <button data-popup-action="dismiss" id="dismiss${id}">오늘 하루 보지 않기</button>
        <button data-popup-action="close" id="close${id}">닫기</button></div></div>`,
    )
    .join("")}</div>`;
  const shown = (id: number) => {
    // happy-dom keeps computed styles across a change of <html>'s attributes: parse the same markup again.
    const markup = document.body.innerHTML;
    document.body.innerHTML = markup;
    return (
      window.getComputedStyle(document.querySelector(`[data-popup-prepaint="${id}"]`)!).display !== "none"
    );
  };
  const click = (selector: string) =>
    (document.querySelector(selector) as unknown as { click(): void }).click();
  return { window, document, shown, click };
}

describe("the prepaint script and rules", () => {
  it("show the lightest popup alone when nobody dismissed any", () => {
    const { shown } = page("");
    expect([shown(12), shown(13)]).toEqual([true, false]);
  });

  it("skip a popup dismissed for today before the page's script runs", () => {
    const { shown } = page(`${dismissCookieName(12)}=Y`);
    expect([shown(12), shown(13)]).toEqual([false, true]);
  });

  it("show none when the reservation dialog opens on load", () => {
    const { shown } = page("", "?wcopen=1");
    expect([shown(12), shown(13)]).toEqual([false, false]);
  });

  it("close a popup on '닫기' and show the next; '오늘 하루 보지 않기' stores the dismissal", () => {
    const { window, document, shown, click } = page("");
    click("#close12");
    expect([shown(12), shown(13)]).toEqual([false, true]);
    expect(document.cookie).not.toContain(dismissCookieName(12));
    click("#dismiss13");
    expect([shown(12), shown(13)]).toEqual([false, false]);
    expect(document.cookie).toContain(`${dismissCookieName(13)}=Y`);
    expect((window as unknown as Record<string, unknown>)[PREPAINT_CLOSED_GLOBAL]).toEqual([12, 13]);
  });
});
