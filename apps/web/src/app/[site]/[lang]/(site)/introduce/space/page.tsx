import type { Metadata } from "next";
import { getSpaces } from "@/features/api";
import { pageMetadata } from "@/features/catalogue/metadata";
import { EmptyState } from "@/features/content/components/empty-state";
import { IntroduceNav } from "@/features/content/components/introduce-nav";
import { PageBody, PageHeading } from "@/features/content/components/page-heading";
import { SpaceGallery } from "@/features/content/components/space-gallery";
import { HeaderOptions } from "@/features/shell/components/header/header-options";
import { partnerDisplayName } from "@/features/site/format";
import { loadSite } from "@/features/site/load-site";
import { noParamsAtBuild } from "@/features/site/static-params";

// Rendered on a clinic's first request, then served from cache (decision 0018).
export const generateStaticParams = noParamsAtBuild;

const PATH = "/introduce/space";
const TITLE = "둘러보기";

interface SpacePageProps {
  params: Promise<{ site: string }>;
}

export async function generateMetadata({ params }: SpacePageProps): Promise<Metadata> {
  const { site } = await params;
  const [{ partner }, spaces] = await Promise.all([loadSite(site), getSpaces(site)]);
  return pageMetadata({
    partner,
    title: TITLE,
    description: `${partnerDisplayName(partner)}의 공간을 사진으로 둘러보세요. ${spaces.map((space) => space.title).join(", ")}`,
    path: PATH,
    image: spaces[0]?.imageUrl,
  });
}

/** The clinic's spaces as a captioned gallery; a picture opens a larger view. */
export default async function SpacePage({ params }: SpacePageProps) {
  const { site } = await params;
  const spaces = await getSpaces(site);
  return (
    <>
      <HeaderOptions mobilePageTitle={TITLE} />
      <PageHeading eyebrow="Space" title={TITLE} description="편안한 진료를 위해 준비한 공간을 소개합니다.">
        <IntroduceNav current={PATH} />
      </PageHeading>
      <PageBody>
        {spaces.length > 0 ? (
          <SpaceGallery spaces={spaces} />
        ) : (
          <EmptyState title="등록된 공간 사진이 없습니다." />
        )}
      </PageBody>
    </>
  );
}
