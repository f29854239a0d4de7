import type { SearchResult } from "@clinic/shared";
import { useLocale, useTranslations } from "next-intl";
import { EventCard } from "@/features/catalogue/components/event-card";
import { ProductGrid } from "@/features/catalogue/components/product-grid";
import { formatDate } from "@/features/catalogue/dates";
import type { PriceSettings } from "@/features/catalogue/price";
import { rowLang } from "@/features/i18n/row-lang";
import { Link } from "@/ui/status/intent-link";
import { boardPostHref } from "../board-links";
import { isoDate } from "../dates";
import type { SearchGroupKey } from "../search-groups";
import styles from "./search.module.css";

interface SearchResultsProps {
  result: SearchResult;
  prices: PriceSettings;
}

function GroupHeading({ group, total, shown }: { group: SearchGroupKey; total: number; shown: number }) {
  const t = useTranslations("content");
  const title = t(`groups.${group}`);
  return (
    <div className={styles.groupHead}>
      <h2 id={`search-${group}-title`} className={styles.groupTitle}>
        {title} <span className={styles.groupCount}>{t("resultCount", { count: total })}</span>
      </h2>
      {total > shown ? <p className={styles.groupNote}>{t("resultShown", { shown })}</p> : null}
    </div>
  );
}

/** The three result groups with their totals; empty groups are left out (the page shows the no-result state). */
export function SearchResults({ result, prices }: SearchResultsProps) {
  const t = useTranslations("content");
  const language = useLocale();
  const { products, events, contents } = result;
  return (
    <>
      {products.total > 0 ? (
        <section id="search-products" className={styles.group} aria-labelledby="search-products-title">
          <GroupHeading group="products" total={products.total} shown={products.rows.length} />
          <ProductGrid
            products={products.rows}
            prices={prices}
            headingLevel="h3"
            label={t("foundProducts")}
          />
        </section>
      ) : null}
      {events.total > 0 ? (
        <section id="search-events" className={styles.group} aria-labelledby="search-events-title">
          <GroupHeading group="events" total={events.total} shown={events.rows.length} />
          <ul className={styles.eventGrid} aria-label={t("foundEvents")}>
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
                  <span className={styles.contentTitle} lang={rowLang(language, post, "title")}>
                    {post.title}
                  </span>
                  {post.excerpt ? (
                    <span className={styles.contentExcerpt} lang={rowLang(language, post, "contentHtml")}>
                      {post.excerpt}
                    </span>
                  ) : null}
                  <time className={styles.contentDate} dateTime={isoDate(post.createdAt)}>
                    {formatDate(post.createdAt, language)}
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
