import type { PartnerInfo, SiteConfig } from "@clinic/shared";
import { useTranslations } from "next-intl";
import { useHoursText } from "@/features/content/components/use-hours-text";
import { KOREAN_CONTENT } from "@/features/i18n/row-lang";
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
  const t = useTranslations("home");
  const { text } = useHoursText();
  const name = partnerDisplayName(partner);
  const description = partner.homepageConfig.seoDescription ?? siteConfig.footer.description;
  const phone = partner.partnerTel ?? partner.partnerPhone;
  const tel = telHref(phone);
  const maps = [
    { label: t("naverMap"), url: partner.naverMapUrl },
    { label: t("kakaoMap"), url: partner.kakaoMapUrl },
    { label: t("googleMap"), url: partner.googleMapUrl },
  ].flatMap(({ label, url }) => {
    const link = resolveLink(url);
    return link ? [{ label, link }] : [];
  });

  return (
    <section className={styles.section} aria-labelledby="clinic-intro-title">
      <div className={`page-container ${styles.layout}`}>
        <div className={styles.story}>
          <p className={styles.eyebrow}>WELCOME</p>
          <h2 id="clinic-intro-title" className={styles.title} lang={KOREAN_CONTENT}>
            {name}
          </h2>
          {partner.partnerGroupName ? (
            <p className={styles.group} lang={KOREAN_CONTENT}>
              {partner.partnerGroupName}
            </p>
          ) : null}
          {description ? (
            <p className={styles.description} lang={KOREAN_CONTENT}>
              {description}
            </p>
          ) : null}
        </div>
        <div className={styles.cards}>
          <article className={styles.card}>
            <h3 className={styles.cardTitle}>{t("hours")}</h3>
            {footerHours(partner, text).map((group) => (
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
            <h3 className={styles.cardTitle}>{t("directions")}</h3>
            {partner.partnerAddress ? (
              <p className={styles.address} lang={KOREAN_CONTENT}>
                {partner.partnerAddress}
              </p>
            ) : null}
            {[...partner.wayToPartnerBySubway, ...partner.wayToPartnerByBus].slice(0, 3).map((way) => (
              <p key={way} className={styles.way} lang={KOREAN_CONTENT}>
                {way}
              </p>
            ))}
            {partner.partnerParkingInfo ? (
              <p className={styles.way}>
                {t("parkingLabel")}
                <span lang={KOREAN_CONTENT}>{partner.partnerParkingInfo}</span>
              </p>
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
              <span className={styles.callLabel}>{t("call")}</span>
              <span className={styles.callNumber}>{formatPhone(phone)}</span>
            </a>
          ) : null}
        </div>
      </div>
    </section>
  );
}
