import type { ReactNode } from "react";
import styles from "./status-view.module.css";

interface StatusViewProps {
  code?: string;
  title: string;
  description: ReactNode;
  action?: ReactNode;
}

/** Centred message used by the not-found, error and pre-launch pages. */
export function StatusView({ code, title, description, action }: StatusViewProps) {
  return (
    <section className={styles.view}>
      {code ? (
        <p className={styles.code} aria-hidden="true">
          {code}
        </p>
      ) : null}
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.description}>{description}</div>
      {action ? <div className={styles.action}>{action}</div> : null}
    </section>
  );
}

export const statusButtonClass = styles.button;
