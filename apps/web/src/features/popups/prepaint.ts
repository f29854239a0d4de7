import { popup, SEOUL_UTC_OFFSET_MINUTES } from "@/ui/styles/tokens";
import type { Edges, Size } from "./types";

/** A size as CSS lengths: px numbers once the viewport is known, expressions of the viewport before. */
export interface CssSize {
  width: number | string;
  height: number | string;
}

/**
 * fitToScreen in CSS, for the popup the server renders before the viewport is known: the natural size shrunk
 * (never grown) to the viewport minus margins, aspect ratio kept. The same figures as fitToScreen once the page
 * runs, so the popup does not move when the browser takes over.
 */
export function cssFitToScreen(size: Size, margins: Edges): CssSize {
  const ratio = size.width / size.height;
  const roomWidth = `max(0px, 100vw - ${margins.left + margins.right}px)`;
  // dvh: the height window.innerHeight reports (the visible area, without the browser's collapsible bars).
  const roomHeight = `max(0px, 100dvh - ${margins.top + margins.bottom}px)`;
  return {
    width: `min(${size.width}px, ${roomWidth}, ${roomHeight} * ${ratio})`,
    height: `min(${size.height}px, ${roomWidth} / ${ratio}, ${roomHeight})`,
  };
}

/** The attribute that marks a popup the server rendered before the visitor's cookies and device were known. */
export const PREPAINT_ATTRIBUTE = "data-popup-prepaint";
/** The buttons of such a popup, so a tap before the page's script has run still closes it. */
export const PREPAINT_ACTION_ATTRIBUTE = "data-popup-action";
/** Ids of popups closed before the page's script ran, left for the popup controller on `window`. */
export const PREPAINT_CLOSED_GLOBAL = "__clinicPopupsClosed";
/**
 * Dispatched on `window` (detail: the id) for each popup the prepaint script closes: the controller may have read
 * PREPAINT_CLOSED_GLOBAL already while the server's popups are still on screen.
 */
export const PREPAINT_CLOSED_EVENT = "clinic:popup-closed";
/** On <html>: the ids dismissed for today or closed before the page's script ran, a space-separated list. */
const HIDDEN_ATTRIBUTE = "data-popups-hidden";
/** On <html> when the reservation dialog opens on load: no popup then. */
const OFF_ATTRIBUTE = "data-popups-off";

/** The query parameters that open the reservation dialog on load (reservation/query-open.ts): no popup then. */
const WIDGET_QUERY = ["wcopen", "wopen", "weid", "wcid"];

/**
 * Ids the prepaint script marked hidden on <html> (dismissed for today, or closed before the controller took over).
 * Read when the controller renders in the browser, so a close in the moment between its first effects and its
 * next render is never lost; empty on the server.
 */
export function prepaintHiddenIds(): Set<number> {
  if (typeof document === "undefined") return new Set();
  const list = document.documentElement.getAttribute(HIDDEN_ATTRIBUTE) ?? "";
  return new Set(
    list
      .split(" ")
      .filter((id) => /^\d+$/.test(id))
      .map(Number),
  );
}

const box = (id: number) => `[${PREPAINT_ATTRIBUTE}="${id}"]`;
const hidden = (id: number) => `html[${HIDDEN_ATTRIBUTE}~="${id}"]`;

/**
 * The style rules of the server-rendered popups, for each device's LAYER sequence of ids (lightest first): only the
 * first that is neither dismissed nor closed shows, as the controller will show it; none when the reservation
 * dialog opens on load. They read the prepaint script's state on <html>, so the page itself is the same for
 * every visitor.
 */
export function prepaintRules(sequences: readonly (readonly number[])[]): string {
  const rules = [`[${PREPAINT_ATTRIBUTE}] ~ [${PREPAINT_ATTRIBUTE}]{display:none}`];
  for (const ids of sequences) {
    ids.forEach((id, index) => {
      if (index > 0) rules.push(`${ids.slice(0, index).map(hidden).join("")} ${box(id)}{display:block}`);
      rules.push(`${hidden(id)} ${box(id)}{display:none!important}`);
    });
  }
  rules.push(`html[${OFF_ATTRIBUTE}] [${PREPAINT_ATTRIBUTE}]{display:none!important}`);
  return rules.join("\n");
}

/**
 * The inline script before the server-rendered popups (the same for every visitor, so the page stays cacheable):
 * before the first paint it writes on <html> the popups dismissed for today (spec 9's cookie), or that none
 * shows when the reservation dialog is about to open; until the page's script takes over it handles
 * '오늘 하루 보지 않기', '닫기' and Escape itself, listening on `window` in the capture phase: React, listening on
 * the document, stops a click or key it cannot hand to a part still hydrating (the controller's code arrives in a
 * chunk of its own, popup-gate.tsx), so a listener on the document would not hear it. A click or Escape it handled
 * goes no further: React would otherwise hand it to the popup once hydrated, closing a second one. The popup controller then renders the popups of the visitor's
 * device and cookies in their place, and learns the ids closed meanwhile from PREPAINT_CLOSED_GLOBAL and
 * PREPAINT_CLOSED_EVENT.
 */
export const PREPAINT_SCRIPT = `(function(){try{
var A=${JSON.stringify(PREPAINT_ATTRIBUTE)},B=${JSON.stringify(PREPAINT_ACTION_ATTRIBUTE)},P=${JSON.stringify(popup.cookiePrefix)};
var H=${JSON.stringify(HIDDEN_ATTRIBUTE)},root=document.documentElement,closed=window[${JSON.stringify(PREPAINT_CLOSED_GLOBAL)}]=[];
function hide(id){if(/^\\d+$/.test(id))root.setAttribute(H,(root.getAttribute(H)||"")+" "+id);}
var q=new URLSearchParams(location.search);
if(${JSON.stringify(WIDGET_QUERY)}.some(function(k){return q.has(k);}))root.setAttribute(${JSON.stringify(OFF_ATTRIBUTE)},"");
document.cookie.split(";").forEach(function(pair){var i=pair.indexOf("="),n=pair.slice(0,i).trim();
if(n.indexOf(P)===0&&pair.slice(i+1).trim()!=="")hide(n.slice(P.length));});
function close(el,dismiss){var id=el.getAttribute(A);if(dismiss){var day=864e5,off=${SEOUL_UTC_OFFSET_MINUTES * 60_000},
end=Math.floor((Date.now()+off)/day)*day+day-off;document.cookie=P+id+"=Y; path=/; expires="+new Date(end).toUTCString()+"; SameSite=Lax";}
closed.push(Number(id));hide(id);
window.dispatchEvent(new CustomEvent(${JSON.stringify(PREPAINT_CLOSED_EVENT)},{detail:Number(id)}));}
window.addEventListener("click",function(e){var b=e.target instanceof Element&&e.target.closest("["+A+"] ["+B+"]");
if(b){e.stopPropagation();close(b.closest("["+A+"]"),b.getAttribute(B)==="dismiss");}},true);
window.addEventListener("keydown",function(e){if(e.key!=="Escape")return;
var shown=[].filter.call(document.querySelectorAll("["+A+"] [role=dialog]"),function(d){return d.getClientRects().length>0;});
if(shown[0]){e.stopPropagation();close(shown[0].closest("["+A+"]"),false);}},true);
}catch(e){}})();`;
