import { searchHref } from "@/features/site/recent-searches";
import { Link } from "@/ui/status/intent-link";
import styles from "./search-form.module.css";

/** The clinic's recommended keywords (the header panel's list) as links to their searches. */
export function SearchKeywords({ keywords }: { keywords: string[] }) {
  if (keywords.length === 0) return null;
  return (
    <ul className={styles.keywords} aria-label="추천 검색어">
      {keywords.map((keyword) => (
        <li key={keyword}>
          <Link href={searchHref(keyword)} className={styles.keyword}>
            #{keyword}
          </Link>
        </li>
      ))}
    </ul>
  );
}
