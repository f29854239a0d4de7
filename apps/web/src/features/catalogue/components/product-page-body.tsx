import { type EventSummary, MAX_PAGE_SIZE, type ProductDetail as Product } from "@clinic/shared";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { getBeforeAfters, getEvents } from "@/features/api";
import type { PriceSettings } from "../price";
import { relatedCases } from "../related";
import { BeforeAfterCard } from "./before-after-card";
import { ProductDetail } from "./product-detail";
import styles from "./product-detail.module.css";
import { RecentProducts } from "./recent-products-loader";

/** Before/after cases shown under a product. */
export const PRODUCT_CASES_SHOWN = 4;
/** How many of the newest cases are searched for ones of this product (the API cannot filter by product). */
const CASES_SCANNED = 20;

interface ProductPageBodyProps {
  site: string;
  product: Product;
  prices: PriceSettings;
  notice?: ReactNode;
  secret?: boolean;
  /** Events to show besides the visible ones the product belongs to (e.g. the secret event of the link). */
  extraEvents?: readonly EventSummary[];
  /**
   * Record the view and show the visitor's recent products. Never for secret products (the API refuses them, and a
   * secret treatment must not surface in a list) and not on previews.
   */
  trackRecent?: boolean;
}

/** A product page with its data around it: the events it belongs to, related before/after cases, recent views. */
export async function ProductPageBody({
  site,
  product,
  prices,
  notice,
  secret,
  extraEvents = [],
  trackRecent = !secret,
}: ProductPageBodyProps) {
  const [events, cases] = await Promise.all([
    getEvents(site, { pageSize: MAX_PAGE_SIZE }),
    getBeforeAfters(site, { page: 1, pageSize: CASES_SCANNED, isNoYouth: false }),
  ]);
  const memberOf = events.rows.filter((event) => product.eventIds.includes(event.id));
  const shownEvents = [
    ...extraEvents,
    ...memberOf.filter((event) => !extraEvents.some((e) => e.id === event.id)),
  ];
  const shownCases = relatedCases(cases.rows, product.id, PRODUCT_CASES_SHOWN);
  const t = await getTranslations("catalogue");

  return (
    <ProductDetail product={product} prices={prices} events={shownEvents} notice={notice} secret={secret}>
      {shownCases.length > 0 ? (
        <section className={styles.section} aria-labelledby="product-cases-title">
          <h2 id="product-cases-title" className={styles.sectionTitle}>
            {t("cases")}
          </h2>
          <ul className={styles.cases}>
            {shownCases.map((item) => (
              <li key={item.id}>
                <BeforeAfterCard item={item} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {trackRecent ? <RecentProducts currentProductId={product.id} /> : null}
    </ProductDetail>
  );
}
