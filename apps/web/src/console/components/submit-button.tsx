"use client";

import { useFormStatus } from "react-dom";
import styles from "./console.module.css";

/** Disabled while its form's action runs, so a double click sends one request. */
export function SubmitButton({
  children,
  pendingLabel = "처리 중…",
  variant = "button",
}: {
  children: string;
  pendingLabel?: string;
  variant?: "button" | "secondary" | "danger";
}) {
  const { pending } = useFormStatus();
  return (
    <button className={styles[variant]} type="submit" disabled={pending} aria-busy={pending}>
      {pending ? pendingLabel : children}
    </button>
  );
}
