import { REVIEW_FORM_PREFIX, reviewTokenSchema } from "@clinic/shared";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { orNotFound } from "@/features/api/not-found";
import { getReviewForm } from "@/features/api/review-links";
import { pageMetadata } from "@/features/catalogue/metadata";
import { PageBody, PageHeading } from "@/features/content/components/page-heading";
import { type LanguageParams, siteLanguage } from "@/features/i18n/site-language";
import { reviewLocales, reviewTexts } from "@/features/reviews/dictionary";
import { reviewPageLanguage } from "@/features/reviews/review-form-state";
import { withClinic } from "@/features/reviews/with-clinic";
import { ReviewForm } from "@/features/reviews/write/components/review-form";
import { ReviewOutcome } from "@/features/reviews/write/components/review-outcome";
import styles from "@/features/reviews/write/components/review-page.module.css";
import { VisitSummary } from "@/features/reviews/write/components/visit-summary";
import { HeaderOptions } from "@/features/shell/components/header/header-options";
import { loadSite } from "@/features/site/load-site";

interface ReviewWritePageProps {
  params: Promise<LanguageParams & { token: string }>;
  searchParams: Promise<{ lang?: string | string[] }>;
}

/** The link's visit; a token of the wrong shape never reaches the API, an unknown one is the 404 page. */
async function formOf(site: string, token: string) {
  if (!reviewTokenSchema.safeParse(token).success) notFound();
  return orNotFound(getReviewForm(site, token));
}

export async function generateMetadata({ params, searchParams }: ReviewWritePageProps): Promise<Metadata> {
  const [{ site, token }, { lang }] = await Promise.all([params, searchParams]);
  const pageLanguage = await siteLanguage(params);
  const [{ partner }] = await Promise.all([loadSite(site), formOf(site, token)]);
  return pageMetadata({
    language: pageLanguage,
    partner,
    title: reviewTexts[reviewPageLanguage(lang, pageLanguage)].title,
    path: `${REVIEW_FORM_PREFIX}${token}`,
    // A personal link: never in search results, never followed.
    noindex: true,
  });
}

/**
 * /reviews/write/{token}: the review form a clinic texts after a visit (decision 16). No sign-in: the link is the
 * permission. Speaks ?lang=ko|en|ja|zh, else the page's language (Traditional Chinese on /zh-TW/); a written link shows thanks, an old one its expiry.
 */
export default async function ReviewWritePage({ params, searchParams }: ReviewWritePageProps) {
  const [{ site, token }, { lang }] = await Promise.all([params, searchParams]);
  const language = reviewPageLanguage(lang, await siteLanguage(params));
  const texts = reviewTexts[language];
  const form = await formOf(site, token);
  return (
    <div lang={reviewLocales[language]}>
      <HeaderOptions mobilePageTitle={texts.title} />
      <PageHeading
        eyebrow="Review"
        title={texts.title}
        description={withClinic(texts.lead, form.partnerName)}
      />
      <PageBody narrow>
        <div className={styles.layout}>
          <VisitSummary form={form} language={language} />
          {form.status === "OPEN" ? (
            <ReviewForm token={token} language={language} clinic={form.partnerName} />
          ) : (
            <ReviewOutcome
              kind={form.status === "SUBMITTED" ? "submitted" : "expired"}
              language={language}
              clinic={form.partnerName}
            />
          )}
        </div>
      </PageBody>
    </div>
  );
}
