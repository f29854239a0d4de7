"use client";

import type { Popup } from "@clinic/shared";
import { type CSSProperties, type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { preload } from "react-dom";
import { useStore } from "@/features/client-state/store";
import {
  type Device,
  dismissCookie,
  dismissedIds,
  itemImage,
  type PopupSettings,
  PREPAINT_ATTRIBUTE,
  PREPAINT_CLOSED_EVENT,
  PREPAINT_CLOSED_GLOBAL,
  popupsFor,
  prepaintHiddenIds,
  prepaintRules,
} from "@/features/popups";
import { reservationStore } from "@/features/reservation/use-reservation-widget";
import { usePathname } from "@/ui/language/navigation";
import { breakpoints, popup as popupTokens } from "@/ui/styles/tokens";
import { GridView } from "./grid-view";
import { LayerView } from "./layer-view";
import styles from "./popups.module.css";
import { useViewport } from "./use-viewport";

interface PopupControllerProps {
  rows: Popup[];
  settings: PopupSettings;
}

/** The popup constants the stylesheet needs, handed down as CSS variables so tokens.ts stays the one source. */
const cssVariables = {
  "--popup-caption-height": `${popupTokens.captionHeight}px`,
  "--popup-action-bar-height": `${popupTokens.actionBarHeight}px`,
  "--popup-dot-row-height": `${popupTokens.dotRowHeight}px`,
  "--popup-dots-padding-y": `${popupTokens.dotsPaddingY}px`,
  "--popup-margin": `${popupTokens.viewportMargin}px`,
  "--popup-radius": `${popupTokens.cornerRadius}px`,
  "--popup-grid-gap": `${popupTokens.gridGap}px`,
  "--popup-grid-row-gap": `${popupTokens.gridRowGap}px`,
} as CSSProperties;

/** Mobile below the phone breakpoint (768 px): tablets get the PC popups, shrunk to fit when needed. */
const deviceFor = (width: number): Device => (width < breakpoints.phone ? "MOBILE" : "PC");

/**
 * Decides which popups are open (spec section 4): those for the current path and device that were neither
 * dismissed for today (cookie) nor closed in this visit. LAYER shows the first of them, so closing one brings the
 * next; GRID shows them all (on a phone one at a time, like LAYER). None shows while the reservation dialog is open. Escape closes the current one; focus moves into the popups and back when all are
 * closed. Device and cookies are only known in the browser, so the server (and the first render in the browser,
 * which must match it) renders each device's LAYER popups, the device chosen by a media query, sized by CSS,
 * the first not dismissed shown before paint (popups/prepaint.ts): the popup paints with the page instead of after
 * hydration. Once mounted, the controller renders the popups of the visitor's device and cookies in their place.
 */
export function PopupController({ rows, settings }: PopupControllerProps) {
  const pathname = usePathname() ?? "/";
  const viewport = useViewport();
  const [dismissed, setDismissed] = useState<ReadonlySet<number> | null>(null);
  // Closed with '닫기' or Escape: gone until the page is loaded again, also when the visitor comes back to it.
  const [closed, setClosed] = useState<ReadonlySet<number>>(() => new Set());

  // Cookies may change in another tab; read them again whenever the path changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger, not an input
  useEffect(() => setDismissed(dismissedIds(document.cookie)), [pathname]);
  // Popups closed with the prepaint script's help before the controller took over stay closed: those before
  // this effect from the list it left, those after (the server's popups are on screen until the next render)
  // from its event.
  useEffect(() => {
    const add = (ids: number[]) => setClosed((previous) => new Set([...previous, ...ids]));
    const early = (window as unknown as Record<string, unknown>)[PREPAINT_CLOSED_GLOBAL];
    if (Array.isArray(early) && early.length > 0) add(early);
    const onClosed = (event: Event) => add([(event as CustomEvent<number>).detail]);
    window.addEventListener(PREPAINT_CLOSED_EVENT, onClosed);
    return () => window.removeEventListener(PREPAINT_CLOSED_EVENT, onClosed);
  }, []);

  // The reservation dialog wins: popups open when it opens (a ?wcopen=1 link) are closed for this visit, and none
  // opens over or under it.
  const widgetOpen = useStore(reservationStore, (state) => state.open);
  useEffect(() => {
    if (widgetOpen) setClosed((previous) => new Set([...previous, ...rows.map((popup) => popup.id)]));
  }, [widgetOpen, rows]);

  const device = viewport ? deviceFor(viewport.width) : null;
  // A phone shows GRID popups one at a time like LAYER (closing one brings the next): a stack of them would
  // cover the whole screen.
  const mode = settings.popupType === "GRID" && device !== "MOBILE" ? "GRID" : "LAYER";
  // Not memoised: it also reads the prepaint script's marks on <html>, which React does not track.
  let open: Popup[] = [];
  if (device && dismissed) {
    const hidden = new Set([...dismissed, ...closed, ...prepaintHiddenIds()]);
    const shown = popupsFor(rows, pathname, device, hidden);
    open = mode === "LAYER" ? shown.slice(0, 1) : shown;
  }

  const close = useCallback((id: number) => setClosed((previous) => new Set(previous).add(id)), []);
  const dismissToday = useCallback((id: number) => {
    // biome-ignore lint/suspicious/noDocumentCookie: spec 9 cookie on path '/'; the Cookie Store API is not in every browser
    document.cookie = dismissCookie(id, new Date());
    setDismissed((previous) => new Set(previous ?? []).add(id));
  }, []);

  const openKey = open.map((popup) => popup.id).join(",");
  useFocusHandling(openKey);
  useEscapeCloses(open, close);

  const handlers = { onClose: close, onDismissToday: dismissToday };
  // The same root element and keys before and after the takeover: React keeps the server's popup DOM (a different
  // component at the root would replace it, painting the popup a second time).
  if (!viewport) {
    const boxes = prepaintBoxes({ rows, settings, pathname, ...handlers });
    return boxes ? <div style={cssVariables}>{boxes}</div> : null;
  }
  if (!device || open.length === 0 || widgetOpen) return null;
  return (
    <div style={cssVariables}>
      {[
        <div key={mode === "LAYER" ? device : "GRID"} className={styles.deviceBox}>
          {mode === "LAYER" ? (
            <div key={open[0]!.id}>
              <LayerView
                popup={open[0]!}
                device={device}
                viewport={viewport}
                settings={settings}
                {...handlers}
              />
            </div>
          ) : (
            <GridView popups={open} device={device} viewport={viewport} settings={settings} {...handlers} />
          )}
        </div>,
      ]}
    </div>
  );
}

const DEVICES: Device[] = ["MOBILE", "PC"];
/** The screens of each device (breakpoints.phone, as popups.module.css). */
const MEDIA: Record<Device, string> = { MOBILE: "(max-width: 767.98px)", PC: "(min-width: 768px)" };

interface PrepaintProps extends PopupControllerProps {
  pathname: string;
  onClose: (id: number) => void;
  onDismissToday: (id: number) => void;
}

/**
 * Before the viewport and cookies are known: each device's LAYER popups (GRID on a PC needs the viewport to lay
 * out the grid and still waits for it), the device chosen by a media query, the first one not dismissed or closed
 * shown by the rules of prepaintRules and the prepaint script's state on <html>.
 */
function prepaintBoxes({ rows, settings, pathname, ...handlers }: PrepaintProps): ReactNode[] | null {
  const stacks = DEVICES.map((device) => {
    const mode = settings.popupType === "GRID" && device !== "MOBILE" ? "GRID" : "LAYER";
    return { device, popups: mode === "LAYER" ? popupsFor(rows, pathname, device, new Set()) : [] };
  }).filter((stack) => stack.popups.length > 0);
  if (stacks.length === 0) return null;
  // The first image of each device's first popup is what a phone paints largest: fetched early, at high priority,
  // for the matching screen only (the images themselves are lazy, so the other device's are never fetched).
  for (const { device, popups } of stacks) {
    const item = popups[0]?.popupItems[0];
    const image = item ? itemImage(item, device) : null;
    if (image) preload(image, { as: "image", fetchPriority: "high", media: MEDIA[device] });
  }
  const rules = prepaintRules(stacks.map((stack) => stack.popups.map((popup) => popup.id)));
  return [
    <style key="prepaint-rules">{rules}</style>,
    ...stacks.map(({ device, popups }) => (
      <div key={device} className={styles.deviceBox} data-prepaint-device={device}>
        {popups.map((popup) => (
          <div key={popup.id} {...{ [PREPAINT_ATTRIBUTE]: popup.id }}>
            <LayerView popup={popup} device={device} viewport={null} settings={settings} {...handlers} />
          </div>
        ))}
      </div>
    )),
  ];
}

const OPEN_POPUP = "[data-popup-id]";

/** Moves focus into the first open popup whenever the set changes, and back to where it was once all are closed. */
function useFocusHandling(openKey: string) {
  const returnTo = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (openKey === "") {
      if (wasOpen.current && returnTo.current?.isConnected) returnTo.current.focus({ preventScroll: true });
      returnTo.current = null;
      wasOpen.current = false;
      return;
    }
    const active = document.activeElement;
    if (!wasOpen.current) {
      returnTo.current = active instanceof HTMLElement && active !== document.body ? active : null;
      wasOpen.current = true;
    }
    // In GRID, closing one popup keeps focus in another if it already is there.
    if (active instanceof Element && active.closest(OPEN_POPUP)) return;
    document.querySelector<HTMLElement>(OPEN_POPUP)?.focus({ preventScroll: true });
  }, [openKey]);
}

/** Escape closes the popup holding focus, or the first open one. */
function useEscapeCloses(open: Popup[], close: (id: number) => void) {
  useEffect(() => {
    if (open.length === 0) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      const holder = document.activeElement?.closest<HTMLElement>(OPEN_POPUP);
      const target = open.find((popup) => String(popup.id) === holder?.dataset.popupId) ?? open[0]!;
      event.preventDefault();
      close(target.id);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open, close]);
}
