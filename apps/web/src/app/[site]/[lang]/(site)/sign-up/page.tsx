import type { Metadata } from "next";
import { type AccountPageProps, accountMetadata } from "@/features/account/components/account-metadata";
import { SignUpFlow } from "@/features/account/components/sign-up-flow";
import { PageBody, PageHeading } from "@/features/content/components/page-heading";
import { redirectInLanguage } from "@/features/i18n/site-language";
import { getCurrentCustomer } from "@/features/session/server";
import { HeaderOptions } from "@/features/shell/components/header/header-options";

const TITLE = "회원가입";

export async function generateMetadata({ params }: AccountPageProps): Promise<Metadata> {
  const { site } = await params;
  return accountMetadata(site, TITLE, "/sign-up");
}

/** /sign-up: identity verification (or the one handed over from /login), consents, optional e-mail → /welcome. */
export default async function SignUpPage({ params }: AccountPageProps) {
  const { site } = await params;
  const customer = await getCurrentCustomer(site);
  if (customer?.type === "REGISTERED") await redirectInLanguage(params, "/mypage");
  return (
    <>
      <HeaderOptions mobilePageTitle={TITLE} />
      <PageHeading
        eyebrow="Sign up"
        title={TITLE}
        description="본인인증 후 간단한 동의만으로 가입할 수 있습니다."
      />
      <PageBody narrow>
        <SignUpFlow />
      </PageBody>
    </>
  );
}
