import { getTranslations } from "next-intl/server";
import {
  getBanners,
  getBeforeAfters,
  getEvents,
  getPartnerReviews,
  getRecommendedProducts,
} from "@/features/api";
import { ProductGrid } from "@/features/catalogue/components/product-grid";
import { BeforeAfterGrid } from "@/features/home/components/before-after-grid";
import { ClinicIntro } from "@/features/home/components/clinic-intro";
import { EventRow } from "@/features/home/components/event-row";
import { HeroBanners } from "@/features/home/components/hero-banners";
import { HOME_LIMITS } from "@/features/home/components/home-limits";
import { HomeSection } from "@/features/home/components/home-section";
import { MiddleBanners } from "@/features/home/components/middle-banners";
import { Reviews } from "@/features/home/components/reviews";
import { type LanguageParams, siteLanguage } from "@/features/i18n/site-language";
import { partnerDisplayName } from "@/features/site/format";
import { loadSite } from "@/features/site/load-site";
import { noParamsAtBuild } from "@/features/site/static-params";

// Rendered on a clinic's first request, then served from cache (decision 0018).
export const generateStaticParams = noParamsAtBuild;

interface HomePageProps {
  params: Promise<LanguageParams>;
}

/** A home section whose data cannot be read is left out rather than taking the whole page down. */
async function optional<T>(read: Promise<T>, what: string): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    console.warn(`[home] ${what} unavailable; the section is left out`, error);
    return null;
  }
}

/**
 * Home, in the order clinic sites use: MAIN_TOP hero, recommended treatments, running events, MAIN_MIDDLE
 * banners, before/after cases, reviews, then the clinic's hours and directions.
 */
export default async function HomePage({ params }: HomePageProps) {
  const { site } = await params;
  await siteLanguage(params);
  const t = await getTranslations("home");
  const [{ partner, siteConfig }, topBanners, middleBanners, picks, events, cases, reviews] =
    await Promise.all([
      loadSite(site),
      getBanners(site, "MAIN_TOP"),
      getBanners(site, "MAIN_MIDDLE"),
      optional(getRecommendedProducts(site), "recommended products"),
      optional(getEvents(site, { page: 1, pageSize: HOME_LIMITS.events }), "events"),
      optional(
        getBeforeAfters(site, { page: 1, pageSize: HOME_LIMITS.beforeAfters, isNoYouth: false }),
        "before/after cases",
      ),
      optional(getPartnerReviews(site, { page: 1, pageSize: HOME_LIMITS.reviews }), "reviews"),
    ]);
  const name = partnerDisplayName(partner);
  const recommended = picks?.slice(0, HOME_LIMITS.recommendedProducts) ?? [];

  return (
    <>
      <h1 className="visually-hidden" lang="ko">
        {name}
      </h1>
      {topBanners.length > 0 ? <HeroBanners banners={topBanners} eyebrow={name} /> : null}
      {recommended.length > 0 ? (
        <HomeSection
          id="recommended"
          eyebrow="DOCTOR'S PICK"
          title={t("recommended")}
          more={{ href: "/products/category/pick", label: t("allRecommended") }}
        >
          <ProductGrid products={recommended} prices={partner.homepageConfig} />
        </HomeSection>
      ) : null}
      {events && events.rows.length > 0 ? (
        <HomeSection
          id="events"
          eyebrow="EVENT"
          title={t("events")}
          tone="light"
          more={{ href: "/events", label: t("allEvents") }}
        >
          <EventRow events={events.rows} />
        </HomeSection>
      ) : null}
      {middleBanners.length > 0 ? <MiddleBanners banners={middleBanners} /> : null}
      {cases && cases.rows.length > 0 ? (
        <HomeSection
          id="before-after"
          eyebrow="BEFORE & AFTER"
          title={t("cases")}
          description={t("casesText")}
        >
          <BeforeAfterGrid items={cases.rows} />
        </HomeSection>
      ) : null}
      {reviews && reviews.rows.length > 0 ? (
        <HomeSection id="reviews" eyebrow="REVIEW" title={t("reviews")} tone="light">
          <Reviews reviews={reviews.rows} averageRating={reviews.averageRating} total={reviews.total} />
        </HomeSection>
      ) : null}
      <ClinicIntro partner={partner} siteConfig={siteConfig} />
    </>
  );
}
