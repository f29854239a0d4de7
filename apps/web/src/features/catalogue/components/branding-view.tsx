import type { Branding } from "@clinic/shared";
import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { rowLang } from "@/features/i18n/row-lang";
import { RichText } from "@/ui/rich-text/rich-text";
import type { PriceSettings } from "../price";
import styles from "./branding-view.module.css";
import { CatalogueImage } from "./catalogue-image";
import { ProductGrid } from "./product-grid";

/** Intrinsic size hint of branding hero artwork (wide 16:9). */
const HERO_SIZE = { width: 1600, height: 900 } as const;

interface BrandingViewProps {
  branding: Branding;
  prices: PriceSettings;
  notice?: ReactNode;
}

/** A branding page: hero with title and subtitle, the story as rich text, and its treatments. */
export function BrandingView({ branding, prices, notice }: BrandingViewProps) {
  const t = useTranslations("catalogue");
  const language = useLocale();
  return (
    <article data-testid="branding">
      {notice ? <div className={`page-container ${styles.notice}`}>{notice}</div> : null}
      <header className={styles.hero}>
        {branding.heroImageUrl ? (
          <CatalogueImage
            className={styles.heroImage}
            src={branding.heroImageUrl}
            alt=""
            priority
            {...HERO_SIZE}
          />
        ) : null}
        <div className={styles.shade} />
        <div className={`page-container ${styles.heroCopy}`}>
          <p className={styles.eyebrow}>BRANDING</p>
          <h1 className={styles.title} lang={rowLang(language, branding, "title")}>
            {branding.title}
          </h1>
          {branding.subtitle ? (
            <p className={styles.subtitle} lang={rowLang(language, branding, "subtitle")}>
              {branding.subtitle}
            </p>
          ) : null}
        </div>
      </header>
      <div className={`page-container ${styles.body}`}>
        <div lang={rowLang(language, branding, "contentHtml")}>
          <RichText html={branding.contentHtml} className={styles.story} />
        </div>
        <section className={styles.related} aria-labelledby="branding-products-title">
          <h2 id="branding-products-title" className={styles.relatedTitle}>
            {t("related")}
          </h2>
          <ProductGrid products={branding.products} prices={prices} emptyText={t("relatedEmpty")} />
        </section>
      </div>
    </article>
  );
}
