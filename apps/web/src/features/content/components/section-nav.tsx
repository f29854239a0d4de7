import { Link } from "@/ui/status/intent-link";
import styles from "./section-nav.module.css";

export interface SectionNavItem {
  href: string;
  label: string;
}

interface SectionNavProps {
  /** Accessible name of the navigation, e.g. '병원 소개 메뉴'. */
  label: string;
  items: readonly SectionNavItem[];
  /** Path of the page being shown; its link is marked current. */
  current: string;
}

/** Tabs between the pages of one section: plain links (shareable URLs), the current one marked. */
export function SectionNav({ label, items, current }: SectionNavProps) {
  return (
    <nav className={styles.nav} aria-label={label}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.href}>
            <Link
              href={item.href}
              className={styles.link}
              aria-current={item.href === current ? "page" : undefined}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
