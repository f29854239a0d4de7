import { useTranslations } from "next-intl";
import { typedLang } from "@/features/i18n/row-lang";
import { Link } from "@/ui/status/intent-link";
import type { GroupSummary } from "../search-groups";
import styles from "./search.module.css";

/** '‘리프’ 검색 결과 16건' and the per-group counts, each jumping to its section. */
export function SearchSummary({
  keyword,
  groups,
  total,
}: {
  keyword: string;
  groups: GroupSummary[];
  total: number;
}) {
  const t = useTranslations("content");
  const strong = (chunks: React.ReactNode) => <strong>{chunks}</strong>;
  const kw = (chunks: React.ReactNode) => <strong lang={typedLang(keyword)}>{chunks}</strong>;
  return (
    <div className={styles.summary} data-testid="search-summary">
      <p className={styles.summaryText} aria-live="polite">
        {keyword
          ? t.rich("searchResult", { keyword, count: total, strong, kw })
          : t.rich("totalCount", { count: total, strong })}
      </p>
      <ul className={styles.counts}>
        {groups.map((group) => (
          <li key={group.key} data-group={group.key}>
            {group.anchor ? (
              <Link href={group.anchor} className={styles.countLink}>
                {t("groupCount", { title: t(`groups.${group.key}`), count: group.total })}
              </Link>
            ) : (
              <span className={styles.countLink} aria-disabled="true">
                {t("groupCount", { title: t(`groups.${group.key}`), count: group.total })}
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
