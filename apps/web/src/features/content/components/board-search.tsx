import Form from "next/form";
import { useTranslations } from "next-intl";
import { typedLang } from "@/features/i18n/row-lang";
import { Link } from "@/ui/status/intent-link";
import styles from "./board-list.module.css";

interface BoardSearchProps {
  /** The board's list path; the form submits ?keyword= to it (page 1). */
  action: string;
  keyword: string;
  total: number;
}

/** The board's keyword search: a GET form (shareable URL), and the result count with a way back to all posts. */
export function BoardSearch({ action, keyword, total }: BoardSearchProps) {
  const t = useTranslations("content");
  const strong = (chunks: React.ReactNode) => <strong>{chunks}</strong>;
  const kw = (chunks: React.ReactNode) => <strong lang={typedLang(keyword)}>{chunks}</strong>;
  return (
    <div className={styles.toolbar}>
      <p className={styles.count} aria-live="polite">
        {keyword ? (
          <>
            {t.rich("searchResult", { keyword, count: total, strong, kw })}
            <Link href={action} className={styles.reset}>
              {t("allPosts")}
            </Link>
          </>
        ) : (
          t.rich("totalCount", { count: total, strong })
        )}
      </p>
      <search className={styles.searchWrap}>
        <Form action={action} className={styles.search}>
          <input
            className={styles.searchInput}
            type="search"
            name="keyword"
            defaultValue={keyword}
            aria-label={t("postSearchLabel")}
            placeholder={t("postSearchPlaceholder")}
            maxLength={50}
            enterKeyHint="search"
          />
          <button type="submit" className={styles.searchButton}>
            {t("search")}
          </button>
        </Form>
      </search>
    </div>
  );
}
