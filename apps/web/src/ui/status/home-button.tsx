import styles from "./status-view.module.css";

/**
 * The not-found page's way home: a plain link, a whole page load. The not-found boundary's texts are a client
 * component that every page of a clinic loads with its first script; next/link there brought its client code into
 * that chunk once more (about 3.5 kB gzip of every page's first load, issue 28), for a link a visitor follows at
 * most once.
 */
export function HomeButton({ label = "홈으로 가기", href = "/" }: { label?: string; href?: string }) {
  return (
    <a href={href} className={styles.button}>
      {label}
    </a>
  );
}
