import type { Metadata } from "next";
import { getRecommendedProducts } from "@/features/api";
import styles from "@/features/catalogue/category/category.module.css";
import { PageHeading } from "@/features/catalogue/components/page-heading";
import { ProductGrid } from "@/features/catalogue/components/product-grid";
import { PICK_PATH, ProductShortcuts } from "@/features/catalogue/components/product-shortcuts";
import { pageMetadata } from "@/features/catalogue/metadata";
import { HeaderOptions } from "@/features/shell/components/header/header-options";
import { loadSite } from "@/features/site/load-site";
import { noParamsAtBuild } from "@/features/site/static-params";

// Rendered on a clinic's first request, then served from cache (decision 0018).
export const generateStaticParams = noParamsAtBuild;

interface PickPageProps {
  params: Promise<{ site: string }>;
}

const TITLE = "추천 시술";

export async function generateMetadata({ params }: PickPageProps): Promise<Metadata> {
  const { site } = await params;
  const { partner } = await loadSite(site);
  return pageMetadata({
    partner,
    title: TITLE,
    description: "의료진이 추천하는 대표 시술을 모았습니다.",
    path: PICK_PATH,
  });
}

/** /products/category/pick: the clinic's recommended treatments, in its order. */
export default async function PickPage({ params }: PickPageProps) {
  const { site } = await params;
  const [{ partner }, products] = await Promise.all([loadSite(site), getRecommendedProducts(site)]);
  return (
    <div className={`page-container ${styles.page}`}>
      <HeaderOptions mobilePageTitle={TITLE} />
      <PageHeading
        eyebrow="DOCTOR'S PICK"
        title={TITLE}
        description="의료진이 자신 있게 추천하는 대표 시술입니다."
      >
        <ProductShortcuts current="pick" />
      </PageHeading>
      <ProductGrid
        products={products}
        prices={partner.homepageConfig}
        headingLevel="h2"
        label="추천 시술 목록"
        emptyText="추천 시술이 아직 없습니다."
      />
    </div>
  );
}
