"use client";

import type { RightButton } from "@clinic/shared";
import { useTranslations } from "next-intl";
import { uiStore, useUi } from "@/features/client-state/ui-state";
import { actionFor, useReservationWidget } from "@/features/reservation/use-reservation-widget";
import { isSearchPath } from "@/features/site/recent-searches";
import { usePathname, useRouter } from "@/ui/language/navigation";
import { SmartLink } from "../smart-link";
import { CalendarIcon, CloseIcon, MenuIcon, SearchIcon } from "./header-icons";
import styles from "./site-header.module.css";

/** The first rightButton (spec 2 "Action button behaviour"): the reservation widget without a URL, else a link. */
export function HeaderActionButton({ button, compact = false }: { button: RightButton; compact?: boolean }) {
  const widget = useReservationWidget();
  const action = actionFor(button);
  const t = useTranslations("shell");
  const text = button.buttonText?.trim() || t("reserve");
  // buttonType 'line' draws an outlined button; anything else is the filled primary style.
  const className = [
    styles.action,
    compact ? styles.actionCompact : "",
    button.buttonType === "line" ? styles.actionLine : "",
  ]
    .filter(Boolean)
    .join(" ");
  const content = (
    <>
      {/* The compact (mobile) button is text only: the 48 px bar has no room to spare. */}
      {compact ? null : button.buttonImageUrl ? (
        // biome-ignore lint/performance/noImgElement: a small partner icon of unknown format
        <img className={styles.actionIcon} src={button.buttonImageUrl} alt="" />
      ) : (
        <CalendarIcon className={styles.actionIcon} />
      )}
      {/* The clinic's own words are Korean unless translated into the page's language (issue 29). */}
      <span lang={button.buttonText?.trim() && !button.translated?.includes("buttonText") ? "ko" : undefined}>
        {text}
      </span>
    </>
  );
  if (action.kind === "link") {
    return (
      <SmartLink link={action} className={className}>
        {content}
      </SmartLink>
    );
  }
  return (
    <button type="button" className={className} onClick={() => widget.open(action.widget)}>
      {content}
    </button>
  );
}

/**
 * Opens and closes the search panel. On the search route itself there is no panel to open: the toggle leaves
 * the search page (history back, or home when the visitor arrived there directly).
 */
export function SearchToggle({ className }: { className?: string }) {
  const pathname = usePathname();
  const router = useRouter();
  const open = useUi((state) => state.searchOpen);
  const t = useTranslations("shell");
  const onSearchPage = isSearchPath(pathname);
  const showsClose = open || onSearchPage;

  const onClick = () => {
    if (onSearchPage) {
      uiStore.set({ searchOpen: false });
      if (window.history.length > 1) router.back();
      else router.push("/");
      return;
    }
    uiStore.set({ searchOpen: !open, menuOpen: false });
  };

  return (
    <button
      type="button"
      className={`${styles.iconButton} ${className ?? ""}`}
      aria-label={showsClose ? t("searchClose") : t("searchOpen")}
      aria-expanded={onSearchPage ? undefined : open}
      aria-controls={onSearchPage ? undefined : "site-search-panel"}
      data-search-toggle=""
      onClick={onClick}
    >
      {showsClose ? <CloseIcon className={styles.icon} /> : <SearchIcon className={styles.icon} />}
    </button>
  );
}

export const MENU_BUTTON_ID = "site-menu-button";

/** Opens the mobile slide-in menu; focus comes back here when the menu closes. */
export function MenuButton() {
  const open = useUi((state) => state.menuOpen);
  const t = useTranslations("shell");
  return (
    <button
      id={MENU_BUTTON_ID}
      type="button"
      className={styles.iconButton}
      aria-label={t("menuOpen")}
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls="site-menu"
      onClick={() => uiStore.set({ menuOpen: true, searchOpen: false })}
    >
      <MenuIcon className={styles.icon} />
    </button>
  );
}
