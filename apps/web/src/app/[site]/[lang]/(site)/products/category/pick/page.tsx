import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getRecommendedProducts } from "@/features/api";
import styles from "@/features/catalogue/category/category.module.css";
import { PageHeading } from "@/features/catalogue/components/page-heading";
import { ProductGrid } from "@/features/catalogue/components/product-grid";
import { PICK_PATH, ProductShortcuts } from "@/features/catalogue/components/product-shortcuts";
import { pageMetadata } from "@/features/catalogue/metadata";
import { type LanguageParams, siteLanguage } from "@/features/i18n/site-language";
import { HeaderOptions } from "@/features/shell/components/header/header-options";
import { loadSite } from "@/features/site/load-site";
import { noParamsAtBuild } from "@/features/site/static-params";

// Rendered on a clinic's first request, then served from cache (decision 0018).
export const generateStaticParams = noParamsAtBuild;

interface PickPageProps {
  params: Promise<LanguageParams>;
}

export async function generateMetadata({ params }: PickPageProps): Promise<Metadata> {
  const { site } = await params;
  const language = await siteLanguage(params);
  const t = await getTranslations("cataloguePages");
  const { partner } = await loadSite(site);
  return pageMetadata({
    partner,
    title: t("pickTitle"),
    description: t("pickMetaDescription"),
    path: PICK_PATH,
    language,
  });
}

/** /products/category/pick: the clinic's recommended treatments, in its order. */
export default async function PickPage({ params }: PickPageProps) {
  const { site } = await params;
  await siteLanguage(params);
  const t = await getTranslations("cataloguePages");
  const [{ partner }, products] = await Promise.all([loadSite(site), getRecommendedProducts(site)]);
  return (
    <div className={`page-container ${styles.page}`}>
      <HeaderOptions mobilePageTitle={t("pickTitle")} />
      <PageHeading eyebrow="DOCTOR'S PICK" title={t("pickTitle")} description={t("pickDescription")}>
        <ProductShortcuts current="pick" />
      </PageHeading>
      <ProductGrid
        products={products}
        prices={partner.homepageConfig}
        headingLevel="h2"
        label={t("pickList")}
        emptyText={t("pickEmpty")}
      />
    </div>
  );
}
