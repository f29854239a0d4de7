import { Link } from "@/ui/status/intent-link";
import { type ProductListFilters, productListHref } from "../product-filters";
import type { SearchParams } from "../query";
import styles from "./product-filter-bar.module.css";

interface ProductFilterBarProps {
  filters: ProductListFilters;
  params: SearchParams;
  /** Custom badges found among the category's products. */
  badges: readonly string[];
}

function Chip({
  href,
  active,
  label,
  testId,
}: {
  href: string;
  active: boolean;
  label: string;
  testId: string;
}) {
  return (
    <Link
      className={styles.chip}
      href={href}
      data-active={active || undefined}
      data-testid={testId}
      scroll={false}
    >
      {active ? (
        <span className={styles.check} aria-hidden="true">
          ✓
        </span>
      ) : null}
      {label}
      {active ? <span className="visually-hidden"> (선택됨)</span> : null}
    </Link>
  );
}

/**
 * Filters as links, each toggling one query parameter: a chip per custom badge, '추천 시술만' and '이벤트 제외'
 * (isRecommend, isExcludeEvent). Links keep the page shareable and work without JavaScript.
 */
export function ProductFilterBar({ filters, params, badges }: ProductFilterBarProps) {
  return (
    <fieldset className={styles.bar}>
      <legend className="visually-hidden">시술 필터</legend>
      {badges.length > 0 ? (
        <ul className={styles.chips} aria-label="배지">
          {badges.map((badge) => {
            const active = filters.badge === badge;
            return (
              <li key={badge}>
                <Chip
                  href={productListHref(params, { badge: active ? null : badge })}
                  active={active}
                  label={`#${badge}`}
                  testId="filter-badge"
                />
              </li>
            );
          })}
        </ul>
      ) : null}
      <div className={styles.toggles}>
        <Chip
          href={productListHref(params, { recommendOnly: !filters.recommendOnly })}
          active={filters.recommendOnly}
          label="추천 시술만"
          testId="filter-recommend"
        />
        <Chip
          href={productListHref(params, { excludeEvent: !filters.excludeEvent })}
          active={filters.excludeEvent}
          label="이벤트 제외"
          testId="filter-exclude-event"
        />
      </div>
    </fieldset>
  );
}
