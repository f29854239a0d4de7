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

/** The query parameters that open the reservation dialog on load (reservation/query-open.ts): no popup then. */
const WIDGET_QUERY = ["wcopen", "wopen", "weid", "wcid"];

/**
 * The inline script before the server-rendered popups (the same for every visitor, so the page stays cacheable):
 * it hides, before the first paint, the popups dismissed for today (spec 9's cookie) and all of them when the
 * reservation dialog is about to open, by a style rule on the prepaint attribute; and until the page's script
 * takes over it handles '오늘 하루 보지 않기', '닫기' and Escape itself. The popup controller then renders the
 * same popups for the visitor's device and cookies, and reads the ids closed meanwhile from PREPAINT_CLOSED_GLOBAL.
 */
export const PREPAINT_SCRIPT = `(function(){try{
var A=${JSON.stringify(PREPAINT_ATTRIBUTE)},B=${JSON.stringify(PREPAINT_ACTION_ATTRIBUTE)},P=${JSON.stringify(popup.cookiePrefix)};
var closed=window[${JSON.stringify(PREPAINT_CLOSED_GLOBAL)}]=[];
var style=document.createElement("style");document.head.appendChild(style);
function hide(sel){style.textContent+=sel+"{display:none!important}";}
function hideId(id){if(/^\\d+$/.test(id))hide("["+A+'="'+id+'"]');}
var q=new URLSearchParams(location.search);
if(${JSON.stringify(WIDGET_QUERY)}.some(function(k){return q.has(k);}))hide("["+A+"]");
document.cookie.split(";").forEach(function(pair){var i=pair.indexOf("="),n=pair.slice(0,i).trim();
if(n.indexOf(P)===0&&pair.slice(i+1).trim()!=="")hideId(n.slice(P.length));});
function close(box,dismiss){var id=box.getAttribute(A);if(dismiss){var day=864e5,off=${SEOUL_UTC_OFFSET_MINUTES * 60_000},
end=Math.floor((Date.now()+off)/day)*day+day-off;document.cookie=P+id+"=Y; path=/; expires="+new Date(end).toUTCString()+"; SameSite=Lax";}
closed.push(Number(id));hideId(id);}
document.addEventListener("click",function(e){var b=e.target instanceof Element&&e.target.closest("["+A+"] ["+B+"]");
if(b)close(b.closest("["+A+"]"),b.getAttribute(B)==="dismiss");});
document.addEventListener("keydown",function(e){if(e.key!=="Escape")return;
var shown=[].filter.call(document.querySelectorAll("["+A+"] [role=dialog]"),function(d){return d.getClientRects().length>0;});
if(shown[0])close(shown[0].closest("["+A+"]"),false);});
}catch(e){}})();`;
