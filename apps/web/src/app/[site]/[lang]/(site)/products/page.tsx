import { MAX_PAGE_SIZE } from "@clinic/shared";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getBanners, getProductCategories, getProducts } from "@/features/api";
import { CategoryTabs, categoryTabs } from "@/features/catalogue/components/category-tabs";
import { ListBanners } from "@/features/catalogue/components/list-banners";
import { PageHeading } from "@/features/catalogue/components/page-heading";
import { Pagination } from "@/features/catalogue/components/pagination";
import { ProductFilterBar } from "@/features/catalogue/components/product-filter-bar";
import { ProductGrid } from "@/features/catalogue/components/product-grid";
import { ProductShortcuts } from "@/features/catalogue/components/product-shortcuts";
import { RecentProducts } from "@/features/catalogue/components/recent-products-loader";
import { pageMetadata } from "@/features/catalogue/metadata";
import {
  collectBadges,
  hasNarrowingFilters,
  PRODUCTS_PATH,
  parseProductFilters,
  productApiQuery,
  productListHref,
} from "@/features/catalogue/product-filters";
import styles from "@/features/catalogue/products.module.css";
import type { SearchParams } from "@/features/catalogue/query";
import { rowLang } from "@/features/i18n/row-lang";
import { type LanguageParams, siteLanguage } from "@/features/i18n/site-language";
import { HeaderOptions } from "@/features/shell/components/header/header-options";
import { loadSite } from "@/features/site/load-site";

interface ProductsPageProps {
  params: Promise<LanguageParams>;
  searchParams: Promise<SearchParams>;
}

export async function generateMetadata({ params, searchParams }: ProductsPageProps): Promise<Metadata> {
  const { site } = await params;
  const language = await siteLanguage(params);
  const t = await getTranslations("cataloguePages");
  const [{ partner }, categories, query] = await Promise.all([
    loadSite(site),
    getProductCategories(site),
    searchParams,
  ]);
  const { categoryId } = parseProductFilters(query);
  const category = categories.find((row) => row.id === categoryId);
  return pageMetadata({
    partner,
    title: category ? t("productsCategoryTitle", { name: category.name }) : t("productsTitle"),
    description: category?.description ?? t("productsMetaDescription"),
    path: PRODUCTS_PATH,
    language,
  });
}

/** /products: category tabs, badge and event filters, the product grid with paging, and the visitor's recent views. */
export default async function ProductsPage({ params, searchParams }: ProductsPageProps) {
  const { site } = await params;
  const language = await siteLanguage(params);
  const t = await getTranslations("cataloguePages");
  const tc = await getTranslations("catalogue");
  const query = await searchParams;
  const parsed = parseProductFilters(query);
  const [{ partner }, categories, banners] = await Promise.all([
    loadSite(site),
    getProductCategories(site),
    getBanners(site, "PRODUCT_LIST"),
  ]);
  // A category that is not (or no longer) listed shows the whole catalogue rather than an error.
  const filters = categories.some((category) => category.id === parsed.categoryId)
    ? parsed
    : { ...parsed, categoryId: null };
  const [list, badgeSource] = await Promise.all([
    getProducts(site, productApiQuery(filters)),
    // The API has no list of badges: they are read off the category's products (one cached call).
    getProducts(site, { categoryId: filters.categoryId ?? undefined, pageSize: MAX_PAGE_SIZE }),
  ]);
  const active = categories.find((category) => category.id === filters.categoryId);

  return (
    <div className="page-container">
      <HeaderOptions mobilePageTitle={t("productsTitle")} />
      <ListBanners banners={banners} label={t("productBanners")} />
      <PageHeading
        eyebrow="TREATMENTS"
        title={t("productsTitle")}
        description={active?.description ?? t("productsDescription")}
        descriptionLang={active?.description ? rowLang(language, active, "description") : undefined}
      >
        <ProductShortcuts />
      </PageHeading>
      <CategoryTabs
        label={t("categories")}
        tabs={categoryTabs(
          categories,
          filters.categoryId,
          (categoryId) => productListHref(query, { categoryId }),
          tc("all"),
        )}
      />
      <ProductFilterBar filters={filters} params={query} badges={collectBadges(badgeSource.rows)} />
      <p className={styles.total} aria-live="polite">
        {t.rich("total", {
          count: list.total,
          strong: (chunks) => <strong data-testid="product-total">{chunks}</strong>,
        })}
      </p>
      <ProductGrid
        products={list.rows}
        prices={partner.homepageConfig}
        headingLevel="h2"
        label={active ? t("categoryList", { name: active.name }) : t("productList")}
        emptyText={hasNarrowingFilters(filters) ? t("noMatch") : tc("productEmpty")}
      />
      <Pagination
        pathname={PRODUCTS_PATH}
        params={query}
        page={filters.page}
        pageSize={list.pageSize}
        total={list.total}
      />
      <RecentProducts />
      <div className={styles.bottomSpace} />
    </div>
  );
}
