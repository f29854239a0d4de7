import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getCustomerPost, orNotFound } from "@/features/api";
import { pageMetadata } from "@/features/catalogue/metadata";
import { parseId } from "@/features/catalogue/query";
import { PageBody } from "@/features/content/components/page-heading";
import {
  belongsToCustomerBoard,
  customerBoardHref,
  customerPostHref,
} from "@/features/customer-boards/components/customer-board-links";
import { CustomerPostView } from "@/features/customer-boards/components/customer-post-view";
import { PostAnswers } from "@/features/customer-boards/components/post-answers";
import { type LanguageParams, siteLanguage } from "@/features/i18n/site-language";
import { HeaderOptions } from "@/features/shell/components/header/header-options";
import { loadSite } from "@/features/site/load-site";

interface CustomerPostPageProps {
  params: Promise<LanguageParams & { boardTypeId: string; id: string }>;
}

/** Length of a public post's text used as the page description. */
const DESCRIPTION_LENGTH = 160;

/**
 * The post of this URL as this visitor may see it, or the 404 page: malformed ids, unknown or deleted posts,
 * another clinic's post, a post of another board. Per visitor, never cached.
 */
async function postOf(site: string, rawBoardTypeId: string, rawId: string) {
  const boardTypeId = parseId(rawBoardTypeId);
  const id = parseId(rawId);
  if (boardTypeId === null || id === null) notFound();
  const post = await orNotFound(getCustomerPost(site, id));
  if (!belongsToCustomerBoard(post, boardTypeId)) notFound();
  return post;
}

export async function generateMetadata({ params }: CustomerPostPageProps): Promise<Metadata> {
  const language = await siteLanguage(params);
  const { site, boardTypeId, id } = await params;
  const [{ partner }, post] = await Promise.all([loadSite(site), postOf(site, boardTypeId, id)]);
  return pageMetadata({
    language,
    partner,
    // A locked post's title is already the private-post title; its words never reach the metadata.
    title: post.title,
    description: post.isPrivate ? null : (post.content ?? "").slice(0, DESCRIPTION_LENGTH),
    path: customerPostHref(post.boardTypeId, post.id),
    // Private consultations stay out of search engines even for the member who can read them.
    noindex: post.isPrivate,
  });
}

/** One customer post: open or locked, with the clinic's answers and edit/delete for its writer. */
export default async function CustomerPostPage({ params }: CustomerPostPageProps) {
  await siteLanguage(params);
  const { site, boardTypeId, id } = await params;
  const post = await postOf(site, boardTypeId, id);
  return (
    <>
      <HeaderOptions
        mobilePageTitle={post.boardType.name}
        historyBackUrl={customerBoardHref(post.boardTypeId)}
      />
      <PageBody narrow>
        <CustomerPostView
          initial={post}
          serverAnswers={post.answers.length > 0 ? <PostAnswers answers={post.answers} /> : null}
        />
      </PageBody>
    </>
  );
}
