import { customerPostMessages } from "@clinic/shared";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getBoardType, hasVisitorSession, orNotFound } from "@/features/api";
import { pageMetadata } from "@/features/catalogue/metadata";
import { parseId } from "@/features/catalogue/query";
import { EmptyState } from "@/features/content/components/empty-state";
import { PageBody, PageHeading } from "@/features/content/components/page-heading";
import {
  customerBoardHref,
  customerBoardWriteHref,
  isCustomerBoard,
} from "@/features/customer-boards/components/customer-board-links";
import { PostWriteForm } from "@/features/customer-boards/components/post-write-form";
import { HeaderOptions } from "@/features/shell/components/header/header-options";
import { loadSite } from "@/features/site/load-site";
import { Link } from "@/ui/status/intent-link";

interface WritePageProps {
  params: Promise<{ site: string; boardTypeId: string }>;
}

/** The customer board of this URL (board types are public), or the 404 page. */
async function boardOf(site: string, rawId: string) {
  const id = parseId(rawId);
  if (id === null) notFound();
  const board = await orNotFound(getBoardType(site, id));
  if (!isCustomerBoard(board)) notFound();
  return board;
}

export async function generateMetadata({ params }: WritePageProps): Promise<Metadata> {
  const { site, boardTypeId } = await params;
  const [{ partner }, board] = await Promise.all([loadSite(site), boardOf(site, boardTypeId)]);
  return pageMetadata({
    partner,
    title: `${board.name} 글쓰기`,
    path: customerBoardWriteHref(board.id),
    noindex: true,
  });
}

/** Writing a post: the form for guests (name and password) or members; boards for members only say so. */
export default async function CustomerBoardWritePage({ params }: WritePageProps) {
  const { site, boardTypeId } = await params;
  const [board, signedIn] = await Promise.all([boardOf(site, boardTypeId), hasVisitorSession()]);
  const listHref = customerBoardHref(board.id);
  const closedToGuests = board.writeRequiresLogin && !signedIn;

  return (
    <>
      <HeaderOptions mobilePageTitle="글쓰기" historyBackUrl={listHref} />
      <PageHeading eyebrow="Write" title={`${board.name} 글쓰기`} description={board.description} />
      <PageBody narrow>
        {closedToGuests ? (
          <EmptyState title={customerPostMessages.loginRequired}>
            <p>
              <Link href={listHref}>목록으로 돌아가기</Link>
            </p>
          </EmptyState>
        ) : (
          <PostWriteForm board={board} guest={!signedIn} />
        )}
      </PageBody>
    </>
  );
}
