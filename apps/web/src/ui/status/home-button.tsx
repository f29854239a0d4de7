import { Link } from "./intent-link";
import styles from "./status-view.module.css";

/**
 * The not-found page's way home. Apart from status-view.tsx so the error boundaries, which every page loads
 * with its first script, do not bring next/link's client code into their own chunks once more.
 */
export function HomeButton({ label = "홈으로 가기" }: { label?: string }) {
  return (
    <Link href="/" className={styles.button}>
      {label}
    </Link>
  );
}
