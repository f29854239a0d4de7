import { richTextToPlainText } from "@clinic/shared/rich-text";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getExhibition, orNotFound } from "@/features/api";
import { CatalogueImage } from "@/features/catalogue/components/catalogue-image";
import { ProductGrid } from "@/features/catalogue/components/product-grid";
import { formatPeriod } from "@/features/catalogue/dates";
import styles from "@/features/catalogue/exhibition.module.css";
import { pageMetadata } from "@/features/catalogue/metadata";
import { parseId } from "@/features/catalogue/query";
import { KoreanNote } from "@/features/content/components/korean-note";
import { rowLang, rowShowsKorean } from "@/features/i18n/row-lang";
import { type LanguageParams, siteLanguage } from "@/features/i18n/site-language";
import { HeaderOptions } from "@/features/shell/components/header/header-options";
import { loadSite } from "@/features/site/load-site";
import { noParamsAtBuild } from "@/features/site/static-params";
import { RichText } from "@/ui/rich-text/rich-text";

// Rendered on a clinic's first request for this id, then served from cache (decision 0018).
export const generateStaticParams = noParamsAtBuild;

interface ExhibitionPageProps {
  params: Promise<LanguageParams & { exhibitionId: string }>;
}

const DESCRIPTION_LENGTH = 120;
/** Intrinsic size hint of exhibition banners (wide artwork). */
const BANNER_SIZE = { width: 1400, height: 500 } as const;

async function load(params: ExhibitionPageProps["params"]) {
  const { site, exhibitionId } = await params;
  const id = parseId(exhibitionId);
  if (id === null) notFound();
  const [siteData, exhibition] = await Promise.all([loadSite(site), orNotFound(getExhibition(site, id))]);
  return { ...siteData, exhibition };
}

export async function generateMetadata({ params }: ExhibitionPageProps): Promise<Metadata> {
  const language = await siteLanguage(params);
  const { partner, exhibition } = await load(params);
  return pageMetadata({
    language,
    partner,
    title: exhibition.title,
    description: exhibition.summary ?? richTextToPlainText(exhibition.contentHtml, DESCRIPTION_LENGTH),
    path: `/exhibitions/${exhibition.id}`,
    image: exhibition.bannerImageUrl ?? exhibition.thumbnailUrl,
  });
}

/** /exhibitions/{id}: the exhibition's banner, its story and its treatments. */
export default async function ExhibitionPage({ params }: ExhibitionPageProps) {
  const language = await siteLanguage(params);
  const t = await getTranslations("cataloguePages");
  const { partner, exhibition } = await load(params);
  const period = formatPeriod(exhibition.startDate, exhibition.endDate, language);
  const banner = exhibition.bannerImageUrl ?? exhibition.thumbnailUrl;
  return (
    <article className={`page-container ${styles.page}`} data-testid="exhibition">
      <HeaderOptions mobilePageTitle={t("exhibitionsTitle")} />
      <KoreanNote shown={rowShowsKorean(language, exhibition, ["title", "summary", "contentHtml"])} />
      <header className={styles.header}>
        <p className={styles.eyebrow}>EXHIBITION</p>
        <h1 className={styles.title} lang={rowLang(language, exhibition, "title")}>
          {exhibition.title}
        </h1>
        {period ? <p className={styles.period}>{period}</p> : null}
        {exhibition.summary ? (
          <p className={styles.summary} lang={rowLang(language, exhibition, "summary")}>
            {exhibition.summary}
          </p>
        ) : null}
      </header>
      {banner ? (
        <CatalogueImage className={styles.banner} src={banner} alt="" priority {...BANNER_SIZE} />
      ) : null}
      <div lang={rowLang(language, exhibition, "contentHtml")}>
        <RichText html={exhibition.contentHtml} className={styles.story} />
      </div>
      <section className={styles.products} aria-labelledby="exhibition-products-title">
        <h2 id="exhibition-products-title" className={styles.productsTitle}>
          {t("exhibitionProducts")}
        </h2>
        <ProductGrid
          products={exhibition.products}
          prices={partner.homepageConfig}
          emptyText={t("exhibitionPreparing")}
        />
      </section>
    </article>
  );
}
