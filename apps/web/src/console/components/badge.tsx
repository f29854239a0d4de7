import type { ReactNode } from "react";
import tones from "@/ui/styles/tones.module.css";
import styles from "./badge.module.css";

export type BadgeTone = keyof typeof tones & ("neutral" | "positive" | "info" | "caution" | "negative");

/** A short state beside a row or a title (게시 중, 답변 대기, 숨김…), in the palette's status colours. */
export function Badge({ tone = "neutral", children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={`${styles.badge} ${tones[tone]}`}>{children}</span>;
}
