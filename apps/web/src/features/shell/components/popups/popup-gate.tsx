"use client";

import type { Popup } from "@clinic/shared";
import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import type { PopupSettings } from "@/features/popups";
import { isPlacedOn } from "@/features/popups/select";
import { usePathname } from "@/ui/language/navigation";

// The controller and its views in a chunk of their own (issue 28: about 5 kB gzip), requested with the first
// scripts only by a page that has popups, and otherwise on the first client navigation to one.
const PopupController = dynamic(() => import("./popup-controller").then((module) => module.PopupController));

interface PopupGateProps {
  rows: Popup[];
  settings: PopupSettings;
}

/**
 * Renders the popup controller (rendered by the server too, so a popup paints with the page) once the visitor is
 * on a path some popup is placed on, and keeps it from then on: the controller remembers the popups closed in
 * this visit, which must not come back when the visitor returns to the page.
 */
export function PopupGate({ rows, settings }: PopupGateProps) {
  const path = usePathname() ?? "/";
  const placedHere = rows.some((popup) => isPlacedOn(popup, path));
  const [kept, setKept] = useState(placedHere);
  useEffect(() => {
    if (placedHere) setKept(true);
  }, [placedHere]);
  return kept || placedHere ? <PopupController rows={rows} settings={settings} /> : null;
}
