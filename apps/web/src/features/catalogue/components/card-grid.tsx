import type { ReactNode } from "react";
import styles from "./card-grid.module.css";

interface CardGridProps {
  items: readonly { key: number | string; node: ReactNode }[];
  emptyText: string;
  label?: string;
  testId?: string;
}

/** Event and exhibition cards: 3 columns on desktop, 2 on tablets, 1 on phones; an empty-state text otherwise. */
export function CardGrid({ items, emptyText, label, testId }: CardGridProps) {
  if (items.length === 0) {
    return (
      <p className={styles.empty} data-testid="list-empty">
        {emptyText}
      </p>
    );
  }
  return (
    <ul className={styles.grid} aria-label={label} data-testid={testId}>
      {items.map((item) => (
        <li key={item.key}>{item.node}</li>
      ))}
    </ul>
  );
}
