"use client";

import Form from "next/form";
import { recentSearches } from "@/features/header/recent-search-store";
import styles from "./search-form.module.css";

/**
 * The search page's own form: a GET form to /search (works without JavaScript; with it, Next navigates
 * client-side). A submitted keyword joins the header panel's recent searches, as a search from the panel does.
 */
export function SearchForm({ keyword }: { keyword: string }) {
  return (
    <search className={styles.formWrap}>
      <Form
        action="/search"
        className={styles.form}
        onSubmit={(event) => {
          const value = new FormData(event.currentTarget).get("keyword");
          if (typeof value === "string") recentSearches.add(value);
        }}
      >
        <input
          className={styles.input}
          type="search"
          name="keyword"
          defaultValue={keyword}
          aria-label="검색할 단어"
          placeholder="시술, 이벤트, 콘텐츠를 검색해 보세요"
          maxLength={50}
          enterKeyHint="search"
          autoComplete="off"
        />
        <button type="submit" className={styles.submit}>
          검색
        </button>
      </Form>
    </search>
  );
}
