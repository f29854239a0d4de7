import type { ExhibitionSummary } from "@clinic/shared";
import { useLocale, useTranslations } from "next-intl";
import { rowLang } from "@/features/i18n/row-lang";
import { Link } from "@/ui/status/intent-link";
import { formatPeriod } from "../dates";
import { CatalogueImage } from "./catalogue-image";
import { EVENT_THUMBNAIL_SIZE } from "./event-card";
// Exhibitions are laid out like event cards, without the countdown.
import styles from "./event-card.module.css";

export const exhibitionHref = (id: number) => `/exhibitions/${id}`;

/** An exhibition (a curated set of treatments) as a card linking to its page. */
export function ExhibitionCard({
  exhibition,
  headingLevel = "h2",
}: {
  exhibition: ExhibitionSummary;
  headingLevel?: "h2" | "h3";
}) {
  const Heading = headingLevel;
  const t = useTranslations("catalogue");
  const language = useLocale();
  const period = formatPeriod(exhibition.startDate, exhibition.endDate, language);
  return (
    <article className={styles.card} data-testid="exhibition-card" data-exhibition-id={exhibition.id}>
      <Link href={exhibitionHref(exhibition.id)} className={styles.link}>
        <div className={styles.media}>
          {exhibition.thumbnailUrl ? (
            <CatalogueImage
              className={styles.image}
              src={exhibition.thumbnailUrl}
              alt={t("exhibitionImage", { title: exhibition.title })}
              lang={rowLang(language, exhibition, "title")}
              {...EVENT_THUMBNAIL_SIZE}
            />
          ) : null}
        </div>
        <div className={styles.body}>
          <Heading className={styles.title} lang={rowLang(language, exhibition, "title")}>
            {exhibition.title}
          </Heading>
          <p className={styles.period}>{period ?? t("always")}</p>
          {exhibition.summary ? (
            <p className={styles.summary} lang={rowLang(language, exhibition, "summary")}>
              {exhibition.summary}
            </p>
          ) : null}
          {exhibition.productCount > 0 ? (
            <p className={styles.count}>{t("productCount", { count: exhibition.productCount })}</p>
          ) : null}
        </div>
      </Link>
    </article>
  );
}
