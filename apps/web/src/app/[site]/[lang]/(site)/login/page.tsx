import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { type AccountPageProps, accountMetadata } from "@/features/account/components/account-metadata";
import { LoginPanel } from "@/features/account/components/login-panel";
import { PageBody, PageHeading } from "@/features/content/components/page-heading";
import { redirectInLanguage, siteLanguage } from "@/features/i18n/site-language";
import { getCurrentCustomer } from "@/features/session/server";
import { HeaderOptions } from "@/features/shell/components/header/header-options";

export async function generateMetadata({ params }: AccountPageProps): Promise<Metadata> {
  const { site } = await params;
  const language = await siteLanguage(params);
  const t = await getTranslations("account");
  return accountMetadata(site, t("loginTitle"), "/login", language);
}

/** /login: member sign-in by identity verification, or guest sign-in by SMS code. Signed in already → my-page. */
export default async function LoginPage({ params }: AccountPageProps) {
  const { site } = await params;
  await siteLanguage(params);
  const t = await getTranslations("account");
  if (await getCurrentCustomer(site)) await redirectInLanguage(params, "/mypage");
  return (
    <>
      <HeaderOptions mobilePageTitle={t("loginTitle")} />
      <PageHeading eyebrow="Login" title={t("loginTitle")} description={t("loginDescription")} />
      <PageBody narrow>
        <LoginPanel />
      </PageBody>
    </>
  );
}
