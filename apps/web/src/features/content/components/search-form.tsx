"use client";

import Form from "next/form";
import { useTranslations } from "next-intl";
import { recentSearches } from "@/features/header/recent-search-store";
import styles from "./search-form.module.css";

/**
 * The search page's own form: a GET form to /search (works without JavaScript; with it, Next navigates
 * client-side). A submitted keyword joins the header panel's recent searches, as a search from the panel does.
 */
export function SearchForm({ keyword }: { keyword: string }) {
  const t = useTranslations("contentClient");
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
          aria-label={t("searchWord")}
          placeholder={t("searchPlaceholder")}
          maxLength={50}
          enterKeyHint="search"
          autoComplete="off"
        />
        <button type="submit" className={styles.submit}>
          {t("search")}
        </button>
      </Form>
    </search>
  );
}
