"use client";

import { type RefObject, useEffect } from "react";
import { keepTabInside } from "@/features/a11y/focus-trap";

/**
 * Keeps Tab inside a dimmed popup overlay: the page behind is covered, so focus must not wander there. Slides
 * out of view are inert and skipped. Escape and initial focus are the popup controller's own.
 */
export function useTabTrap(container: RefObject<HTMLElement | null>, enabled: boolean) {
  useEffect(() => {
    const root = container.current;
    if (!root || !enabled) return;
    const onKeyDown = (event: KeyboardEvent) => keepTabInside(event, root);
    root.addEventListener("keydown", onKeyDown);
    return () => root.removeEventListener("keydown", onKeyDown);
  }, [container, enabled]);
}
