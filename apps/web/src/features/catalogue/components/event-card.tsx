import type { EventSummary } from "@clinic/shared";
import { useLocale, useTranslations } from "next-intl";
import { rowLang } from "@/features/i18n/row-lang";
import { countdownLabel } from "@/features/site/countdown";
import { Link } from "@/ui/status/intent-link";
import { formatPeriod } from "../dates";
import { CatalogueImage } from "./catalogue-image";
import { useCountdownText } from "./countdown-text";
import styles from "./event-card.module.css";

/** Intrinsic size hint of event thumbnails (square artwork with its copy inside, so never cropped). */
export const EVENT_THUMBNAIL_SIZE = { width: 800, height: 800 } as const;

/**
 * Events have no page of their own in the route table: a card opens the event's section on the event products
 * page.
 */
export const eventHref = (id: number) => `/products/category/event#event-${id}`;

interface EventCardProps {
  event: EventSummary;
  href?: string;
  headingLevel?: "h2" | "h3";
  /** "Now" for the countdown (tests); defaults to the time of rendering. */
  now?: Date;
}

/** An event as a card: thumbnail with the countdown label of spec 5, title, period and summary. */
export function EventCard({ event, href, headingLevel = "h3", now }: EventCardProps) {
  const Heading = headingLevel;
  const t = useTranslations("catalogue");
  const language = useLocale();
  const countdown = countdownLabel(event.endDate, { now, text: useCountdownText() });
  const period = formatPeriod(event.startDate, event.endDate, language);
  return (
    <article className={styles.card} data-testid="event-card" data-event-id={event.id}>
      <Link href={href ?? eventHref(event.id)} className={styles.link}>
        <div className={styles.media}>
          {event.thumbnailUrl ? (
            <CatalogueImage
              className={styles.image}
              src={event.thumbnailUrl}
              alt={t("eventImage", { title: event.title })}
              lang={rowLang(language, event, "title")}
              width={EVENT_THUMBNAIL_SIZE.width}
              height={EVENT_THUMBNAIL_SIZE.height}
            />
          ) : null}
          {countdown ? (
            <span className={styles.countdown} data-testid="event-countdown">
              {countdown}
            </span>
          ) : null}
        </div>
        <div className={styles.body}>
          <Heading className={styles.title} lang={rowLang(language, event, "title")}>
            {event.title}
          </Heading>
          {period ? (
            <p className={styles.period}>
              <span className="visually-hidden">{t("period")}</span>
              {period}
            </p>
          ) : (
            <p className={styles.period}>{t("always")}</p>
          )}
          {event.summary ? (
            <p className={styles.summary} lang={rowLang(language, event, "summary")}>
              {event.summary}
            </p>
          ) : null}
          {event.productCount > 0 ? (
            <p className={styles.count}>{t("productCount", { count: event.productCount })}</p>
          ) : null}
        </div>
      </Link>
    </article>
  );
}
