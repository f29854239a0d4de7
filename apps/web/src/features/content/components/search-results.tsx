import type { SearchResult } from "@clinic/shared";
import { EventCard } from "@/features/catalogue/components/event-card";
import { ProductGrid } from "@/features/catalogue/components/product-grid";
import { formatDate } from "@/features/catalogue/dates";
import type { PriceSettings } from "@/features/catalogue/price";
import { Link } from "@/ui/status/intent-link";
import { boardPostHref } from "../board-links";
import { isoDate } from "../dates";
import { SEARCH_GROUPS, type SearchGroupKey } from "../search-groups";
import styles from "./search.module.css";

interface SearchResultsProps {
  result: SearchResult;
  prices: PriceSettings;
}

function GroupHeading({ group, total, shown }: { group: SearchGroupKey; total: number; shown: number }) {
  const { title } = SEARCH_GROUPS[group];
  return (
    <div className={styles.groupHead}>
      <h2 id={`search-${group}-title`} className={styles.groupTitle}>
        {title} <span className={styles.groupCount}>{total}건</span>
      </h2>
      {total > shown ? <p className={styles.groupNote}>이 중 {shown}건을 보여 드립니다.</p> : null}
    </div>
  );
}

/** The three result groups with their totals; empty groups are left out (the page shows the no-result state). */
export function SearchResults({ result, prices }: SearchResultsProps) {
  const { products, events, contents } = result;
  return (
    <>
      {products.total > 0 ? (
        <section id="search-products" className={styles.group} aria-labelledby="search-products-title">
          <GroupHeading group="products" total={products.total} shown={products.rows.length} />
          <ProductGrid products={products.rows} prices={prices} headingLevel="h3" label="검색된 시술" />
        </section>
      ) : null}
      {events.total > 0 ? (
        <section id="search-events" className={styles.group} aria-labelledby="search-events-title">
          <GroupHeading group="events" total={events.total} shown={events.rows.length} />
          <ul className={styles.eventGrid} aria-label="검색된 이벤트">
            {events.rows.map((event) => (
              <li key={event.id}>
                <EventCard event={event} headingLevel="h3" />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {contents.total > 0 ? (
        <section id="search-contents" className={styles.group} aria-labelledby="search-contents-title">
          <GroupHeading group="contents" total={contents.total} shown={contents.rows.length} />
          <ul className={styles.contentList} data-testid="search-contents">
            {contents.rows.map((post) => (
              <li key={post.id}>
                <Link href={boardPostHref(post.boardTypeId, post.id)} className={styles.contentRow}>
                  <span className={styles.contentTitle}>{post.title}</span>
                  {post.excerpt ? <span className={styles.contentExcerpt}>{post.excerpt}</span> : null}
                  <time className={styles.contentDate} dateTime={isoDate(post.createdAt)}>
                    {formatDate(post.createdAt)}
                  </time>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
