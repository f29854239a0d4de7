"use client";

import { useTranslations } from "next-intl";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { uiStore } from "@/features/client-state/ui-state";
import { recentSearches, useRecentSearches } from "@/features/header/recent-search-store";
import { lockPageScroll } from "@/features/header/scroll-lock";
import { searchHref } from "@/features/site/recent-searches";
import { useRouter } from "@/ui/language/navigation";
import { CloseIcon, SearchIcon } from "./header-icons";
import styles from "./search-panel.module.css";

export interface OpenPanelProps {
  keywords: string[];
  placeholder: string;
  recommendTitle: string;
}

const close = () => uiStore.set({ searchOpen: false });

/**
 * The open search panel, a chunk of its own that search-panel.tsx loads on the first open (most visitors never
 * search, so this stays out of every page's first-load JavaScript).
 */
export function OpenPanel({ keywords, placeholder, recommendTitle }: OpenPanelProps) {
  const t = useTranslations("shell");
  const router = useRouter();
  const recent = useRecentSearches();
  const [value, setValue] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const release = lockPageScroll();
    recentSearches.load();
    inputRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      close();
      // Focus goes back to the header's toggle that opened the panel.
      document.querySelector<HTMLElement>("[data-search-toggle]")?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      release();
    };
  }, []);

  const go = (keyword: string) => {
    recentSearches.add(keyword);
    close();
    router.push(searchHref(keyword));
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    go(value);
  };

  return (
    <>
      <div className={styles.overlay} aria-hidden="true" onClick={close} data-testid="search-overlay" />
      <div id="site-search-panel" className={styles.panel} data-testid="search-panel">
        <div className={styles.inner}>
          <search>
            <form className={styles.form} onSubmit={onSubmit}>
              <input
                ref={inputRef}
                className={styles.input}
                type="search"
                name="keyword"
                aria-label={t("searchKeyword")}
                placeholder={placeholder}
                value={value}
                onChange={(event) => setValue(event.target.value)}
                enterKeyHint="search"
                autoComplete="off"
              />
              <button type="submit" className={styles.submit} aria-label={t("searchSubmit")}>
                <SearchIcon className={styles.submitIcon} />
              </button>
            </form>
          </search>
          <div className={styles.sections}>
            <section className={styles.section} aria-labelledby="search-recommend-title">
              <h2 id="search-recommend-title" className={styles.title}>
                {recommendTitle}
              </h2>
              {keywords.length > 0 ? (
                <ul className={styles.chips}>
                  {keywords.map((keyword) => (
                    <li key={keyword}>
                      <button type="button" className={styles.chip} onClick={() => go(keyword)}>
                        <span aria-hidden="true">#</span>
                        {keyword}
                      </button>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className={styles.empty}>{t("searchNoRecommend")}</p>
              )}
            </section>
            <section className={styles.section} aria-labelledby="search-recent-title">
              <div className={styles.titleRow}>
                <h2 id="search-recent-title" className={styles.title}>
                  {t("searchRecent")}
                </h2>
                {recent.length > 0 ? (
                  <button type="button" className={styles.clearAll} onClick={recentSearches.clear}>
                    {t("searchClearAll")}
                  </button>
                ) : null}
              </div>
              {recent.length > 0 ? (
                <ul className={styles.recent} data-testid="recent-searches">
                  {recent.map((keyword) => (
                    <li key={keyword} className={styles.recentItem}>
                      <button type="button" className={styles.recentKeyword} onClick={() => go(keyword)}>
                        {keyword}
                      </button>
                      <button
                        type="button"
                        className={styles.remove}
                        aria-label={t("searchRemove", { keyword })}
                        onClick={() => recentSearches.remove(keyword)}
                      >
                        <CloseIcon className={styles.removeIcon} />
                      </button>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className={styles.empty}>{t("searchNoRecent")}</p>
              )}
            </section>
          </div>
        </div>
      </div>
    </>
  );
}
