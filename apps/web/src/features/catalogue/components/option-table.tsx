import type { ProductOption } from "@clinic/shared";
import { AddToCartButton } from "@/features/reservation/components/add-to-cart-button";
import { formatDuration, type PriceSettings, VAT_TEXT } from "../price";
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
  if (options.length === 0) return null;
  const hasDuration = options.some((option) => formatDuration(option.durationMinutes) !== null);
  return (
    <div className={styles.wrap}>
      <table className={styles.table} data-testid="option-table">
        <caption className="visually-hidden">시술 옵션과 가격</caption>
        <thead>
          <tr>
            <th scope="col">옵션</th>
            {hasDuration ? <th scope="col">소요 시간</th> : null}
            <th scope="col" className={styles.priceHead}>
              가격
            </th>
            <th scope="col">
              <span className="visually-hidden">장바구니</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {options.map((option) => (
            <tr key={option.id}>
              <th scope="row" className={styles.name}>
                {option.name}
              </th>
              {hasDuration ? (
                <td className={styles.duration}>{formatDuration(option.durationMinutes) ?? "-"}</td>
              ) : null}
              <td className={styles.price}>
                <PriceTag value={option} settings={prices} className={styles.priceTag} />
              </td>
              <td className={styles.cart}>
                <AddToCartButton productOptionId={option.id} optionName={option.name} price={option.price} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {prices.hasPriceView ? (
        <p className={styles.note} data-testid="vat-note">
          표시된 가격은 {prices.isIncludeVat ? VAT_TEXT.included : VAT_TEXT.excluded} 금액입니다.
        </p>
      ) : (
        <p className={styles.note}>가격은 상담 후 안내해 드립니다.</p>
      )}
    </div>
  );
}
