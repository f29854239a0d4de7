import type { Metadata } from "next";
import { type AccountPageProps, accountMetadata } from "@/features/account/components/account-metadata";
import { LoginPanel } from "@/features/account/components/login-panel";
import { PageBody, PageHeading } from "@/features/content/components/page-heading";
import { redirectInLanguage } from "@/features/i18n/site-language";
import { getCurrentCustomer } from "@/features/session/server";
import { HeaderOptions } from "@/features/shell/components/header/header-options";

const TITLE = "로그인";

export async function generateMetadata({ params }: AccountPageProps): Promise<Metadata> {
  const { site } = await params;
  return accountMetadata(site, TITLE, "/login");
}

/** /login: member sign-in by identity verification, or guest sign-in by SMS code. Signed in already → my-page. */
export default async function LoginPage({ params }: AccountPageProps) {
  const { site } = await params;
  if (await getCurrentCustomer(site)) await redirectInLanguage(params, "/mypage");
  return (
    <>
      <HeaderOptions mobilePageTitle={TITLE} />
      <PageHeading
        eyebrow="Login"
        title={TITLE}
        description="회원은 본인인증으로, 비회원은 휴대폰 인증번호로 로그인합니다."
      />
      <PageBody narrow>
        <LoginPanel />
      </PageBody>
    </>
  );
}
