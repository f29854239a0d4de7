"use client";

import {
  type DragEvent,
  type MouseEvent,
  type PointerEvent as ReactPointerEvent,
  useCallback,
  useRef,
  useState,
} from "react";
import { SWIPE_DEFAULTS, swipeIntent, swipeOutcome } from "./swipe";

interface Gesture {
  pointerId: number;
  x: number;
  y: number;
  startedAt: number;
  intent: "pending" | "horizontal" | "vertical";
}

/**
 * Pointer swipes on a slider track with the spec 9 defaults (threshold, touch angle, long swipe). Returns the
 * live drag offset in px (null when not dragging), the pointer handlers, and a click guard that swallows the
 * click ending a drag, so swiping over a banner link does not follow it. The track needs `touch-action: pan-y`.
 */
export function useSwipe(onSwipe: (direction: -1 | 1) => void) {
  const gesture = useRef<Gesture | null>(null);
  const dragged = useRef(false);
  const [offset, setOffset] = useState<number | null>(null);

  const onPointerDown = useCallback((event: ReactPointerEvent<HTMLElement>) => {
    if (event.pointerType === "mouse" && event.button !== 0) return;
    dragged.current = false;
    gesture.current = {
      pointerId: event.pointerId,
      x: event.clientX,
      y: event.clientY,
      startedAt: performance.now(),
      intent: "pending",
    };
  }, []);

  const onPointerMove = useCallback((event: ReactPointerEvent<HTMLElement>) => {
    const current = gesture.current;
    if (!current || current.pointerId !== event.pointerId || current.intent === "vertical") return;
    const dx = event.clientX - current.x;
    if (current.intent === "pending") {
      current.intent = swipeIntent(dx, event.clientY - current.y, SWIPE_DEFAULTS);
      if (current.intent !== "horizontal") return;
      event.currentTarget.setPointerCapture(event.pointerId);
      dragged.current = true;
    }
    setOffset(dx);
  }, []);

  const finish = useCallback(
    (event: ReactPointerEvent<HTMLElement>) => {
      const current = gesture.current;
      if (!current || current.pointerId !== event.pointerId) return;
      gesture.current = null;
      if (current.intent !== "horizontal") return;
      const direction = swipeOutcome(
        {
          dx: event.clientX - current.x,
          durationMs: performance.now() - current.startedAt,
          width: event.currentTarget.clientWidth,
        },
        SWIPE_DEFAULTS,
      );
      setOffset(null);
      if (direction !== 0) onSwipe(direction);
    },
    [onSwipe],
  );

  const onClickCapture = useCallback((event: MouseEvent) => {
    if (!dragged.current) return;
    dragged.current = false;
    event.preventDefault();
    event.stopPropagation();
  }, []);

  return {
    offset,
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: finish,
      onPointerCancel: finish,
      onClickCapture,
      onDragStart: (event: DragEvent) => event.preventDefault(),
    },
  };
}
