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
  return (
    <div className={styles.summary} data-testid="search-summary">
      <p className={styles.summaryText} aria-live="polite">
        {keyword ? (
          <>
            <strong>‘{keyword}’</strong> 검색 결과 <strong>{total}</strong>건
          </>
        ) : (
          <>
            전체 <strong>{total}</strong>건
          </>
        )}
      </p>
      <ul className={styles.counts}>
        {groups.map((group) => (
          <li key={group.key} data-group={group.key}>
            {group.anchor ? (
              <Link href={group.anchor} className={styles.countLink}>
                {group.title} {group.total}건
              </Link>
            ) : (
              <span className={styles.countLink} aria-disabled="true">
                {group.title} {group.total}건
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
