"use client";

import { usePathname, useRouter } from "next/navigation";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { uiStore, useUi } from "../../../lib/client-state/ui-state";
import { recentSearches, useRecentSearches } from "../../../lib/header/recent-search-store";
import { lockPageScroll } from "../../../lib/header/scroll-lock";
import { searchHref } from "../../../lib/site/recent-searches";
import { CloseIcon, SearchIcon } from "./header-icons";
import styles from "./search-panel.module.css";

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
export function SearchPanel({
  keywords,
  placeholder = "검색어를 입력해 주세요",
  recommendTitle = "인기 시술 추천",
}: SearchPanelProps) {
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
  return <OpenPanel keywords={keywords} placeholder={placeholder} recommendTitle={recommendTitle} />;
}

function OpenPanel({ keywords, placeholder, recommendTitle }: Required<SearchPanelProps>) {
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
                aria-label="검색어"
                placeholder={placeholder}
                value={value}
                onChange={(event) => setValue(event.target.value)}
                enterKeyHint="search"
                autoComplete="off"
              />
              <button type="submit" className={styles.submit} aria-label="검색하기">
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
                <p className={styles.empty}>추천 검색어가 없습니다.</p>
              )}
            </section>
            <section className={styles.section} aria-labelledby="search-recent-title">
              <div className={styles.titleRow}>
                <h2 id="search-recent-title" className={styles.title}>
                  최근 검색어
                </h2>
                {recent.length > 0 ? (
                  <button type="button" className={styles.clearAll} onClick={recentSearches.clear}>
                    전체 삭제
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
                        aria-label={`최근 검색어 ${keyword} 삭제`}
                        onClick={() => recentSearches.remove(keyword)}
                      >
                        <CloseIcon className={styles.removeIcon} />
                      </button>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className={styles.empty}>최근 검색어가 없습니다.</p>
              )}
            </section>
          </div>
        </div>
      </div>
    </>
  );
}
