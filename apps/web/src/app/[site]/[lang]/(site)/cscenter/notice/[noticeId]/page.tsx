import { richTextToPlainText } from "@clinic/shared/rich-text";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getNotice, orNotFound } from "@/features/api";
import { pageMetadata } from "@/features/catalogue/metadata";
import { parseId } from "@/features/catalogue/query";
import { KoreanNote } from "@/features/content/components/korean-note";
import { PageBody } from "@/features/content/components/page-heading";
import { NOTICE_LIST_PATH, noticeHref } from "@/features/cscenter/components/cscenter-links";
import { NoticeHeading } from "@/features/cscenter/components/notice-heading";
import { NoticeNav } from "@/features/cscenter/components/notice-nav";
import { rowLang, rowShowsKorean } from "@/features/i18n/row-lang";
import { type LanguageParams, siteLanguage } from "@/features/i18n/site-language";
import { HeaderOptions } from "@/features/shell/components/header/header-options";
import { loadSite } from "@/features/site/load-site";
import { noParamsAtBuild } from "@/features/site/static-params";
import { RichText } from "@/ui/rich-text/rich-text";

// Rendered on a clinic's first request for this id, then served from cache (decision 0018).
export const generateStaticParams = noParamsAtBuild;

interface NoticePageProps {
  params: Promise<LanguageParams & { noticeId: string }>;
}

/** The notice of this URL, or the 404 page: malformed ids, unknown ids and other clinics' notices. */
async function noticeOf(site: string, rawId: string) {
  const id = parseId(rawId);
  if (id === null) notFound();
  return orNotFound(getNotice(site, id));
}

export async function generateMetadata({ params }: NoticePageProps): Promise<Metadata> {
  const language = await siteLanguage(params);
  const { site, noticeId } = await params;
  const [{ partner }, notice] = await Promise.all([loadSite(site), noticeOf(site, noticeId)]);
  return pageMetadata({
    language,
    partner,
    title: notice.title,
    description: richTextToPlainText(notice.contentHtml, 160),
    path: noticeHref(notice.id),
  });
}

/** One notice: title, date, the sanitised body, previous/next notices and the way back to the list. */
export default async function NoticePage({ params }: NoticePageProps) {
  const language = await siteLanguage(params);
  const t = await getTranslations("cscenter");
  const { site, noticeId } = await params;
  const notice = await noticeOf(site, noticeId);
  return (
    <>
      <HeaderOptions mobilePageTitle={t("notices")} historyBackUrl={NOTICE_LIST_PATH} />
      <PageBody narrow>
        <article>
          <KoreanNote shown={rowShowsKorean(language, notice, ["title", "contentHtml"])} />
          <NoticeHeading
            title={notice.title}
            titleLang={rowLang(language, notice, "title")}
            createdAt={notice.createdAt}
            pinned={notice.isPinned}
          />
          <div lang={rowLang(language, notice, "contentHtml")}>
            <RichText html={notice.contentHtml} />
          </div>
        </article>
        <NoticeNav notice={notice} />
      </PageBody>
    </>
  );
}
