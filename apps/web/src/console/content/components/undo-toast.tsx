"use client";

import type { BulkAction } from "@clinic/shared";
import { useEffect, useState } from "react";
import base from "@/console/components/console.module.css";

export interface Undo {
  action: BulkAction;
  ids: number[];
  /** Epoch ms when the offer ends. */
  until: number;
}

/** "되돌리기" for a few seconds after a bulk hide or delete; then it goes away by itself. */
export function UndoToast({
  undo,
  pending,
  onUndo,
  onExpire,
}: {
  undo: Undo;
  pending: boolean;
  onUndo: (undo: Undo) => void;
  onExpire: () => void;
}) {
  const [left, setLeft] = useState(Math.max(0, Math.ceil((undo.until - Date.now()) / 1000)));
  useEffect(() => {
    const timer = setInterval(() => {
      const seconds = Math.ceil((undo.until - Date.now()) / 1000);
      if (seconds <= 0) onExpire();
      else setLeft(seconds);
    }, 250);
    return () => clearInterval(timer);
  }, [undo, onExpire]);
  return (
    <p className={base.row}>
      <button className={base.secondary} type="button" disabled={pending} onClick={() => onUndo(undo)}>
        {`되돌리기 (${left}초)`}
      </button>
    </p>
  );
}
