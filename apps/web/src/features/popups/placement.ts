import { popup } from "@/ui/styles/tokens";
import type { Edges, PopupDirection, PopupSettings } from "./types";

export type Align = "start" | "center" | "end";

export interface Placement {
  /** Vertical alignment in the viewport. */
  vertical: Align;
  /** Horizontal alignment in the viewport. */
  horizontal: Align;
  /** Distance from the edges the popup is anchored to; 0 on the others. */
  inset: Edges;
}

const VERTICAL: Record<PopupDirection, Align> = {
  TOP: "start",
  TOP_LEFT: "start",
  TOP_RIGHT: "start",
  LEFT: "center",
  CENTER: "center",
  RIGHT: "center",
  BOTTOM: "end",
  BOTTOM_LEFT: "end",
  BOTTOM_RIGHT: "end",
};

const HORIZONTAL: Record<PopupDirection, Align> = {
  LEFT: "start",
  TOP_LEFT: "start",
  BOTTOM_LEFT: "start",
  TOP: "center",
  CENTER: "center",
  BOTTOM: "center",
  RIGHT: "end",
  TOP_RIGHT: "end",
  BOTTOM_RIGHT: "end",
};

/**
 * Where a LAYER popup sits (spec 3): anchored to the edges its direction names, at the partner's offsets from
 * them; centred when isAutoPlacement is set or the direction is CENTER.
 */
export function placementFor(direction: PopupDirection, offsets: Edges, autoPlacement: boolean): Placement {
  const none = { top: 0, right: 0, bottom: 0, left: 0 };
  if (autoPlacement) return { vertical: "center", horizontal: "center", inset: none };
  const vertical = VERTICAL[direction];
  const horizontal = HORIZONTAL[direction];
  return {
    vertical,
    horizontal,
    inset: {
      top: vertical === "start" ? offsets.top : 0,
      bottom: vertical === "end" ? offsets.bottom : 0,
      left: horizontal === "start" ? offsets.left : 0,
      right: horizontal === "end" ? offsets.right : 0,
    },
  };
}

const offset = (value: number | null | undefined) =>
  typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : popup.defaultOffset;

/** The partner's popupTop/Right/Bottom/LeftOffset, 60 px each when unset or invalid (spec 3 and 9). */
export function offsetsFrom(settings: Partial<PopupSettings>): Edges {
  return {
    top: offset(settings.popupTopOffset),
    right: offset(settings.popupRightOffset),
    bottom: offset(settings.popupBottomOffset),
    left: offset(settings.popupLeftOffset),
  };
}
