"use client";

import type { Franchise, NavigationItem } from "@clinic/shared";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useFocusTrap } from "@/features/a11y/focus-trap";
import { clearProductBackup, uiStore, useUi } from "@/features/client-state/ui-state";
import { lockPageScroll } from "@/features/header/scroll-lock";
import { AccountInline } from "@/features/session/components/account-links";
import type { AccountEntry } from "@/features/session/components/use-account-entries";
import { CHAT_OPEN_EVENT } from "@/features/site/floating-items";
import { usePathname } from "@/ui/language/navigation";
import { Link } from "@/ui/status/intent-link";
import { headerTokens } from "@/ui/styles/tokens";
import { BranchPicker } from "./branch-picker";
import { MENU_BUTTON_ID } from "./header-buttons";
import { ChatIcon, CloseIcon, HomeIcon, PhoneLineIcon } from "./header-icons";
import { headerCssVars } from "./header-vars";
import styles from "./mobile-menu.module.css";
import { MobileMenuEntries } from "./mobile-menu-entries";

/** Spec 4 "Side panel": closed → open → closing (the slide-out animation) → closed. */
export type MenuPhase = "closed" | "open" | "closing";

export interface MobileMenuProps {
  items: NavigationItem[];
  branches: Franchise[];
  /** Shows the '1:1' chat prompt (the partner has a chat-service id, partnerMarketingInfo.channelTalkId). */
  hasChat: boolean;
  phone: { href: string; label: string } | null;
  /** The chat prompt's two lines and the phone link's label, as the clinic set them (issue 25). */
  texts: { chatTitle: string; chatText: string; phoneLabel: string };
  /** The language each text is in (issue 29): the clinic's own untranslated words are Korean on a foreign page. */
  textLangs?: Partial<Record<"chatTitle" | "chatText" | "phoneLabel", string>>;
  side?: "left" | "right";
}

const closeMenu = () => uiStore.set({ menuOpen: false });

/**
 * The slide-in menu itself, loaded only when the visitor first opens the menu (mobile-menu.tsx): most page views
 * never open it, so its code stays out of the first-load JavaScript.
 */
export function MobileMenuDialog({
  items,
  branches,
  hasChat,
  phone,
  texts,
  textLangs = {},
  side = "right",
}: MobileMenuProps) {
  const open = useUi((state) => state.menuOpen);
  const pathname = usePathname();
  const t = useTranslations("shell");
  // Signed-out visitors also see the my-page entry here (it leads to sign-in), as the menu always showed it.
  const myPageEntry = useMemo<AccountEntry[]>(
    () => [{ kind: "link", href: "/mypage", label: t("myPage") }],
    [t],
  );
  const [phase, setPhase] = useState<MenuPhase>("closed");
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const lastPath = useRef(pathname);

  // Spec 2/4: the menu closes on a path change.
  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    closeMenu();
  }, [pathname]);

  useEffect(() => {
    if (open) {
      setPhase("open");
      return;
    }
    setPhase((current) => (current === "open" ? "closing" : current));
    const timer = setTimeout(() => setPhase("closed"), headerTokens.menuAnimationMs);
    return () => clearTimeout(timer);
  }, [open]);

  // The page stays put while the menu is on screen; when it is gone, focus returns to the menu button.
  useEffect(() => {
    if (phase !== "open") return;
    const release = lockPageScroll();
    return () => {
      release();
      document.getElementById(MENU_BUTTON_ID)?.focus();
    };
  }, [phase]);

  useFocusTrap(dialogRef, phase === "open", closeMenu, closeRef);
  const onNavigate = useCallback(() => {
    clearProductBackup();
    closeMenu();
  }, []);

  if (phase === "closed") return null;
  return (
    <div className={styles.root} style={headerCssVars} data-state={phase} data-side={side}>
      <div className={styles.backdrop} aria-hidden="true" onClick={closeMenu} data-testid="menu-backdrop" />
      <div
        ref={dialogRef}
        id="site-menu"
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-label={t("menu")}
        data-state={phase}
        tabIndex={-1}
      >
        <div className={styles.top}>
          <p className={styles.heading}>{t("menu")}</p>
          <button
            ref={closeRef}
            type="button"
            className={styles.close}
            aria-label={t("menuClose")}
            onClick={closeMenu}
          >
            <CloseIcon className={styles.closeIcon} />
          </button>
        </div>
        <AccountInline className={styles.account} onNavigate={onNavigate} signedOutExtra={myPageEntry} />
        {branches.length > 0 ? (
          <div className={styles.branches}>
            <BranchPicker branches={branches} className={styles.branchSelect} />
          </div>
        ) : null}
        <nav className={styles.nav} aria-label={t("menuList")}>
          <Link
            href="/"
            className={styles.home}
            aria-current={pathname === "/" ? "page" : undefined}
            onClick={onNavigate}
          >
            <HomeIcon className={styles.homeIcon} />
            {t("home")}
          </Link>
          <MobileMenuEntries items={items} pathname={pathname} onNavigate={onNavigate} />
        </nav>
        <div className={styles.bottom}>
          {hasChat ? (
            <div className={styles.chat} data-testid="menu-chat-prompt">
              <ChatIcon className={styles.chatIcon} />
              <p className={styles.chatText}>
                <strong lang={textLangs.chatTitle}>{texts.chatTitle}</strong>
                <span lang={textLangs.chatText}>{texts.chatText}</span>
              </p>
              <button
                type="button"
                className={styles.chatButton}
                aria-label={t("chatOpen")}
                onClick={() => window.dispatchEvent(new CustomEvent(CHAT_OPEN_EVENT))}
              >
                1:1
              </button>
            </div>
          ) : null}
          {phone ? (
            <a className={styles.phone} href={phone.href}>
              <PhoneLineIcon className={styles.phoneIcon} />
              <span lang={textLangs.phoneLabel}>{texts.phoneLabel}</span>
              <strong>{phone.label}</strong>
            </a>
          ) : null}
        </div>
      </div>
    </div>
  );
}
