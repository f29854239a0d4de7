import { richTextToPlainText } from "@clinic/shared/rich-text";
import type { Metadata } from "next";
import { DoctorPreview } from "../../../../components/content/doctor-preview";
import { IntroduceLinks } from "../../../../components/content/introduce-links";
import { IntroduceNav } from "../../../../components/content/introduce-nav";
import styles from "../../../../components/content/introduce-sections.module.css";
import { PageBody, PageHeading } from "../../../../components/content/page-heading";
import { RichText } from "../../../../components/content/rich-text";
import { ShortenWorks } from "../../../../components/content/shorten-works";
import { HeaderOptions } from "../../../../components/shell/header/header-options";
import { getDoctors, getPageContent, getShortenWorks } from "../../../../lib/api";
import { pageMetadata } from "../../../../lib/catalogue/metadata";
import { orNull } from "../../../../lib/content/or-null";
import { loadSite } from "../../../../lib/site/load-site";
import { noParamsAtBuild } from "../../../../lib/site/static-params";

// Rendered on a clinic's first request, then served from cache (decision 0018).
export const generateStaticParams = noParamsAtBuild;

const PATH = "/introduce";
const TITLE = "병원 소개";

interface IntroducePageProps {
  params: Promise<{ site: string }>;
}

export async function generateMetadata({ params }: IntroducePageProps): Promise<Metadata> {
  const { site } = await params;
  const [{ partner }, content] = await Promise.all([
    loadSite(site),
    orNull(getPageContent(site, "INTRODUCE")),
  ]);
  return pageMetadata({
    partner,
    title: TITLE,
    description: content ? richTextToPlainText(content.contentHtml, 160) : null,
    path: PATH,
  });
}

/** The clinic's introduction text, a preview of its doctors, the other introduction pages and its short clips. */
export default async function IntroducePage({ params }: IntroducePageProps) {
  const { site } = await params;
  const [content, doctors, works] = await Promise.all([
    // A clinic that has not written its introduction yet still gets the rest of the page.
    orNull(getPageContent(site, "INTRODUCE")),
    getDoctors(site),
    getShortenWorks(site),
  ]);

  return (
    <>
      <HeaderOptions mobilePageTitle={TITLE} />
      <PageHeading eyebrow="About us" title={content?.title ?? TITLE}>
        <IntroduceNav current={PATH} />
      </PageHeading>
      <PageBody>
        {content ? (
          <div className={styles.intro} data-testid="introduce-content">
            <RichText html={content.contentHtml} />
          </div>
        ) : null}
        {doctors.length > 0 ? <DoctorPreview doctors={doctors} /> : null}
        {works.length > 0 ? <ShortenWorks works={works} /> : null}
        <IntroduceLinks />
      </PageBody>
    </>
  );
}
