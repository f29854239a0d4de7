import { useLocale, useTranslations } from "next-intl";
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
  lang,
}: {
  href: string;
  active: boolean;
  label: string;
  testId: string;
  lang?: string;
}) {
  const t = useTranslations("catalogue");
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
      <span lang={lang}>{label}</span>
      {active ? <span className="visually-hidden">{t("selected")}</span> : null}
    </Link>
  );
}

/**
 * Filters as links, each toggling one query parameter: a chip per custom badge, '추천 시술만' and '이벤트 제외'
 * (isRecommend, isExcludeEvent). Links keep the page shareable and work without JavaScript.
 */
export function ProductFilterBar({ filters, params, badges }: ProductFilterBarProps) {
  const t = useTranslations("catalogue");
  // The clinic's badges are content: Korean on a foreign page until they can be translated.
  const badgeLang = useLocale() === "ko" ? undefined : "ko";
  return (
    <fieldset className={styles.bar}>
      <legend className="visually-hidden">{t("filters")}</legend>
      {badges.length > 0 ? (
        <ul className={styles.chips} aria-label={t("badges")}>
          {badges.map((badge) => {
            const active = filters.badge === badge;
            return (
              <li key={badge}>
                <Chip
                  href={productListHref(params, { badge: active ? null : badge })}
                  active={active}
                  label={`#${badge}`}
                  testId="filter-badge"
                  lang={badgeLang}
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
          label={t("recommendOnly")}
          testId="filter-recommend"
        />
        <Chip
          href={productListHref(params, { excludeEvent: !filters.excludeEvent })}
          active={filters.excludeEvent}
          label={t("excludeEvent")}
          testId="filter-exclude-event"
        />
      </div>
    </fieldset>
  );
}
