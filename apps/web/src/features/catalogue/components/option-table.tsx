import type { ProductOption } from "@clinic/shared";
import { useLocale, useTranslations } from "next-intl";
import { rowLang } from "@/features/i18n/row-lang";
import { AddToCartButton } from "@/features/reservation/components/add-to-cart-button";
import { formatDuration, type PriceSettings } from "../price";
import styles from "./option-table.module.css";
import { PriceTag } from "./price-tag";

interface OptionTableProps {
  options: readonly ProductOption[];
  prices: PriceSettings;
}

/**
 * The product's options with duration and price (discounts as strike-through and %), a '장바구니 담기' button
 * each, and the VAT note.
 */
export function OptionTable({ options, prices }: OptionTableProps) {
  const t = useTranslations("catalogue");
  const language = useLocale();
  if (options.length === 0) return null;
  const hasDuration = options.some((option) => formatDuration(option.durationMinutes) !== null);
  return (
    <div className={styles.wrap}>
      <table className={styles.table} data-testid="option-table">
        <caption className="visually-hidden">{t("optionCaption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("option")}</th>
            {hasDuration ? <th scope="col">{t("duration")}</th> : null}
            <th scope="col" className={styles.priceHead}>
              {t("price")}
            </th>
            <th scope="col">
              <span className="visually-hidden">{t("cart")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {options.map((option) => (
            <tr key={option.id}>
              <th
                scope="row"
                className={styles.name}
                lang={rowLang(language, option, "name")}
                id={`option-${option.id}-name`}
              >
                {option.name}
              </th>
              {hasDuration ? (
                <td className={styles.duration}>{formatDuration(option.durationMinutes, language) ?? "-"}</td>
              ) : null}
              <td className={styles.price}>
                <PriceTag value={option} settings={prices} className={styles.priceTag} />
              </td>
              <td className={styles.cart}>
                <AddToCartButton
                  productOptionId={option.id}
                  optionName={option.name}
                  price={option.price}
                  describedBy={
                    rowLang(language, option, "name") === language ? undefined : `option-${option.id}-name`
                  }
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {prices.hasPriceView ? (
        <p className={styles.note} data-testid="vat-note">
          {t("vatNote", { vat: prices.isIncludeVat ? t("vatIncluded") : t("vatExcluded") })}
        </p>
      ) : (
        <p className={styles.note}>{t("consultNote")}</p>
      )}
    </div>
  );
}
