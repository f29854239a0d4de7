import type { ReactNode } from "react";
import styles from "./notice-strip.module.css";

interface NoticeStripProps {
  /** Short label, e.g. '미리보기' or '시크릿 이벤트'. */
  label: string;
  children: ReactNode;
  tone?: "preview" | "secret";
}

/** A visible strip above a page that is not the public version: a draft preview or a secret-link page. */
export function NoticeStrip({ label, children, tone = "preview" }: NoticeStripProps) {
  return (
    <aside className={styles.strip} data-tone={tone} data-testid="notice-strip" aria-label={label}>
      <strong className={styles.label}>{label}</strong>
      <span className={styles.text}>{children}</span>
    </aside>
  );
}
