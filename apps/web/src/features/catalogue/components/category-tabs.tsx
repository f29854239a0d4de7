import type { ProductCategory } from "@clinic/shared";
import { useLocale } from "next-intl";
import { rowLang } from "@/features/i18n/row-lang";
import { Link } from "@/ui/status/intent-link";
import styles from "./category-tabs.module.css";

export interface CategoryTab {
  key: string;
  label: string;
  href: string;
  active: boolean;
  count?: number;
  /** The clinic's category the tab is (its name is content, Korean until translated). */
  content?: object;
}

/** The visible categories as tabs, '전체' first; `hrefOf(null)` is the unfiltered list. */
export function categoryTabs(
  categories: readonly ProductCategory[],
  activeId: number | null,
  hrefOf: (categoryId: number | null) => string,
  allLabel = "전체",
): CategoryTab[] {
  return [
    { key: "all", label: allLabel, href: hrefOf(null), active: activeId === null },
    ...categories.map((category) => ({
      key: String(category.id),
      label: category.name,
      href: hrefOf(category.id),
      active: category.id === activeId,
      count: category.productCount,
      content: category,
    })),
  ];
}

/** Tabs as plain links (each a shareable URL); the current one is marked with aria-current. */
export function CategoryTabs({ tabs, label }: { tabs: readonly CategoryTab[]; label: string }) {
  const language = useLocale();
  return (
    <nav className={styles.tabs} aria-label={label} data-testid="category-tabs">
      <ul className={styles.list}>
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link
              className={styles.tab}
              href={tab.href}
              aria-current={tab.active ? "page" : undefined}
              scroll={false}
              lang={tab.content ? rowLang(language, tab.content, "name") : undefined}
            >
              {tab.label}
              {tab.count !== undefined ? <span className={styles.count}>{tab.count}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
