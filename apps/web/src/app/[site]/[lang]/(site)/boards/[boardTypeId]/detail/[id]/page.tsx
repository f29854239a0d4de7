import { richTextToPlainText } from "@clinic/shared/rich-text";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getBoardPost, orNotFound } from "@/features/api";
import { pageMetadata } from "@/features/catalogue/metadata";
import { parseId } from "@/features/catalogue/query";
import { belongsToBoard, boardListHref, boardPostHref } from "@/features/content/board-links";
import { BoardPostNav } from "@/features/content/components/board-post-nav";
import { PageBody } from "@/features/content/components/page-heading";
import { PostHeading } from "@/features/content/components/post-heading";
import { HeaderOptions } from "@/features/shell/components/header/header-options";
import { loadSite } from "@/features/site/load-site";
import { noParamsAtBuild } from "@/features/site/static-params";
import { RichText } from "@/ui/rich-text/rich-text";
import { Link } from "@/ui/status/intent-link";

// Rendered on a clinic's first request for this id, then served from cache (decision 0018).
export const generateStaticParams = noParamsAtBuild;

interface BoardPostPageProps {
  params: Promise<{ site: string; boardTypeId: string; id: string }>;
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
  const { site, boardTypeId, id } = await params;
  const [{ partner }, post] = await Promise.all([loadSite(site), postOf(site, boardTypeId, id)]);
  return pageMetadata({
    partner,
    title: post.title,
    description: post.excerpt || richTextToPlainText(post.contentHtml, 160),
    path: boardPostHref(post.boardTypeId, post.id),
    image: post.thumbnailUrl,
  });
}

/** One post: title, date and views, the sanitised body, previous/next posts and the way back to the list. */
export default async function BoardPostPage({ params }: BoardPostPageProps) {
  const { site, boardTypeId, id } = await params;
  const post = await postOf(site, boardTypeId, id);
  return (
    <>
      <HeaderOptions mobilePageTitle={post.boardType.name} historyBackUrl={boardListHref(post.boardTypeId)} />
      <PageBody narrow>
        <article>
          <PostHeading
            board={<Link href={boardListHref(post.boardTypeId)}>{post.boardType.name}</Link>}
            title={post.title}
            createdAt={post.createdAt}
            viewCount={post.viewCount}
            pinned={post.isPinned}
          />
          <RichText html={post.contentHtml} />
        </article>
        <BoardPostNav post={post} />
      </PageBody>
    </>
  );
}
