import { MAX_PAGE_SIZE } from "@clinic/shared";
import type { Metadata } from "next";
import { getBanners, getProductCategories, getProducts } from "@/features/api";
import { CategoryTabs, categoryTabs } from "@/features/catalogue/components/category-tabs";
import { ListBanners } from "@/features/catalogue/components/list-banners";
import { PageHeading } from "@/features/catalogue/components/page-heading";
import { Pagination } from "@/features/catalogue/components/pagination";
import { ProductFilterBar } from "@/features/catalogue/components/product-filter-bar";
import { ProductGrid } from "@/features/catalogue/components/product-grid";
import { ProductShortcuts } from "@/features/catalogue/components/product-shortcuts";
import { RecentProducts } from "@/features/catalogue/components/recent-products";
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
import { HeaderOptions } from "@/features/shell/components/header/header-options";
import { loadSite } from "@/features/site/load-site";

interface ProductsPageProps {
  params: Promise<{ site: string }>;
  searchParams: Promise<SearchParams>;
}

export async function generateMetadata({ params, searchParams }: ProductsPageProps): Promise<Metadata> {
  const { site } = await params;
  const [{ partner }, categories, query] = await Promise.all([
    loadSite(site),
    getProductCategories(site),
    searchParams,
  ]);
  const { categoryId } = parseProductFilters(query);
  const category = categories.find((row) => row.id === categoryId);
  return pageMetadata({
    partner,
    title: category ? `${category.name} 시술` : "시술 안내",
    description: category?.description ?? "클리닉의 시술을 카테고리별로 살펴보고 가격과 이벤트를 확인하세요.",
    path: PRODUCTS_PATH,
  });
}

/** /products: category tabs, badge and event filters, the product grid with paging, and the visitor's recent views. */
export default async function ProductsPage({ params, searchParams }: ProductsPageProps) {
  const { site } = await params;
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
      <HeaderOptions mobilePageTitle="시술 안내" />
      <ListBanners banners={banners} label="시술 배너" />
      <PageHeading
        eyebrow="TREATMENTS"
        title="시술 안내"
        description={active?.description ?? "피부 고민에 맞는 시술을 찾아보세요."}
      >
        <ProductShortcuts />
      </PageHeading>
      <CategoryTabs
        label="시술 카테고리"
        tabs={categoryTabs(categories, filters.categoryId, (categoryId) =>
          productListHref(query, { categoryId }),
        )}
      />
      <ProductFilterBar filters={filters} params={query} badges={collectBadges(badgeSource.rows)} />
      <p className={styles.total} aria-live="polite">
        총 <strong data-testid="product-total">{list.total}</strong>개의 시술
      </p>
      <ProductGrid
        products={list.rows}
        prices={partner.homepageConfig}
        headingLevel="h2"
        label={active ? `${active.name} 시술 목록` : "시술 목록"}
        emptyText={
          hasNarrowingFilters(filters)
            ? "조건에 맞는 시술이 없습니다. 필터를 바꿔 보세요."
            : "등록된 시술이 없습니다."
        }
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
