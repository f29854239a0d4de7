// Pure popup rules (spec sections 2-5 and 9); the components in components/shell/popups only render them.
export {
  clearDismissCookie,
  dismissCookie,
  dismissCookieName,
  dismissedIds,
  nextMidnightSeoul,
} from "./dismiss";
export { paginationRows } from "./pagination";
export { type Align, offsetsFrom, type Placement, placementFor } from "./placement";
export {
  type CssSize,
  cssFitToScreen,
  PREPAINT_ACTION_ATTRIBUTE,
  PREPAINT_ATTRIBUTE,
  PREPAINT_CLOSED_EVENT,
  PREPAINT_CLOSED_GLOBAL,
  PREPAINT_SCRIPT,
  prepaintHiddenIds,
  prepaintRules,
} from "./prepaint";
export { isPlacedOn, itemImage, itemsFor, normalisePath, popupsFor } from "./select";
export { chromeHeight, fitToScreen, type GridLayout, type GridOptions, gridLayout, sizeFor } from "./size";
export type { Device, Edges, PopupDirection, PopupMode, PopupSettings, Size } from "./types";
