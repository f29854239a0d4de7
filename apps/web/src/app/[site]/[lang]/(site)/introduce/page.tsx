import { richTextToPlainText } from "@clinic/shared/rich-text";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getDoctors, getPageContent, getShortenWorks } from "@/features/api";
import { pageMetadata } from "@/features/catalogue/metadata";
import { DoctorPreview } from "@/features/content/components/doctor-preview";
import { IntroduceLinks } from "@/features/content/components/introduce-links";
import { IntroduceNav } from "@/features/content/components/introduce-nav";
import styles from "@/features/content/components/introduce-sections.module.css";
import { PageBody, PageHeading } from "@/features/content/components/page-heading";
import { ShortenWorks } from "@/features/content/components/shorten-works";
import { orNull } from "@/features/content/or-null";
import { rowLang } from "@/features/i18n/row-lang";
import { type LanguageParams, siteLanguage } from "@/features/i18n/site-language";
import { HeaderOptions } from "@/features/shell/components/header/header-options";
import { loadSite } from "@/features/site/load-site";
import { noParamsAtBuild } from "@/features/site/static-params";
import { RichText } from "@/ui/rich-text/rich-text";

// Rendered on a clinic's first request, then served from cache (decision 0018).
export const generateStaticParams = noParamsAtBuild;

const PATH = "/introduce";

interface IntroducePageProps {
  params: Promise<LanguageParams>;
}

export async function generateMetadata({ params }: IntroducePageProps): Promise<Metadata> {
  const language = await siteLanguage(params);
  const t = await getTranslations("contentPages");
  const { site } = await params;
  const [{ partner }, content] = await Promise.all([
    loadSite(site),
    orNull(getPageContent(site, "INTRODUCE")),
  ]);
  return pageMetadata({
    language,
    partner,
    title: t("introduceTitle"),
    description: content ? richTextToPlainText(content.contentHtml, 160) : null,
    path: PATH,
  });
}

/** The clinic's introduction text, a preview of its doctors, the other introduction pages and its short clips. */
export default async function IntroducePage({ params }: IntroducePageProps) {
  const language = await siteLanguage(params);
  const t = await getTranslations("contentPages");
  const { site } = await params;
  const [content, doctors, works] = await Promise.all([
    // A clinic that has not written its introduction yet still gets the rest of the page.
    orNull(getPageContent(site, "INTRODUCE")),
    getDoctors(site),
    getShortenWorks(site),
  ]);

  return (
    <>
      <HeaderOptions mobilePageTitle={t("introduceTitle")} />
      <PageHeading
        eyebrow="About us"
        title={content?.title ?? t("introduceTitle")}
        titleLang={content ? rowLang(language, content, "title") : undefined}
      >
        <IntroduceNav current={PATH} />
      </PageHeading>
      <PageBody>
        {content ? (
          <div
            className={styles.intro}
            data-testid="introduce-content"
            lang={rowLang(language, content, "contentHtml")}
          >
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
