import type { PartnerInfo, SiteConfig } from "@clinic/shared";
import { SmartLink } from "@/features/shell/components/smart-link";
import { formatPhone, partnerDisplayName, telHref } from "@/features/site/format";
import { resolveLink } from "@/features/site/links";
import { footerHours } from "@/features/site/opening-hours";
import styles from "./clinic-intro.module.css";

interface ClinicIntroProps {
  partner: PartnerInfo;
  siteConfig: SiteConfig;
}

/** The clinic in a few lines: name, promise, hours, contact and the way there. */
export function ClinicIntro({ partner, siteConfig }: ClinicIntroProps) {
  const name = partnerDisplayName(partner);
  const description = partner.homepageConfig.seoDescription ?? siteConfig.footer.description;
  const phone = partner.partnerTel ?? partner.partnerPhone;
  const tel = telHref(phone);
  const maps = [
    { label: "네이버 지도", url: partner.naverMapUrl },
    { label: "카카오맵", url: partner.kakaoMapUrl },
    { label: "구글 지도", url: partner.googleMapUrl },
  ].flatMap(({ label, url }) => {
    const link = resolveLink(url);
    return link ? [{ label, link }] : [];
  });

  return (
    <section className={styles.section} aria-labelledby="clinic-intro-title">
      <div className={`page-container ${styles.layout}`}>
        <div className={styles.story}>
          <p className={styles.eyebrow}>WELCOME</p>
          <h2 id="clinic-intro-title" className={styles.title}>
            {name}
          </h2>
          {partner.partnerGroupName ? <p className={styles.group}>{partner.partnerGroupName}</p> : null}
          {description ? <p className={styles.description}>{description}</p> : null}
        </div>
        <div className={styles.cards}>
          <article className={styles.card}>
            <h3 className={styles.cardTitle}>진료 시간</h3>
            {footerHours(partner).map((group) => (
              <dl key={group.map((row) => row.label).join()} className={styles.rows}>
                {group.map((row) => (
                  <div key={row.label} className={styles.row}>
                    <dt>{row.label}</dt>
                    <dd>{row.value}</dd>
                  </div>
                ))}
              </dl>
            ))}
          </article>
          <article className={styles.card}>
            <h3 className={styles.cardTitle}>오시는 길</h3>
            {partner.partnerAddress ? <p className={styles.address}>{partner.partnerAddress}</p> : null}
            {[...partner.wayToPartnerBySubway, ...partner.wayToPartnerByBus].slice(0, 3).map((way) => (
              <p key={way} className={styles.way}>
                {way}
              </p>
            ))}
            {partner.partnerParkingInfo ? (
              <p className={styles.way}>주차 · {partner.partnerParkingInfo}</p>
            ) : null}
            {maps.length > 0 ? (
              <div className={styles.maps}>
                {maps.map(({ label, link }) => (
                  <SmartLink key={label} link={link} className={styles.mapLink}>
                    {label}
                  </SmartLink>
                ))}
              </div>
            ) : null}
          </article>
          {tel ? (
            <a className={styles.call} href={tel}>
              <span className={styles.callLabel}>전화 상담</span>
              <span className={styles.callNumber}>{formatPhone(phone)}</span>
            </a>
          ) : null}
        </div>
      </div>
    </section>
  );
}
