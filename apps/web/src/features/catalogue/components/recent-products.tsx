"use client";

import { useTranslations } from "next-intl";
import { useCallback, useEffect, useState } from "react";
import { useLanguage } from "@/ui/language/language-context";
import { Link } from "@/ui/status/intent-link";
import {
  clearRecentProducts,
  loadRecentProducts,
  type RecentProduct,
  recordRecentProduct,
  removeRecentProduct,
} from "../recent-products";
import { productHref } from "./product-href";
import styles from "./recent-products.module.css";

interface RecentProductsProps {
  /** On a product page: record this view first (so the list is current), and leave the product itself out. */
  currentProductId?: number;
}

/**
 * '최근 본 시술': the visitor's recently viewed treatments, loaded after hydration (per visitor, never cached),
 * with delete-one and delete-all. Renders nothing until there is something to show.
 */
export function RecentProducts({ currentProductId }: RecentProductsProps) {
  const t = useTranslations("catalogueClient");
  // Names in the page's language where the clinic translated them, its Korean otherwise (marked as such).
  const language = useLanguage();
  const [items, setItems] = useState<RecentProduct[]>([]);

  useEffect(() => {
    let active = true;
    (async () => {
      if (currentProductId !== undefined) await recordRecentProduct(currentProductId, language);
      const products = await loadRecentProducts(language);
      if (active) setItems(products);
    })();
    return () => {
      active = false;
    };
  }, [currentProductId, language]);

  const remove = useCallback(
    async (id: number) => {
      if (await removeRecentProduct(id, language))
        setItems((current) => current.filter((item) => item.id !== id));
    },
    [language],
  );
  const koreanUnless = (item: RecentProduct, key: "name" | "categoryName") =>
    language === "ko" || item.translated.includes(key) ? undefined : "ko";
  const clear = useCallback(async () => {
    if (await clearRecentProducts()) setItems([]);
  }, []);

  const shown = items.filter((item) => item.id !== currentProductId);
  if (shown.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="recent-products-title" data-testid="recent-products">
      <div className={styles.header}>
        <h2 id="recent-products-title" className={styles.title}>
          {t("recent")}
        </h2>
        <button type="button" className={styles.clear} onClick={clear}>
          {t("clearAll")}
        </button>
      </div>
      <ul className={styles.list}>
        {shown.map((item) => (
          <li key={item.id} className={styles.item} data-testid="recent-product">
            <Link href={productHref(item.id)} className={styles.link}>
              {item.thumbnailUrl ? (
                // biome-ignore lint/performance/noImgElement: media are served as they are (images.unoptimized)
                <img
                  className={styles.thumb}
                  src={item.thumbnailUrl}
                  alt=""
                  width={56}
                  height={56}
                  loading="lazy"
                />
              ) : (
                <span className={styles.thumb} aria-hidden="true" />
              )}
              <span className={styles.text}>
                <span className={styles.category} lang={koreanUnless(item, "categoryName")}>
                  {item.categoryName}
                </span>
                <span className={styles.name} lang={koreanUnless(item, "name")}>
                  {item.name}
                </span>
              </span>
            </Link>
            <button
              type="button"
              className={styles.remove}
              aria-label={t("removeRecent", { name: item.name })}
              onClick={() => remove(item.id)}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
