import type { PartnerInfo, SiteConfig } from "@clinic/shared";
import { formatPhone, partnerDisplayName, telHref } from "../lib/site/format";
import { footerHours } from "../lib/site/opening-hours";
import styles from "./site-footer.module.css";

interface SiteFooterProps {
  partner: PartnerInfo;
  siteConfig: SiteConfig;
}

/** Spec section 2: shown when a partner has no phone number. */
const DEFAULT_PHONE = "1000-1000";

/** A simple footer until the full shell lands: contact, opening hours and the business information. */
export function SiteFooter({ partner, siteConfig }: SiteFooterProps) {
  const name = partnerDisplayName(partner);
  const phone = partner.partnerTel ?? partner.partnerPhone ?? DEFAULT_PHONE;
  // The footer is dark, so the logo variant made for dark (transparent-header) backgrounds fits it best.
  const logo = siteConfig.logos.pcTransparent ?? siteConfig.logos.footer;
  const business = [
    { label: "상호", value: partner.partnerName },
    { label: "대표", value: partner.partnerCeoName },
    { label: "사업자등록번호", value: partner.partnerBusinessNumber },
    { label: "주소", value: partner.partnerAddress },
    { label: "팩스", value: partner.partnerFax ? formatPhone(partner.partnerFax) : null },
  ].filter((item): item is { label: string; value: string } => Boolean(item.value));

  return (
    <footer className={styles.footer}>
      <div className={`page-container ${styles.top}`}>
        <div className={styles.identity}>
          {/* biome-ignore lint/performance/noImgElement: partner logos are SVGs of unknown aspect ratio, served as they are */}
          {logo ? <img className={styles.logo} src={logo} alt="" /> : null}
          <p className={styles.name}>{name}</p>
          {siteConfig.footer.description ? (
            <p className={styles.description}>{siteConfig.footer.description}</p>
          ) : null}
        </div>
        <div className={styles.column}>
          <h2 className={styles.heading}>상담 문의</h2>
          <a className={styles.phone} href={telHref(phone) ?? undefined}>
            {formatPhone(phone)}
          </a>
          {siteConfig.footer.consultationText ? (
            <p className={styles.muted}>{siteConfig.footer.consultationText}</p>
          ) : null}
        </div>
        <div className={styles.column}>
          <h2 className={styles.heading}>진료 시간</h2>
          {footerHours(partner).map((group) => (
            <dl key={group.map((row) => row.label).join()} className={styles.hours}>
              {group.map((row) => (
                <div key={row.label} className={styles.hoursRow}>
                  <dt>{row.label}</dt>
                  <dd>{row.value}</dd>
                </div>
              ))}
            </dl>
          ))}
        </div>
      </div>
      <div className={`page-container ${styles.bottom}`}>
        <ul className={styles.business}>
          {business.map((item) => (
            <li key={item.label}>
              <span className={styles.businessLabel}>{item.label}</span> {item.value}
            </li>
          ))}
        </ul>
        <p className={styles.copyright}>{partner.partnerCopyRight ?? `© ${name}. All rights reserved.`}</p>
      </div>
    </footer>
  );
}
