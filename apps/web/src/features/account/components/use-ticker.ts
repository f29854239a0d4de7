"use client";

import { useEffect, useState } from "react";

const TICK_MS = 1000;

/** The current time (epoch ms), re-read every second while `active`; countdowns render from it. */
export function useTicker(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, [active]);
  return now;
}
