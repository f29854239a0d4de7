import { ClinicIntro } from "../../../components/home/clinic-intro";
import { HeroBanners } from "../../../components/home/hero-banners";
import { MiddleBanners } from "../../../components/home/middle-banners";
import { getBanners } from "../../../lib/api";
import { partnerDisplayName } from "../../../lib/site/format";
import { loadSite } from "../../../lib/site/load-site";

interface HomePageProps {
  params: Promise<{ site: string }>;
}

/** Home: the clinic's MAIN_TOP banners as the hero, its introduction, then the MAIN_MIDDLE banners. */
export default async function HomePage({ params }: HomePageProps) {
  const { site } = await params;
  const [{ partner, siteConfig }, topBanners, middleBanners] = await Promise.all([
    loadSite(site),
    getBanners(site, "MAIN_TOP"),
    getBanners(site, "MAIN_MIDDLE"),
  ]);
  const name = partnerDisplayName(partner);

  return (
    <>
      <h1 className="visually-hidden">{name}</h1>
      {topBanners.length > 0 ? <HeroBanners banners={topBanners} eyebrow={name} /> : null}
      <ClinicIntro partner={partner} siteConfig={siteConfig} />
      {middleBanners.length > 0 ? <MiddleBanners banners={middleBanners} /> : null}
    </>
  );
}
