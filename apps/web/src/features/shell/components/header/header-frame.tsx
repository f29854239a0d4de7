"use client";

import { type CSSProperties, type ReactNode, useEffect, useRef } from "react";
import { uiStore, useUi } from "@/features/client-state/ui-state";
import { headerAppearance } from "@/features/header/header-appearance";
import { usePathname } from "@/ui/language/navigation";
import styles from "./site-header.module.css";

interface HeaderFrameProps {
  config: { isTransparent: boolean; isWhiteTheme: boolean };
  /** Header-only sizes from the design tokens, as CSS variables. */
  style: CSSProperties;
  topBar: ReactNode;
  children: ReactNode;
}

/**
 * The <header> element: applies the current look (transparent, white theme, scrolled, search open) as data
 * attributes for the stylesheet, and measures the main bar into uiStore.headerHeight for the rest of the page.
 */
export function HeaderFrame({ config, style, topBar, children }: HeaderFrameProps) {
  const pathname = usePathname();
  const options = useUi((state) => state.header);
  const isScroll = useUi((state) => state.isScroll);
  const searchOpen = useUi((state) => state.searchOpen);
  const barRef = useRef<HTMLDivElement>(null);

  const look = headerAppearance({ options, config, isHome: pathname === "/", isScroll, searchOpen });

  useEffect(() => {
    const bar = barRef.current;
    if (!bar) return;
    const measure = () => uiStore.set({ headerHeight: Math.round(bar.getBoundingClientRect().height) });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(bar);
    return () => observer.disconnect();
  }, []);

  return (
    <header
      className={styles.header}
      style={style}
      data-overlay={look.overlay || undefined}
      data-see-through={look.seeThrough || undefined}
      data-white-theme={look.whiteTheme || undefined}
      data-scrolled={isScroll || undefined}
      data-search-open={searchOpen || undefined}
      data-home={pathname === "/" || undefined}
      data-testid="site-header"
    >
      <div className={styles.backdrop} aria-hidden="true" />
      {topBar}
      <div ref={barRef} className={styles.barWrap}>
        {children}
      </div>
    </header>
  );
}
