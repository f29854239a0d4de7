import type { ProductSummary } from "@clinic/shared";
import { useLocale, useTranslations } from "next-intl";
import { rowLang } from "@/features/i18n/row-lang";
import { Link } from "@/ui/status/intent-link";
import type { PriceSettings } from "../price";
import { Badges } from "./badges";
import { CatalogueImage } from "./catalogue-image";
import { PriceTag } from "./price-tag";
import styles from "./product-card.module.css";
import { productHref } from "./product-href";

export { productHref };

/** Intrinsic size hint of product thumbnails (square artwork); CSS scales them to the card. */
export const PRODUCT_THUMBNAIL_SIZE = 600;

interface ProductCardProps {
  product: ProductSummary;
  /** homepageConfig.hasPriceView / isIncludeVat of the clinic. */
  prices: PriceSettings;
  /** Defaults to /products/{id}. */
  href?: string;
  /** Heading level of the product name inside the page outline. */
  headingLevel?: "h2" | "h3";
}

/** A treatment as a card: thumbnail with badges, category, name, summary and price; the whole card is one link. */
export function ProductCard({ product, prices, href, headingLevel = "h3" }: ProductCardProps) {
  const Heading = headingLevel;
  const t = useTranslations("catalogue");
  const language = useLocale();
  return (
    <article className={styles.card} data-testid="product-card" data-product-id={product.id}>
      <Link href={href ?? productHref(product.id)} className={styles.link}>
        <div className={styles.media}>
          {product.thumbnailUrl ? (
            <CatalogueImage
              className={styles.image}
              src={product.thumbnailUrl}
              alt={t("productImage", { name: product.name })}
              lang={rowLang(language, product, "name")}
              width={PRODUCT_THUMBNAIL_SIZE}
              height={PRODUCT_THUMBNAIL_SIZE}
            />
          ) : (
            <span
              className={styles.placeholder}
              aria-hidden="true"
              lang={rowLang(language, product, "categoryName")}
            >
              {product.categoryName}
            </span>
          )}
          <Badges
            className={styles.badges}
            customBadges={product.customBadges}
            inEvent={product.eventIds.length > 0}
            lang={rowLang(language, product, "customBadges")}
          />
        </div>
        <div className={styles.body}>
          <p className={styles.category} lang={rowLang(language, product, "categoryName")}>
            {product.categoryName}
          </p>
          <Heading className={styles.name} lang={rowLang(language, product, "name")}>
            {product.name}
          </Heading>
          {product.summary ? (
            <p className={styles.summary} lang={rowLang(language, product, "summary")}>
              {product.summary}
            </p>
          ) : null}
          <PriceTag className={styles.price} value={product} settings={prices} />
        </div>
      </Link>
    </article>
  );
}
