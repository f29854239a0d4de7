import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getSpaces } from "@/features/api";
import { pageMetadata } from "@/features/catalogue/metadata";
import { EmptyState } from "@/features/content/components/empty-state";
import { IntroduceNav } from "@/features/content/components/introduce-nav";
import { PageBody, PageHeading } from "@/features/content/components/page-heading";
import { SpaceGallery } from "@/features/content/components/space-gallery";
import { type LanguageParams, siteLanguage } from "@/features/i18n/site-language";
import { HeaderOptions } from "@/features/shell/components/header/header-options";
import { partnerDisplayName } from "@/features/site/format";
import { loadSite } from "@/features/site/load-site";
import { noParamsAtBuild } from "@/features/site/static-params";

// Rendered on a clinic's first request, then served from cache (decision 0018).
export const generateStaticParams = noParamsAtBuild;

const PATH = "/introduce/space";

interface SpacePageProps {
  params: Promise<LanguageParams>;
}

export async function generateMetadata({ params }: SpacePageProps): Promise<Metadata> {
  const language = await siteLanguage(params);
  const t = await getTranslations("contentPages");
  const { site } = await params;
  const [{ partner }, spaces] = await Promise.all([loadSite(site), getSpaces(site)]);
  return pageMetadata({
    language,
    partner,
    title: t("spaceTitle"),
    description: t("spaceMeta", {
      name: partnerDisplayName(partner),
      spaces: spaces.map((space) => space.title).join(", "),
    }),
    path: PATH,
    image: spaces[0]?.imageUrl,
  });
}

/** The clinic's spaces as a captioned gallery; a picture opens a larger view. */
export default async function SpacePage({ params }: SpacePageProps) {
  await siteLanguage(params);
  const t = await getTranslations("contentPages");
  const { site } = await params;
  const spaces = await getSpaces(site);
  return (
    <>
      <HeaderOptions mobilePageTitle={t("spaceTitle")} />
      <PageHeading eyebrow="Space" title={t("spaceTitle")} description={t("spaceDescription")}>
        <IntroduceNav current={PATH} />
      </PageHeading>
      <PageBody>
        {spaces.length > 0 ? <SpaceGallery spaces={spaces} /> : <EmptyState title={t("noSpaces")} />}
      </PageBody>
    </>
  );
}
