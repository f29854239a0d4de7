import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import styles from "@/features/account/components/account.module.css";
import { type AccountPageProps, accountMetadata } from "@/features/account/components/account-metadata";
import { PageBody, PageHeading } from "@/features/content/components/page-heading";
import { siteLanguage } from "@/features/i18n/site-language";
import { getCurrentCustomer } from "@/features/session/server";
import { HeaderOptions } from "@/features/shell/components/header/header-options";
import { partnerDisplayName } from "@/features/site/format";
import { loadSite } from "@/features/site/load-site";
import { Link } from "@/ui/status/intent-link";

export async function generateMetadata({ params }: AccountPageProps): Promise<Metadata> {
  const { site } = await params;
  const language = await siteLanguage(params);
  const t = await getTranslations("account");
  return accountMetadata(site, t("welcomeTitle"), "/welcome", language);
}

/** /welcome: after sign-up, a greeting by name and the ways on (home, my-page). */
export default async function WelcomePage({ params }: AccountPageProps) {
  const { site } = await params;
  await siteLanguage(params);
  const t = await getTranslations("account");
  const [customer, { partner }] = await Promise.all([getCurrentCustomer(site), loadSite(site)]);
  const greeting = customer ? t("welcomeName", { name: customer.name }) : t("welcome");
  return (
    <>
      <HeaderOptions mobilePageTitle={t("welcomeTitle")} />
      <PageHeading
        eyebrow="Welcome"
        title={greeting}
        description={t.rich("welcomeDescription", {
          name: partnerDisplayName(partner),
          clinic: (chunks) => <span lang="ko">{chunks}</span>,
        })}
      />
      <PageBody narrow>
        <div className={styles.card}>
          <p className={styles.lead}>{t("welcomeText")}</p>
          <div className={styles.actions}>
            <Link href="/" className={styles.linkButton}>
              {t("home")}
            </Link>
            <Link href="/mypage" className={styles.linkButton} data-variant="primary">
              {t("myPageTitle")}
            </Link>
          </div>
        </div>
      </PageBody>
    </>
  );
}
