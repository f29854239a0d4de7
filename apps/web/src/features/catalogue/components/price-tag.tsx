import { useLocale, useTranslations } from "next-intl";
import { type PriceLike, type PriceSettings, priceDisplay } from "../price";
import styles from "./price-tag.module.css";

interface PriceTagProps {
  value: PriceLike;
  settings: PriceSettings;
  /** Show 'VAT 포함/별도' next to the price (cards leave it to the page note). */
  showVat?: boolean;
  size?: "default" | "large";
  className?: string;
  /** The page's language, inside an element marked as the clinic's Korean content (issue 29). */
  lang?: string;
}

/** A price as the clinic wants it shown: '가격 상담', or the price with the struck original and the % off. */
export function PriceTag({
  value,
  settings,
  showVat = false,
  size = "default",
  className,
  lang,
}: PriceTagProps) {
  const t = useTranslations("catalogue");
  const display = priceDisplay(value, settings, {
    language: useLocale(),
    consult: t("priceConsult"),
    vatIncluded: t("vatIncluded"),
    vatExcluded: t("vatExcluded"),
  });
  const classes = [styles.price, className].filter(Boolean).join(" ");
  if (display.kind === "consult") {
    return (
      <p className={classes} data-size={size} data-testid="price" lang={lang}>
        <span className={styles.consult}>{display.text}</span>
      </p>
    );
  }
  return (
    <p className={classes} data-size={size} data-testid="price" lang={lang}>
      {display.discount ? (
        <span className={styles.discount}>
          <span className="visually-hidden">{t("discountRate")}</span>
          {display.discount}
        </span>
      ) : null}
      <strong className={styles.amount}>{display.text}</strong>
      {display.original ? (
        <del className={styles.original}>
          <span className="visually-hidden">{t("originalPrice")}</span>
          {display.original}
        </del>
      ) : null}
      {showVat ? <span className={styles.vat}>{display.vat}</span> : null}
    </p>
  );
}
