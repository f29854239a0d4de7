import type { ReactNode } from "react";
import styles from "./empty-state.module.css";

/** A calm message where a list has nothing to show (no posts, no results). */
export function EmptyState({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <div className={styles.empty} data-testid="empty-state">
      <p className={styles.title}>{title}</p>
      {children ? <div className={styles.text}>{children}</div> : null}
    </div>
  );
}
