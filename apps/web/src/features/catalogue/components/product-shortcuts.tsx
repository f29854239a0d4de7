import { Link } from "@/ui/status/intent-link";
import styles from "./product-shortcuts.module.css";

export const PICK_PATH = "/products/category/pick";
export const EVENT_PRODUCTS_PATH = "/products/category/event";

/** Links from the catalogue to its two curated lists: recommended treatments and treatments on event. */
export function ProductShortcuts({ current }: { current?: "pick" | "event" | "all" }) {
  const links = [
    { key: "all", href: "/products", label: "전체 시술" },
    { key: "pick", href: PICK_PATH, label: "추천 시술" },
    { key: "event", href: EVENT_PRODUCTS_PATH, label: "이벤트 시술" },
  ] as const;
  return (
    <nav className={styles.shortcuts} aria-label="시술 모아보기">
      {links
        .filter((link) => current !== undefined || link.key !== "all")
        .map((link) => (
          <Link
            key={link.key}
            className={styles.link}
            href={link.href}
            aria-current={link.key === current ? "page" : undefined}
          >
            {link.label}
          </Link>
        ))}
    </nav>
  );
}
