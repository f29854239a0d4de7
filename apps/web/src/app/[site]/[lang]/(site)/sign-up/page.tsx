import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { type AccountPageProps, accountMetadata } from "@/features/account/components/account-metadata";
import { SignUpFlow } from "@/features/account/components/sign-up-flow";
import { PageBody, PageHeading } from "@/features/content/components/page-heading";
import { redirectInLanguage, siteLanguage } from "@/features/i18n/site-language";
import { getCurrentCustomer } from "@/features/session/server";
import { HeaderOptions } from "@/features/shell/components/header/header-options";

export async function generateMetadata({ params }: AccountPageProps): Promise<Metadata> {
  const { site } = await params;
  const language = await siteLanguage(params);
  const t = await getTranslations("account");
  return accountMetadata(site, t("signUpTitle"), "/sign-up", language);
}

/** /sign-up: identity verification (or the one handed over from /login), consents, optional e-mail → /welcome. */
export default async function SignUpPage({ params }: AccountPageProps) {
  const { site } = await params;
  await siteLanguage(params);
  const t = await getTranslations("account");
  const customer = await getCurrentCustomer(site);
  if (customer?.type === "REGISTERED") await redirectInLanguage(params, "/mypage");
  return (
    <>
      <HeaderOptions mobilePageTitle={t("signUpTitle")} />
      <PageHeading eyebrow="Sign up" title={t("signUpTitle")} description={t("signUpDescription")} />
      <PageBody narrow>
        <SignUpFlow />
      </PageBody>
    </>
  );
}
