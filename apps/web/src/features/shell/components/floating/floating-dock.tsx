"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { useUi } from "@/features/client-state/ui-state";
import { floatingWidgetKind, type WidgetKind } from "@/features/reservation/action";
import { CartBadge } from "@/features/reservation/components/cart-badge";
import { useReservationWidget } from "@/features/reservation/use-reservation-widget";
import { useCartCount } from "@/features/session/client";
import { type FloatingEntry, floatingMenuVisible } from "@/features/site/floating-items";
import { usePathname } from "@/ui/language/navigation";
import { floatingTokens, layers } from "@/ui/styles/tokens";
import { ChannelIcon } from "../ui/channel-icons";
import styles from "./floating.module.css";
import { FloatingItemButton } from "./floating-item";

interface FloatingDockProps {
  items: FloatingEntry[];
  clinicName: string;
  widget: WidgetKind;
  /** null when the partner hid the floating reservation button. */
  reservationText: string | null;
  /** "ko" when the text is the clinic's own (issue 29). */
  reservationTextLang?: "ko";
}

/**
 * Bottom-right contact menu with its 'more' toggle and the scroll-to-top button, plus the floating reservation
 * button. Below big desktop (CSS decides, so nothing jumps after hydration) items beyond the fourth stay hidden
 * until 'more' is expanded; on a phone all of them do, so the column never covers the page's prices and buttons.
 * Any item click collapses the menu again.
 */
export function FloatingDock({
  items,
  clinicName,
  widget,
  reservationText,
  reservationTextLang,
}: FloatingDockProps) {
  const t = useTranslations("shell");
  const pathname = usePathname();
  const isScroll = useUi((state) => state.isScroll);
  const [expanded, setExpanded] = useState(false);
  const reservation = useReservationWidget();
  const cartCount = useCartCount();
  const listId = useId();

  const menuVisible = floatingMenuVisible(pathname) && items.length > 0;
  const collapsible = items.length > floatingTokens.collapseAfter;

  const vars = {
    "--floating-z": layers.floatingButton,
    "--floating-size": `${floatingTokens.buttonSize}px`,
    "--floating-size-mobile": `${floatingTokens.buttonSizeMobile}px`,
    "--floating-gap": `${floatingTokens.gap}px`,
    "--floating-offset": `${floatingTokens.offset}px`,
    "--floating-offset-mobile": `${floatingTokens.offsetMobile}px`,
  } as React.CSSProperties;

  const onItem = (item: FloatingEntry) => {
    setExpanded(false);
    if (item.action.kind === "reservation") reservation.open(widget);
  };

  return (
    <div className={styles.dock} style={vars} data-scrolled={isScroll || undefined}>
      {reservationText && floatingMenuVisible(pathname) ? (
        <button
          type="button"
          className={styles.reserve}
          data-testid="floating-reservation"
          aria-hidden={!isScroll}
          tabIndex={isScroll ? 0 : -1}
          // The badge promises the cart: with lines in it the treatment reservation opens on them.
          onClick={() => reservation.open(floatingWidgetKind(widget, cartCount))}
        >
          <ChannelIcon name="calendar" className={styles.reserveIcon} />
          <span className={styles.reserveText} lang={reservationTextLang}>
            {reservationText}
          </span>
          <CartBadge className={styles.reserveBadge} />
        </button>
      ) : null}

      <div className={styles.column}>
        {menuVisible ? (
          <nav aria-label={t("consultLinks", { clinic: clinicName })} className={styles.menu}>
            <ul id={listId} className={styles.items} data-expanded={expanded || undefined}>
              {items.map((item, index) => (
                <li
                  key={item.key}
                  className={styles.itemSlot}
                  data-overflow={(collapsible && index >= floatingTokens.collapseAfter) || undefined}
                >
                  <FloatingItemButton item={item} onActivate={() => onItem(item)} />
                </li>
              ))}
            </ul>
            {/* On a phone every item waits behind 'more' (a column of them covered prices and buttons), so
                'more' exists whenever there are items; CSS hides it on wider screens when nothing overflows. */}
            {items.length > 0 ? (
              <button
                type="button"
                className={styles.more}
                data-phone-only={!collapsible || undefined}
                aria-expanded={expanded}
                aria-controls={listId}
                aria-label={expanded ? t("consultCollapse") : t("consultExpand")}
                onClick={() => setExpanded((value) => !value)}
                data-testid="floating-more"
              >
                <ChannelIcon name={expanded ? "close" : "more"} className={styles.moreIcon} />
              </button>
            ) : null}
          </nav>
        ) : null}
        <button
          type="button"
          className={styles.top}
          aria-label={t("toTop")}
          aria-hidden={!isScroll}
          tabIndex={isScroll ? 0 : -1}
          onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}
          data-testid="scroll-top"
        >
          <ChannelIcon name="arrowUp" className={styles.topIcon} />
        </button>
      </div>
    </div>
  );
}
