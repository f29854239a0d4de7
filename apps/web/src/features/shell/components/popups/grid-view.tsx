"use client";

import type { Popup } from "@clinic/shared";
import { useRef } from "react";
import {
  chromeHeight,
  type Device,
  gridLayout,
  type PopupSettings,
  type Size,
  sizeFor,
} from "@/features/popups";
import { popup as popupTokens } from "@/ui/styles/tokens";
import { useTabTrap } from "./focus-trap";
import { PopupDialog } from "./popup-dialog";
import styles from "./popups.module.css";

interface GridViewProps {
  popups: Popup[];
  device: Device;
  viewport: Size;
  settings: PopupSettings;
  onClose: (id: number) => void;
  onDismissToday: (id: number) => void;
}

/**
 * GRID mode: every popup at once, popupGridWidthCount per row (one per row on a phone), gap 20 and row gap 40,
 * all shrunk by one factor to fit the screen.
 */
export function GridView({ popups, device, viewport, settings, onClose, onDismissToday }: GridViewProps) {
  const sizes = popups.map((popup) => sizeFor(popup, "GRID", device));
  const layout = gridLayout(sizes, viewport, {
    columns: device === "MOBILE" ? 1 : settings.popupGridWidthCount,
    gap: popupTokens.gridGap,
    rowGap: popupTokens.gridRowGap,
    margin: popupTokens.viewportMargin,
    chromeHeight: Math.max(...popups.map((popup) => chromeHeight(popup.popupItems.length))),
    minScale: popupTokens.minGridScale,
  });
  const overlay = useRef<HTMLDivElement>(null);
  useTabTrap(overlay, settings.isPopupDimmed);
  return (
    <div
      className={`${styles.overlay} ${styles.gridOverlay}`}
      data-dimmed={settings.isPopupDimmed ? "true" : undefined}
      data-popup-mode="GRID"
      ref={overlay}
    >
      <div className={styles.grid} style={{ gridTemplateColumns: `repeat(${layout.columns}, auto)` }}>
        {popups.map((popup, index) => {
          const size = sizes[index]!;
          return (
            <PopupDialog
              key={popup.id}
              popup={popup}
              device={device}
              size={{ width: size.width * layout.scale, height: size.height * layout.scale }}
              // Several dialogs at once: none of them alone is modal; the dimmed overlay keeps Tab inside.
              modal={false}
              onClose={() => onClose(popup.id)}
              onDismissToday={() => onDismissToday(popup.id)}
            />
          );
        })}
      </div>
    </div>
  );
}
