"use client";

import { useEffect, useState } from "react";
import type { Size } from "@/features/popups";
import { popup } from "@/ui/styles/tokens";

const read = (): Size => ({ width: window.innerWidth, height: window.innerHeight });

/** The window's size, updated on resize (debounced, spec 9); null until mounted, so the server renders nothing. */
export function useViewport(): Size | null {
  const [size, setSize] = useState<Size | null>(null);
  useEffect(() => {
    setSize(read());
    let timer: number | undefined;
    const onResize = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setSize(read()), popup.resizeDebounceMs);
    };
    window.addEventListener("resize", onResize);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("resize", onResize);
    };
  }, []);
  return size;
}
