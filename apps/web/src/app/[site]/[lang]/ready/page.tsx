import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { type LanguageParams, siteLanguage } from "@/features/i18n/site-language";
import { formatPhone, partnerDisplayName, telHref } from "@/features/site/format";
import { loadSite } from "@/features/site/load-site";
import styles from "@/features/site/ready/ready.module.css";
import { noParamsAtBuild } from "@/features/site/static-params";

// Rendered on a clinic's first request, then served from cache (decision 0018).
export const generateStaticParams = noParamsAtBuild;

export async function generateMetadata({ params }: ReadyPageProps): Promise<Metadata> {
  await siteLanguage(params);
  const t = await getTranslations("common");
  return { title: t("readyTitle"), robots: { index: false } };
}

interface ReadyPageProps {
  params: Promise<LanguageParams>;
}

/** Pre-launch page: every path shows it while the deploy status is not LIVE (see src/proxy.ts). */
export default async function ReadyPage({ params }: ReadyPageProps) {
  const { site } = await params;
  await siteLanguage(params);
  const t = await getTranslations("common");
  const { partner, siteConfig } = await loadSite(site);
  const name = partnerDisplayName(partner);
  const phone = partner.partnerTel ?? partner.partnerPhone;
  const tel = telHref(phone);
  const logo = siteConfig.logos.pcWhite ?? partner.partnerLogoImageUrl;

  return (
    <main className={styles.page}>
      <div className={styles.card}>
        {/* biome-ignore lint/performance/noImgElement: partner logos are SVGs of unknown aspect ratio, served as they are */}
        {logo ? <img className={styles.logo} src={logo} alt="" /> : null}
        <p className={styles.name} lang="ko">
          {name}
        </p>
        <h1 className={styles.title}>{t("readyHeading")}</h1>
        <p className={styles.text}>
          {t("readyLine1")}
          <br />
          {t("readyLine2")}
        </p>
        {tel ? (
          <a className={styles.phone} href={tel}>
            {formatPhone(phone)}
          </a>
        ) : null}
        {partner.partnerAddress ? (
          <p className={styles.address} lang="ko">
            {partner.partnerAddress}
          </p>
        ) : null}
      </div>
    </main>
  );
}
