import type { EventSummary, ProductDetail as Product } from "@clinic/shared";
import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { KoreanNote } from "@/features/content/components/korean-note";
import { rowLang, rowShowsKorean } from "@/features/i18n/row-lang";
import { RichText } from "@/ui/rich-text/rich-text";
import { formatDuration, type PriceSettings } from "../price";
import { Badges } from "./badges";
import { EventCard } from "./event-card";
import { OptionTable } from "./option-table";
import { PriceTag } from "./price-tag";
import styles from "./product-detail.module.css";
import { ProductGallery } from "./product-gallery";
import { ReserveButton } from "./reserve-button";

interface ProductDetailProps {
  product: Product;
  prices: PriceSettings;
  /** Visible events the product belongs to. */
  events: readonly EventSummary[];
  /** A strip above the product (secret-link or preview notice). */
  notice?: ReactNode;
  /** Reached through a secret event link: shows the '시크릿 이벤트' badge. */
  secret?: boolean;
  /** Sections after the description (before/after cases, recent views). */
  children?: ReactNode;
}

/** The product page body shared by /products/{id}, its secret link and its preview. */
export function ProductDetail({
  product,
  prices,
  events,
  notice,
  secret = false,
  children,
}: ProductDetailProps) {
  const images =
    product.imageUrls.length > 0 ? product.imageUrls : product.thumbnailUrl ? [product.thumbnailUrl] : [];
  const defaultOption = product.options.find((option) => option.isDefault) ?? product.options[0];
  const t = useTranslations("catalogue");
  const language = useLocale();
  const duration = formatDuration(defaultOption?.durationMinutes ?? null, language);
  return (
    <article className={`page-container ${styles.page}`} data-testid="product-detail">
      {notice}
      <KoreanNote shown={rowShowsKorean(language, product, ["name", "summary", "contentHtml"])} />
      <div className={styles.top}>
        <ProductGallery images={images} name={product.name} nameLang={rowLang(language, product, "name")} />
        <div className={styles.info}>
          <p className={styles.category} lang={rowLang(language, product, "categoryName")}>
            {product.categoryName}
          </p>
          <h1 className={styles.name} lang={rowLang(language, product, "name")}>
            {product.name}
          </h1>
          <Badges
            customBadges={product.customBadges}
            inEvent={events.length > 0}
            secret={secret}
            lang={rowLang(language, product, "customBadges")}
          />
          {product.summary ? (
            <p
              className={styles.summary}
              lang={rowLang(language, product, "summary")}
              data-testid="product-summary"
            >
              {product.summary}
            </p>
          ) : null}
          <dl className={styles.facts}>
            <div>
              <dt>{t("mainPrice")}</dt>
              <dd>
                <PriceTag value={product} settings={prices} size="large" />
              </dd>
            </div>
            {duration ? (
              <div>
                <dt>{t("duration")}</dt>
                <dd>{duration}</dd>
              </div>
            ) : null}
          </dl>
          <OptionTable options={product.options} prices={prices} />
          <ReserveButton productId={product.id} />
          {product.tags.length > 0 ? (
            <ul className={styles.tags} aria-label={t("tags")} lang={rowLang(language, product, "tags")}>
              {product.tags.map((tag) => (
                <li key={tag}>#{tag}</li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
      <section className={styles.section} aria-labelledby="product-content-title">
        <h2 id="product-content-title" className={styles.sectionTitle}>
          {t("about")}
        </h2>
        <div lang={rowLang(language, product, "contentHtml")} data-testid="product-content">
          <RichText html={product.contentHtml} />
        </div>
      </section>
      {events.length > 0 ? (
        <section className={styles.section} aria-labelledby="product-events-title">
          <h2 id="product-events-title" className={styles.sectionTitle}>
            {t("runningEvents")}
          </h2>
          <ul className={styles.events}>
            {events.map((event) => (
              <li key={event.id}>
                <EventCard event={event} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {children}
    </article>
  );
}
