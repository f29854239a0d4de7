import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import styles from "@/features/account/components/account.module.css";
import { type AccountPageProps, accountMetadata } from "@/features/account/components/account-metadata";
import { PageBody, PageHeading } from "@/features/content/components/page-heading";
import { siteLanguage } from "@/features/i18n/site-language";
import { HeaderOptions } from "@/features/shell/components/header/header-options";
import { partnerDisplayName } from "@/features/site/format";
import { loadSite } from "@/features/site/load-site";
import { noParamsAtBuild } from "@/features/site/static-params";
import { Link } from "@/ui/status/intent-link";

// Rendered on a clinic's first request, then served from cache (decision 0018).
export const generateStaticParams = noParamsAtBuild;

export async function generateMetadata({ params }: AccountPageProps): Promise<Metadata> {
  const { site } = await params;
  const language = await siteLanguage(params);
  const t = await getTranslations("account");
  return accountMetadata(site, t("goodbyeTitle"), "/goodbye", language);
}

/** /goodbye: the farewell after withdrawal (the account and its sessions are already gone). */
export default async function GoodbyePage({ params }: AccountPageProps) {
  const { site } = await params;
  await siteLanguage(params);
  const t = await getTranslations("account");
  const { partner } = await loadSite(site);
  return (
    <>
      <HeaderOptions mobilePageTitle={t("goodbyeTitle")} />
      <PageHeading
        eyebrow="Goodbye"
        title={t("goodbyeHeading")}
        description={t.rich("goodbyeDescription", {
          name: partnerDisplayName(partner),
          clinic: (chunks) => <span lang="ko">{chunks}</span>,
        })}
      />
      <PageBody narrow>
        <div className={styles.card}>
          <p className={styles.lead}>{t("goodbyeText")}</p>
          <div className={styles.actions}>
            <Link href="/" className={styles.linkButton} data-variant="primary">
              {t("home")}
            </Link>
          </div>
        </div>
      </PageBody>
    </>
  );
}
