import { MAX_PAGE_SIZE, type ProductDetail } from "@clinic/shared";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getEventProducts, getEvents, getProduct } from "@/features/api";
import styles from "@/features/catalogue/category/category.module.css";
import { EventSection, type EventSectionProduct } from "@/features/catalogue/components/event-section";
import { PageHeading } from "@/features/catalogue/components/page-heading";
import { EVENT_PRODUCTS_PATH, ProductShortcuts } from "@/features/catalogue/components/product-shortcuts";
import { pageMetadata } from "@/features/catalogue/metadata";
import { eventPageOptions } from "@/features/catalogue/related";
import { type LanguageParams, siteLanguage } from "@/features/i18n/site-language";
import { HeaderOptions } from "@/features/shell/components/header/header-options";
import { loadSite } from "@/features/site/load-site";
import { noParamsAtBuild } from "@/features/site/static-params";

// Rendered on a clinic's first request, then served from cache (decision 0018).
export const generateStaticParams = noParamsAtBuild;

interface EventProductsPageProps {
  params: Promise<LanguageParams>;
}

export async function generateMetadata({ params }: EventProductsPageProps): Promise<Metadata> {
  const { site } = await params;
  const language = await siteLanguage(params);
  const t = await getTranslations("cataloguePages");
  const { partner } = await loadSite(site);
  return pageMetadata({
    partner,
    title: t("eventProductsTitle"),
    description: t("eventProductsMetaDescription"),
    path: EVENT_PRODUCTS_PATH,
    language,
  });
}

/** Options of each product for the option lists (a product that cannot be read keeps its summary price). */
async function optionsById(site: string, ids: number[]): Promise<Map<number, ProductDetail["options"]>> {
  const results = await Promise.allSettled(ids.map((id) => getProduct(site, id)));
  const map = new Map<number, ProductDetail["options"]>();
  for (const result of results)
    if (result.status === "fulfilled") map.set(result.value.id, result.value.options);
  return map;
}

/** /products/category/event: every visible event with its products and their event prices. */
export default async function EventProductsPage({ params }: EventProductsPageProps) {
  const { site } = await params;
  await siteLanguage(params);
  const t = await getTranslations("cataloguePages");
  const [{ partner }, events] = await Promise.all([
    loadSite(site),
    getEvents(site, { pageSize: MAX_PAGE_SIZE }),
  ]);
  const lists = await Promise.all(
    events.rows.map((event) => getEventProducts(site, event.id, { pageSize: MAX_PAGE_SIZE })),
  );
  const productIds = [...new Set(lists.flatMap((list) => list.rows.map((product) => product.id)))];
  const options = await optionsById(site, productIds);
  const hideDefault = partner.homepageConfig.hideEventPageDefaultProductOption;

  return (
    <div className={`page-container ${styles.page}`}>
      <HeaderOptions mobilePageTitle={t("eventProductsTitle")} />
      <PageHeading
        eyebrow="EVENT"
        title={t("eventProductsTitle")}
        description={t("eventProductsDescription")}
      >
        <ProductShortcuts current="event" />
      </PageHeading>
      {events.rows.length === 0 ? <p className={styles.empty}>{t("noEvents")}</p> : null}
      {events.rows.map((event, index) => {
        const products: EventSectionProduct[] = (lists[index]?.rows ?? []).map((product) => {
          const known = options.get(product.id);
          return { product, options: known ? eventPageOptions(known, hideDefault) : null };
        });
        return (
          <EventSection key={event.id} event={event} products={products} prices={partner.homepageConfig} />
        );
      })}
    </div>
  );
}
