"use client";

import type { NavigationItem } from "@clinic/shared";
import { toggled } from "@clinic/shared/sets";
import { useId, useState } from "react";
import { rowLang } from "@/features/i18n/row-lang";
import {
  hasDropdown,
  isNavItemSelected,
  isNavLinkCurrent,
  selectedNavIndex,
} from "@/features/site/nav-selection";
import { useLanguage } from "@/ui/language/language-context";
import { Link } from "@/ui/status/intent-link";
import { ChevronDownIcon } from "./header-icons";
import styles from "./mobile-menu.module.css";
import { SubLinkText } from "./sub-link-text";

interface EntriesProps {
  items: NavigationItem[];
  pathname: string;
  onNavigate: () => void;
}

function Badge({ count }: { count: number | null }) {
  if (!count || count <= 0) return null;
  return <span className={styles.badge}>{count > 99 ? "99+" : count}</span>;
}

/**
 * The menu entries: plain links, or (with more than one sub-item, as on desktop) an expandable sub-list. The
 * entry holding the current path starts open; the others open and close independently.
 */
export function MobileMenuEntries({ items, pathname, onNavigate }: EntriesProps) {
  const language = useLanguage();
  const baseId = useId();
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => {
    const index = selectedNavIndex(items, pathname);
    return new Set(index >= 0 && items[index] && hasDropdown(items[index]) ? [index] : []);
  });
  const toggle = (index: number) => setExpanded((current) => toggled(current, index));

  return (
    <ul className={styles.entries}>
      {items.map((item, index) => {
        const selected = isNavItemSelected(item, pathname);
        const key = `${item.title}-${item.url}`;
        if (!hasDropdown(item)) {
          return (
            <li key={key} className={styles.entry}>
              <Link
                href={item.url}
                className={styles.entryRow}
                data-selected={selected || undefined}
                aria-current={isNavLinkCurrent(item, pathname) ? "page" : undefined}
                onClick={onNavigate}
              >
                <span className={styles.entryTitle} lang={rowLang(language, item, "title")}>
                  {item.title}
                </span>
                <Badge count={item.badgeCount} />
              </Link>
            </li>
          );
        }
        const open = expanded.has(index);
        const listId = `${baseId}-${index}`;
        return (
          <li key={key} className={styles.entry} data-open={open || undefined}>
            <button
              type="button"
              className={styles.entryRow}
              data-selected={selected || undefined}
              aria-expanded={open}
              aria-controls={listId}
              onClick={() => toggle(index)}
            >
              <span className={styles.entryTitle} lang={rowLang(language, item, "title")}>
                {item.title}
              </span>
              <Badge count={item.badgeCount} />
              <ChevronDownIcon className={styles.chevron} />
            </button>
            <ul id={listId} className={styles.subList} hidden={!open}>
              {item.subList.map((sub) => (
                <li key={`${sub.title}-${sub.url}`}>
                  <Link
                    href={sub.url}
                    className={styles.subLink}
                    aria-current={isNavLinkCurrent(sub, pathname) ? "page" : undefined}
                    onClick={onNavigate}
                    lang={rowLang(language, sub, "title")}
                  >
                    <SubLinkText title={sub.title} parentTitle={item.title} />
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
