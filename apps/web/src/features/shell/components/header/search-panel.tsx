"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { uiStore, useUi } from "@/features/client-state/ui-state";
import { usePathname } from "@/ui/language/navigation";

// Fetched on the first open only; see search-panel-open.tsx.
const OpenPanel = dynamic(() => import("./search-panel-open").then((module) => module.OpenPanel));

interface SearchPanelProps {
  /** Recommended keywords (GET /customer/partner-keywords, loaded on the server; empty when that failed). */
  keywords: string[];
  placeholder?: string;
  recommendTitle?: string;
}

const close = () => uiStore.set({ searchOpen: false });

/**
 * The search panel below the header (spec 2 and 4): autofocused input, recommended keywords, recent searches with
 * per-item delete. Submitting or picking a keyword goes to /search?keyword=…. Closes on Escape, a click on the
 * dimmed page, a route change and the header's toggle; the page does not scroll while it is open.
 */
export function SearchPanel({ keywords, placeholder, recommendTitle }: SearchPanelProps) {
  const t = useTranslations("shell");
  const open = useUi((state) => state.searchOpen);
  const pathname = usePathname();
  const lastPath = useRef(pathname);

  // Spec 4: a route change closes the panel.
  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    close();
  }, [pathname]);

  if (!open) return null;
  return (
    <OpenPanel
      keywords={keywords}
      placeholder={placeholder ?? t("searchPlaceholder")}
      recommendTitle={recommendTitle ?? t("searchRecommend")}
    />
  );
}
