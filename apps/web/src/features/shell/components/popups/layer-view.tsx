"use client";

import type { Popup } from "@clinic/shared";
import { type CSSProperties, useRef } from "react";
import {
  type Align,
  chromeHeight,
  cssFitToScreen,
  type Device,
  fitToScreen,
  offsetsFrom,
  type PopupSettings,
  placementFor,
  type Size,
  sizeFor,
} from "@/features/popups";
import { popup as popupTokens } from "@/ui/styles/tokens";
import { useTabTrap } from "./focus-trap";
import { PopupDialog } from "./popup-dialog";
import styles from "./popups.module.css";

interface LayerViewProps {
  popup: Popup;
  device: Device;
  /** null before the page knows it (the server's render): the size is then a CSS expression of the viewport. */
  viewport: Size | null;
  settings: PopupSettings;
  onClose: (id: number) => void;
  onDismissToday: (id: number) => void;
}

const FLEX: Record<Align, CSSProperties["alignItems"]> = {
  start: "flex-start",
  center: "center",
  end: "flex-end",
};

/**
 * LAYER mode: one popup, placed by its direction at the partner's offsets (or centred with auto placement) and
 * shrunk to the viewport. On mobile it is always centred: a phone has no room for corners.
 */
export function LayerView({ popup, device, viewport, settings, onClose, onDismissToday }: LayerViewProps) {
  const placement =
    device === "MOBILE"
      ? placementFor("CENTER", offsetsFrom(settings), true)
      : placementFor(popup.direction, offsetsFrom(settings), popup.isAutoPlacement);
  const margin = popupTokens.viewportMargin;
  const padding = {
    top: Math.max(placement.inset.top, margin),
    right: Math.max(placement.inset.right, margin),
    bottom: Math.max(placement.inset.bottom, margin),
    left: Math.max(placement.inset.left, margin),
  };
  const margins = { ...padding, bottom: padding.bottom + chromeHeight(popup.popupItems.length) };
  const natural = sizeFor(popup, "LAYER", device);
  const size = viewport ? fitToScreen(natural, viewport, margins) : cssFitToScreen(natural, margins);
  const overlay = useRef<HTMLDivElement>(null);
  useTabTrap(overlay, settings.isPopupDimmed);
  return (
    <div
      className={styles.overlay}
      data-dimmed={settings.isPopupDimmed ? "true" : undefined}
      data-popup-mode="LAYER"
      ref={overlay}
      style={{
        alignItems: FLEX[placement.vertical],
        justifyContent: FLEX[placement.horizontal],
        padding: `${padding.top}px ${padding.right}px ${padding.bottom}px ${padding.left}px`,
      }}
    >
      <PopupDialog
        popup={popup}
        device={device}
        size={size}
        modal={settings.isPopupDimmed}
        onClose={() => onClose(popup.id)}
        onDismissToday={() => onDismissToday(popup.id)}
      />
    </div>
  );
}
