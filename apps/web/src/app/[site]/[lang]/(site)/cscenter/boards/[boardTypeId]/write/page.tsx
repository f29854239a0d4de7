import { customerPostMessages } from "@clinic/shared";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
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
import { type LanguageParams, siteLanguage } from "@/features/i18n/site-language";
import { HeaderOptions } from "@/features/shell/components/header/header-options";
import { loadSite } from "@/features/site/load-site";
import { Link } from "@/ui/status/intent-link";

interface WritePageProps {
  params: Promise<LanguageParams & { boardTypeId: string }>;
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
  const language = await siteLanguage(params);
  const t = await getTranslations("customerBoards");
  const { site, boardTypeId } = await params;
  const [{ partner }, board] = await Promise.all([loadSite(site), boardOf(site, boardTypeId)]);
  return pageMetadata({
    language,
    partner,
    title: t("writeTitle", { name: board.name }),
    path: customerBoardWriteHref(board.id),
    noindex: true,
  });
}

/** Writing a post: the form for guests (name and password) or members; boards for members only say so. */
export default async function CustomerBoardWritePage({ params }: WritePageProps) {
  await siteLanguage(params);
  const t = await getTranslations("customerBoards");
  const { site, boardTypeId } = await params;
  const [board, signedIn] = await Promise.all([boardOf(site, boardTypeId), hasVisitorSession()]);
  const listHref = customerBoardHref(board.id);
  const closedToGuests = board.writeRequiresLogin && !signedIn;

  return (
    <>
      <HeaderOptions mobilePageTitle={t("writeShort")} historyBackUrl={listHref} />
      <PageHeading
        eyebrow="Write"
        title={t("writeTitle", { name: board.name })}
        description={board.description}
        descriptionLang="ko"
      />
      <PageBody narrow>
        {closedToGuests ? (
          <EmptyState title={customerPostMessages.loginRequired}>
            <p>
              <Link href={listHref}>{t("backToList")}</Link>
            </p>
          </EmptyState>
        ) : (
          <PostWriteForm board={board} guest={!signedIn} />
        )}
      </PageBody>
    </>
  );
}
