import { richTextToPlainText } from "@clinic/shared/rich-text";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getBoardPost, orNotFound } from "@/features/api";
import { pageMetadata } from "@/features/catalogue/metadata";
import { parseId } from "@/features/catalogue/query";
import { belongsToBoard, boardListHref, boardPostHref } from "@/features/content/board-links";
import { BoardPostNav } from "@/features/content/components/board-post-nav";
import { KoreanNote } from "@/features/content/components/korean-note";
import { PageBody } from "@/features/content/components/page-heading";
import { PostHeading } from "@/features/content/components/post-heading";
import { rowLang, rowShowsKorean } from "@/features/i18n/row-lang";
import { type LanguageParams, siteLanguage } from "@/features/i18n/site-language";
import { HeaderOptions } from "@/features/shell/components/header/header-options";
import { loadSite } from "@/features/site/load-site";
import { noParamsAtBuild } from "@/features/site/static-params";
import { RichText } from "@/ui/rich-text/rich-text";
import { Link } from "@/ui/status/intent-link";

// Rendered on a clinic's first request for this id, then served from cache (decision 0018).
export const generateStaticParams = noParamsAtBuild;

interface BoardPostPageProps {
  params: Promise<LanguageParams & { boardTypeId: string; id: string }>;
}

/** The post of this URL, or the 404 page: malformed ids, another clinic's post, a post of another board. */
async function postOf(site: string, rawBoardTypeId: string, rawId: string) {
  const boardTypeId = parseId(rawBoardTypeId);
  const id = parseId(rawId);
  if (boardTypeId === null || id === null) notFound();
  const post = await orNotFound(getBoardPost(site, id));
  if (!belongsToBoard(post, boardTypeId)) notFound();
  return post;
}

export async function generateMetadata({ params }: BoardPostPageProps): Promise<Metadata> {
  const language = await siteLanguage(params);
  const { site, boardTypeId, id } = await params;
  const [{ partner }, post] = await Promise.all([loadSite(site), postOf(site, boardTypeId, id)]);
  return pageMetadata({
    language,
    partner,
    title: post.title,
    description: post.excerpt || richTextToPlainText(post.contentHtml, 160),
    path: boardPostHref(post.boardTypeId, post.id),
    image: post.thumbnailUrl,
  });
}

/** One post: title, date and views, the sanitised body, previous/next posts and the way back to the list. */
export default async function BoardPostPage({ params }: BoardPostPageProps) {
  const language = await siteLanguage(params);
  const { site, boardTypeId, id } = await params;
  const post = await postOf(site, boardTypeId, id);
  return (
    <>
      <HeaderOptions mobilePageTitle={post.boardType.name} historyBackUrl={boardListHref(post.boardTypeId)} />
      <PageBody narrow>
        <article>
          <PostHeading
            board={
              <Link href={boardListHref(post.boardTypeId)} lang={rowLang(language, post.boardType, "name")}>
                {post.boardType.name}
              </Link>
            }
            title={post.title}
            titleLang={rowLang(language, post, "title")}
            createdAt={post.createdAt}
            viewCount={post.viewCount}
            pinned={post.isPinned}
          />
          <KoreanNote shown={rowShowsKorean(language, post, ["title", "contentHtml"])} />
          <div lang={rowLang(language, post, "contentHtml")}>
            <RichText html={post.contentHtml} />
          </div>
        </article>
        <BoardPostNav post={post} />
      </PageBody>
    </>
  );
}
