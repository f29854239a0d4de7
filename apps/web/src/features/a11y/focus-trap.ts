"use client";

import { type RefObject, useEffect } from "react";

const FOCUSABLE = [
  "a[href]",
  "button:not([disabled])",
  "input:not([disabled])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "[tabindex]:not([tabindex='-1'])",
].join(",");

/** Focusable elements of a container that are actually shown (not inside a hidden sub-list). */
export function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.getClientRects().length > 0 && !element.closest("[hidden],[inert]"),
  );
}

/**
 * Wraps Tab and Shift+Tab around the focusable elements of `container` (also when focus is outside it).
 * Shared by the dialogs of the shell: the mobile menu and the popups.
 */
export function keepTabInside(event: KeyboardEvent, container: HTMLElement): void {
  if (event.key !== "Tab") return;
  const items = focusableIn(container);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const current = document.activeElement;
  const outside = !(current instanceof Node) || !container.contains(current);
  if (event.shiftKey && (current === first || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (current === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Keeps Tab and Shift+Tab inside `ref` while `active`, calls `onEscape` on Escape, and focuses `initial` (or
 * the first focusable element) when it activates. Returning focus is the caller's job, because only it knows
 * whether closing came from a navigation (focus goes to the new page) or from the dialog itself.
 */
export function useFocusTrap(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  onEscape: () => void,
  initial?: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    const container = ref.current;
    if (!active || !container) return;
    (initial?.current ?? focusableIn(container)[0] ?? container).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        // An inner widget (an open list) already used this Escape.
        if (event.defaultPrevented) return;
        event.preventDefault();
        onEscape();
        return;
      }
      keepTabInside(event, container);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [ref, active, onEscape, initial]);
}
