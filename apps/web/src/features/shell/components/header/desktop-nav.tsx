"use client";

import type { NavigationItem } from "@clinic/shared";
import { useTranslations } from "next-intl";
import { type FocusEvent, useEffect, useRef, useState } from "react";
import { clearProductBackup } from "@/features/client-state/ui-state";
import { rowLang } from "@/features/i18n/row-lang";
import { hasDropdown, isNavItemSelected, isNavLinkCurrent } from "@/features/site/nav-selection";
import { useLanguage } from "@/ui/language/language-context";
import { usePathname } from "@/ui/language/navigation";
import { Link } from "@/ui/status/intent-link";
import { headerTokens } from "@/ui/styles/tokens";
import styles from "./desktop-nav.module.css";
import { SubLinkText } from "./sub-link-text";

/** aria-current: "page" on the exact page, "true" on the item of the section the page belongs to. */
const currentOf = (selected: boolean, exact: boolean) => (exact ? "page" : selected ? "true" : undefined);

/**
 * The desktop navigation (spec 2). Items with more than one sub-item open a dropdown on hover or keyboard focus;
 * a click anywhere in the navigation keeps dropdowns shut for 300 ms (so the one just used does not linger over
 * the new page) and clears the product list's saved state.
 */
export function DesktopNav({ items }: { items: NavigationItem[] }) {
  const t = useTranslations("shell");
  // Menu titles are the clinic's content: Korean on a foreign page until translated.
  const language = useLanguage();
  const pathname = usePathname();
  const [hovered, setHovered] = useState<number | null>(null);
  const [focused, setFocused] = useState<number | null>(null);
  const [suppressed, setSuppressed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const onClick = () => {
    clearProductBackup();
    setSuppressed(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setSuppressed(false), headerTokens.dropdownClickSuppressMs);
  };

  // Only keyboard focus opens a dropdown: a mouse click also focuses the link, and that must not reopen the
  // dropdown once the 300 ms are over.
  const onFocus = (index: number) => (event: FocusEvent<HTMLLIElement>) => {
    if (event.target.matches(":focus-visible")) setFocused(index);
  };
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(null);
  };

  return (
    <nav className={styles.nav} aria-label={t("mainMenu")}>
      <ul className={styles.list}>
        {items.map((item, index) => {
          const selected = isNavItemSelected(item, pathname);
          const dropdown = hasDropdown(item);
          const open = dropdown && !suppressed && (hovered === index || focused === index);
          return (
            <li
              key={`${item.title}-${item.url}`}
              className={styles.item}
              onMouseEnter={() => setHovered(index)}
              onMouseLeave={() => setHovered((value) => (value === index ? null : value))}
              onFocus={onFocus(index)}
              onBlur={onBlur}
              onKeyDown={(event) => {
                if (event.key === "Escape" && open) setFocused(null);
              }}
              data-open={open || undefined}
            >
              <Link
                href={item.url}
                className={styles.link}
                aria-current={currentOf(selected, isNavLinkCurrent(item, pathname))}
                onClick={onClick}
                lang={rowLang(language, item, "title")}
              >
                {item.title}
              </Link>
              {dropdown ? (
                <div className={styles.dropdown} data-testid="nav-dropdown">
                  <ul className={styles.subList}>
                    {item.subList.map((sub) => (
                      <li key={`${sub.title}-${sub.url}`}>
                        <Link
                          href={sub.url}
                          className={styles.subLink}
                          aria-current={isNavLinkCurrent(sub, pathname) ? "page" : undefined}
                          onClick={onClick}
                          lang={rowLang(language, sub, "title")}
                        >
                          <SubLinkText title={sub.title} parentTitle={item.title} />
                        </Link>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
