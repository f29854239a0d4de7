import { richTextToPlainText } from "@clinic/shared/rich-text";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getNotice, orNotFound } from "@/features/api";
import { pageMetadata } from "@/features/catalogue/metadata";
import { parseId } from "@/features/catalogue/query";
import { PageBody } from "@/features/content/components/page-heading";
import { NOTICE_LIST_PATH, noticeHref } from "@/features/cscenter/components/cscenter-links";
import { NoticeHeading } from "@/features/cscenter/components/notice-heading";
import { NoticeNav } from "@/features/cscenter/components/notice-nav";
import { HeaderOptions } from "@/features/shell/components/header/header-options";
import { loadSite } from "@/features/site/load-site";
import { noParamsAtBuild } from "@/features/site/static-params";
import { RichText } from "@/ui/rich-text/rich-text";

// Rendered on a clinic's first request for this id, then served from cache (decision 0018).
export const generateStaticParams = noParamsAtBuild;

interface NoticePageProps {
  params: Promise<{ site: string; noticeId: string }>;
}

/** The notice of this URL, or the 404 page: malformed ids, unknown ids and other clinics' notices. */
async function noticeOf(site: string, rawId: string) {
  const id = parseId(rawId);
  if (id === null) notFound();
  return orNotFound(getNotice(site, id));
}

export async function generateMetadata({ params }: NoticePageProps): Promise<Metadata> {
  const { site, noticeId } = await params;
  const [{ partner }, notice] = await Promise.all([loadSite(site), noticeOf(site, noticeId)]);
  return pageMetadata({
    partner,
    title: notice.title,
    description: richTextToPlainText(notice.contentHtml, 160),
    path: noticeHref(notice.id),
  });
}

/** One notice: title, date, the sanitised body, previous/next notices and the way back to the list. */
export default async function NoticePage({ params }: NoticePageProps) {
  const { site, noticeId } = await params;
  const notice = await noticeOf(site, noticeId);
  return (
    <>
      <HeaderOptions mobilePageTitle="공지사항" historyBackUrl={NOTICE_LIST_PATH} />
      <PageBody narrow>
        <article>
          <NoticeHeading title={notice.title} createdAt={notice.createdAt} pinned={notice.isPinned} />
          <RichText html={notice.contentHtml} />
        </article>
        <NoticeNav notice={notice} />
      </PageBody>
    </>
  );
}
