import Form from "next/form";
import { useTranslations } from "next-intl";
import styles from "@/features/content/components/board-list.module.css";
import { typedLang } from "@/features/i18n/row-lang";
import { Link } from "@/ui/status/intent-link";
import { FAQ_PATH } from "./cscenter-links";

/**
 * The FAQ's own search: a GET form to ?keyword= (shareable URL; the API filters questions and answers), the
 * number of matching questions and the way back to all of them.
 */
export function FaqSearch({ keyword, count }: { keyword: string; count: number }) {
  const t = useTranslations("cscenter");
  const strong = (chunks: React.ReactNode) => <strong>{chunks}</strong>;
  const kw = (chunks: React.ReactNode) => <strong lang={typedLang(keyword)}>{chunks}</strong>;
  return (
    <div className={styles.toolbar}>
      <p className={styles.count} aria-live="polite">
        {keyword ? (
          <>
            {t.rich("searchResult", { keyword, count, strong, kw })}
            <Link href={FAQ_PATH} className={styles.reset}>
              {t("allQuestions")}
            </Link>
          </>
        ) : (
          t.rich("totalCount", { count, strong })
        )}
      </p>
      <search className={styles.searchWrap}>
        <Form action={FAQ_PATH} className={styles.search}>
          <input
            className={styles.searchInput}
            type="search"
            name="keyword"
            defaultValue={keyword}
            aria-label={t("faqSearchLabel")}
            placeholder={t("faqSearchPlaceholder")}
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
