import type { Popup } from "@clinic/shared";
import { popup as popupTokens } from "@/ui/styles/tokens";
import { paginationRows } from "./pagination";
import type { Device, Edges, PopupMode, Size } from "./types";

const positive = (value: number | null): value is number =>
  value !== null && Number.isFinite(value) && value > 0;

/**
 * A popup's natural size (spec 5 and 9). On mobile the partner's mobileWidth/mobileHeight; on PC, PIXEL uses
 * pcWidth/pcHeight and RATIO types the fixed table (1:1 is 640 in LAYER, 587 in GRID). Missing pixel values fall
 * back to the next rule, ending at the 1:1 ratio size; fit-to-screen then shrinks whatever does not fit.
 */
export function sizeFor(popup: Popup, mode: PopupMode, device: Device): Size {
  if (device === "MOBILE" && positive(popup.mobileWidth) && positive(popup.mobileHeight)) {
    return { width: popup.mobileWidth, height: popup.mobileHeight };
  }
  const table = popupTokens.ratioSizes[mode === "GRID" ? "grid" : "layer"];
  if (popup.pcSizeType === "PIXEL") {
    if (positive(popup.pcWidth) && positive(popup.pcHeight))
      return { width: popup.pcWidth, height: popup.pcHeight };
    return { ...table.RATIO_1_1 };
  }
  return { ...table[popup.pcSizeType] };
}

/** Shrinks (never grows) a size to fit the viewport minus margins, keeping its aspect ratio. */
export function fitToScreen(size: Size, viewport: Size, margins: Edges): Size {
  const availableWidth = Math.max(0, viewport.width - margins.left - margins.right);
  const availableHeight = Math.max(0, viewport.height - margins.top - margins.bottom);
  const scale = Math.min(1, availableWidth / size.width, availableHeight / size.height);
  return { width: size.width * scale, height: size.height * scale };
}

export interface GridOptions {
  /** homepageConfig.popupGridWidthCount; the grid never has more columns than popups. */
  columns: number;
  gap: number;
  rowGap: number;
  /** Space kept free around the grid. */
  margin: number;
  /** Height under each image that does not scale (title strip and buttons). */
  chromeHeight: number;
  /** The grid shrinks no further than this; beyond it the overlay scrolls. */
  minScale: number;
}

export interface GridLayout {
  columns: number;
  /** One factor for every popup, so the grid keeps its proportions. */
  scale: number;
}

/** GRID mode: all popups at once in rows of `columns`, shrunk by one common factor until the grid fits. */
export function gridLayout(sizes: readonly Size[], viewport: Size, options: GridOptions): GridLayout {
  if (sizes.length === 0) return { columns: 1, scale: 1 };
  const columns = Math.max(1, Math.min(Math.floor(options.columns) || 1, sizes.length));
  const rowCount = Math.ceil(sizes.length / columns);
  const columnWidths = Array.from({ length: columns }, (_, c) =>
    Math.max(...sizes.filter((_, i) => i % columns === c).map((size) => size.width)),
  );
  const rowHeights = Array.from({ length: rowCount }, (_, r) =>
    Math.max(...sizes.slice(r * columns, (r + 1) * columns).map((size) => size.height)),
  );
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const widthRoom = viewport.width - 2 * options.margin - options.gap * (columns - 1);
  const heightRoom =
    viewport.height - 2 * options.margin - options.rowGap * (rowCount - 1) - options.chromeHeight * rowCount;
  const fit = Math.min(1, widthRoom / sum(columnWidths), heightRoom / sum(rowHeights));
  return { columns, scale: Math.max(Math.min(1, options.minScale), fit) };
}

/**
 * Height under a popup's image that does not scale: the title strip (taller when the dots need more rows than
 * fit in it) plus the button bar.
 */
export function chromeHeight(itemCount: number): number {
  const dots =
    itemCount > 1
      ? paginationRows(itemCount).length * popupTokens.dotRowHeight + 2 * popupTokens.dotsPaddingY
      : 0;
  return Math.max(popupTokens.captionHeight, dots) + popupTokens.actionBarHeight;
}
