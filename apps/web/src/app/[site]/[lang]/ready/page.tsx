import type { Metadata } from "next";
import { formatPhone, partnerDisplayName, telHref } from "@/features/site/format";
import { loadSite } from "@/features/site/load-site";
import styles from "@/features/site/ready/ready.module.css";
import { noParamsAtBuild } from "@/features/site/static-params";

// Rendered on a clinic's first request, then served from cache (decision 0018).
export const generateStaticParams = noParamsAtBuild;

export const metadata: Metadata = { title: "오픈 준비 중", robots: { index: false } };

interface ReadyPageProps {
  params: Promise<{ site: string }>;
}

/** Pre-launch page: every path shows it while the deploy status is not LIVE (see src/proxy.ts). */
export default async function ReadyPage({ params }: ReadyPageProps) {
  const { site } = await params;
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
        <p className={styles.name}>{name}</p>
        <h1 className={styles.title}>홈페이지 오픈을 준비하고 있습니다</h1>
        <p className={styles.text}>
          더 나은 모습으로 곧 찾아뵙겠습니다.
          <br />
          진료 및 예약 문의는 전화로 연락해 주세요.
        </p>
        {tel ? (
          <a className={styles.phone} href={tel}>
            {formatPhone(phone)}
          </a>
        ) : null}
        {partner.partnerAddress ? <p className={styles.address}>{partner.partnerAddress}</p> : null}
      </div>
    </main>
  );
}
