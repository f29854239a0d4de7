import type { ProductOption, ProductSummary } from "@clinic/shared";
import { useLocale, useTranslations } from "next-intl";
import { rowLang } from "@/features/i18n/row-lang";
import { Link } from "@/ui/status/intent-link";
import type { PriceSettings } from "../price";
import { Badges } from "./badges";
import { CatalogueImage } from "./catalogue-image";
import styles from "./event-product-card.module.css";
import { PriceTag } from "./price-tag";
import { PRODUCT_THUMBNAIL_SIZE } from "./product-card";
import { productHref } from "./product-href";

interface EventProductCardProps {
  product: ProductSummary;
  /** The options to list (already without the default one when the clinic hides it); null = not known. */
  options: readonly ProductOption[] | null;
  prices: PriceSettings;
}

/** A product inside an event section: picture, name, summary and the event's option prices. */
export function EventProductCard({ product, options, prices }: EventProductCardProps) {
  const t = useTranslations("catalogue");
  const language = useLocale();
  return (
    <article className={styles.card} data-testid="event-product" data-product-id={product.id}>
      <Link href={productHref(product.id)} className={styles.link}>
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
          ) : null}
        </div>
        <div className={styles.body}>
          <Badges customBadges={product.customBadges} lang={rowLang(language, product, "customBadges")} />
          <h3 className={styles.name} lang={rowLang(language, product, "name")}>
            {product.name}
          </h3>
          {product.summary ? (
            <p className={styles.summary} lang={rowLang(language, product, "summary")}>
              {product.summary}
            </p>
          ) : null}
          {options === null ? (
            <PriceTag value={product} settings={prices} />
          ) : options.length > 0 ? (
            <ul
              className={styles.options}
              aria-label={t("productOptions", { name: product.name })}
              lang={rowLang(language, product, "name")}
            >
              {options.map((option) => (
                <li key={option.id} className={styles.option}>
                  <span className={styles.optionName} lang={rowLang(language, option, "name")}>
                    {option.name}
                  </span>
                  <PriceTag value={option} settings={prices} className={styles.optionPrice} lang={language} />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </Link>
    </article>
  );
}
