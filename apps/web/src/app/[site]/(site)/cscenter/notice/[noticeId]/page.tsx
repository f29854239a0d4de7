import { richTextToPlainText } from "@clinic/shared/rich-text";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageBody } from "../../../../../../components/content/page-heading";
import { RichText } from "../../../../../../components/content/rich-text";
import { NOTICE_LIST_PATH, noticeHref } from "../../../../../../components/cscenter/cscenter-links";
import { NoticeHeading } from "../../../../../../components/cscenter/notice-heading";
import { NoticeNav } from "../../../../../../components/cscenter/notice-nav";
import { HeaderOptions } from "../../../../../../components/shell/header/header-options";
import { getNotice, orNotFound } from "../../../../../../lib/api";
import { pageMetadata } from "../../../../../../lib/catalogue/metadata";
import { parseId } from "../../../../../../lib/catalogue/query";
import { loadSite } from "../../../../../../lib/site/load-site";
import { noParamsAtBuild } from "../../../../../../lib/site/static-params";

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
