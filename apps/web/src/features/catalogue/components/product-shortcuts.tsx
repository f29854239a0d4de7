import { useTranslations } from "next-intl";
import { Link } from "@/ui/status/intent-link";
import styles from "./product-shortcuts.module.css";

export const PICK_PATH = "/products/category/pick";
export const EVENT_PRODUCTS_PATH = "/products/category/event";

/** Links from the catalogue to its two curated lists: recommended treatments and treatments on event. */
export function ProductShortcuts({ current }: { current?: "pick" | "event" | "all" }) {
  const t = useTranslations("catalogue");
  const links = [
    { key: "all", href: "/products", label: t("allProducts") },
    { key: "pick", href: PICK_PATH, label: t("pickProducts") },
    { key: "event", href: EVENT_PRODUCTS_PATH, label: t("eventProducts") },
  ] as const;
  return (
    <nav className={styles.shortcuts} aria-label={t("shortcuts")}>
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
