import type { EventSummary, ProductOption, ProductSummary } from "@clinic/shared";
import { useLocale, useTranslations } from "next-intl";
import { rowLang } from "@/features/i18n/row-lang";
import { countdownLabel } from "@/features/site/countdown";
import { formatPeriod } from "../dates";
import type { PriceSettings } from "../price";
import { CatalogueImage } from "./catalogue-image";
import { useCountdownText } from "./countdown-text";
import { EVENT_THUMBNAIL_SIZE } from "./event-card";
import { EventProductCard } from "./event-product-card";
import styles from "./event-section.module.css";

export interface EventSectionProduct {
  product: ProductSummary;
  options: readonly ProductOption[] | null;
}

interface EventSectionProps {
  event: EventSummary;
  products: readonly EventSectionProduct[];
  prices: PriceSettings;
}

/** One event on the event products page: its header (countdown, period) and its products; anchor #event-{id}. */
export function EventSection({ event, products, prices }: EventSectionProps) {
  const t = useTranslations("catalogue");
  const language = useLocale();
  const countdown = countdownLabel(event.endDate, { text: useCountdownText() });
  const period = formatPeriod(event.startDate, event.endDate, language);
  const titleId = `event-${event.id}-title`;
  return (
    <section
      id={`event-${event.id}`}
      className={styles.section}
      aria-labelledby={titleId}
      data-testid="event-section"
    >
      <header className={styles.header}>
        {event.thumbnailUrl ? (
          <CatalogueImage
            className={styles.image}
            src={event.thumbnailUrl}
            alt={t("eventImage", { title: event.title })}
            lang={rowLang(language, event, "title")}
            {...EVENT_THUMBNAIL_SIZE}
          />
        ) : null}
        <div className={styles.copy}>
          {countdown ? (
            <p className={styles.countdown} data-testid="event-countdown">
              {countdown}
            </p>
          ) : null}
          <h2 id={titleId} className={styles.title} lang={rowLang(language, event, "title")}>
            {event.title}
          </h2>
          <p className={styles.period}>{period ?? t("always")}</p>
          {event.summary ? (
            <p className={styles.summary} lang={rowLang(language, event, "summary")}>
              {event.summary}
            </p>
          ) : null}
        </div>
      </header>
      {products.length > 0 ? (
        <ul className={styles.products}>
          {products.map(({ product, options }) => (
            <li key={product.id}>
              <EventProductCard product={product} options={options} prices={prices} />
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>{t("eventPreparing")}</p>
      )}
    </section>
  );
}
