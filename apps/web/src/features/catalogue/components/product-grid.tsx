import type { ProductSummary } from "@clinic/shared";
import { useTranslations } from "next-intl";
import type { PriceSettings } from "../price";
import { ProductCard } from "./product-card";
import styles from "./product-grid.module.css";

interface ProductGridProps {
  products: readonly ProductSummary[];
  prices: PriceSettings;
  /** Shown instead of the grid when there are no products. */
  emptyText?: string;
  headingLevel?: "h2" | "h3";
  /** Link of each card; defaults to the product page. */
  hrefOf?: (product: ProductSummary) => string;
  label?: string;
}

/** Product cards in a responsive grid (4 columns on desktop, 3 / 2 on smaller screens). */
export function ProductGrid({ products, prices, emptyText, headingLevel, hrefOf, label }: ProductGridProps) {
  const t = useTranslations("catalogue");
  if (products.length === 0) {
    return (
      <p className={styles.empty} data-testid="product-empty">
        {emptyText ?? t("productEmpty")}
      </p>
    );
  }
  return (
    <ul className={styles.grid} aria-label={label} data-testid="product-grid">
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            prices={prices}
            headingLevel={headingLevel}
            href={hrefOf?.(product)}
          />
        </li>
      ))}
    </ul>
  );
}
