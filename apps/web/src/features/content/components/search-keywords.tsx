import { useLocale, useTranslations } from "next-intl";
import { searchHref } from "@/features/site/recent-searches";
import { Link } from "@/ui/status/intent-link";
import styles from "./search-form.module.css";

/** The clinic's recommended keywords (the header panel's list) as links to their searches. */
export function SearchKeywords({ keywords }: { keywords: string[] }) {
  const t = useTranslations("content");
  // The clinic's keywords are Korean content (per-language keywords come with the search per language).
  const lang = useLocale() === "ko" ? undefined : "ko";
  if (keywords.length === 0) return null;
  return (
    <ul className={styles.keywords} aria-label={t("suggestedKeywords")}>
      {keywords.map((keyword) => (
        <li key={keyword}>
          <Link href={searchHref(keyword)} className={styles.keyword} lang={lang}>
            #{keyword}
          </Link>
        </li>
      ))}
    </ul>
  );
}
