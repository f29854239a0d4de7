import { useTranslations } from "next-intl";
import { Link } from "@/ui/status/intent-link";
import { pageCount, pageWindow } from "../paging";
import { hrefWith, type SearchParams } from "../query";
import styles from "./pagination.module.css";

interface PaginationProps {
  /** The list's path, e.g. "/products". */
  pathname: string;
  /** The current query; every other parameter is kept in the links. */
  params: SearchParams;
  page: number;
  pageSize: number;
  total: number;
  /** Query key of the page number. */
  pageParam?: string;
  label?: string;
}

/**
 * Page links (server-rendered, so every page is a shareable, cacheable URL): 이전, a window of page numbers with
 * aria-current on the current one, 다음. Page 1 is the URL without the page parameter. Nothing for a single page.
 */
export function Pagination({
  pathname,
  params,
  page,
  pageSize,
  total,
  pageParam = "page",
  label,
}: PaginationProps) {
  const t = useTranslations("catalogue");
  const count = pageCount(total, pageSize);
  if (count <= 1) return null;
  const current = Math.min(Math.max(page, 1), count);
  const href = (target: number) => hrefWith(pathname, params, { [pageParam]: target > 1 ? target : null });

  return (
    <nav className={styles.pagination} aria-label={label ?? t("pagination")} data-testid="pagination">
      {current > 1 ? (
        <Link className={styles.step} href={href(current - 1)} rel="prev">
          {t("previous")}
        </Link>
      ) : (
        <span className={styles.step} aria-disabled="true">
          {t("previous")}
        </span>
      )}
      <ol className={styles.pages}>
        {pageWindow(current, count).map((number) => (
          <li key={number}>
            <Link
              className={styles.page}
              href={href(number)}
              aria-current={number === current ? "page" : undefined}
              aria-label={t("pageNumber", { number })}
            >
              {number}
            </Link>
          </li>
        ))}
      </ol>
      {current < count ? (
        <Link className={styles.step} href={href(current + 1)} rel="next">
          {t("next")}
        </Link>
      ) : (
        <span className={styles.step} aria-disabled="true">
          {t("next")}
        </span>
      )}
    </nav>
  );
}
