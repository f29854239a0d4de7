import type { PartnerInfo, SiteConfig } from "@clinic/shared";
import Link from "next/link";
import { formatPhone, partnerDisplayName, telHref } from "../lib/site/format";
import { PhoneIcon } from "./icons";
import styles from "./site-header.module.css";

interface SiteHeaderProps {
  partner: PartnerInfo;
  siteConfig: SiteConfig;
}

/** A simple header until the full desktop/mobile shell lands: logo and name linking home, menu, phone. */
export function SiteHeader({ partner, siteConfig }: SiteHeaderProps) {
  const name = partnerDisplayName(partner);
  const logo = siteConfig.logos.pcWhite ?? partner.partnerLogoImageUrl;
  const phone = partner.partnerTel ?? partner.partnerPhone;
  const tel = telHref(phone);

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link href="/" className={styles.brand} aria-label={`${name} 홈`}>
          {/* biome-ignore lint/performance/noImgElement: partner logos are SVGs of unknown aspect ratio, served as they are */}
          {logo ? <img className={styles.logo} src={logo} alt="" /> : null}
          <span className={styles.name}>{name}</span>
        </Link>
        {siteConfig.navigation.length > 0 ? (
          <nav className="desktop-only" aria-label="주요 메뉴">
            <ul className={styles.navList}>
              {siteConfig.navigation.map((item) => (
                <li key={`${item.title}-${item.url}`}>
                  <Link href={item.url} className={styles.navLink}>
                    {item.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {tel ? (
          <a className={styles.call} href={tel} aria-label={`전화 상담 ${formatPhone(phone)}`}>
            <PhoneIcon className={`${styles.callIcon} tablet-down-only`} />
            <span className={`${styles.callLabel} desktop-only`}>상담 문의</span>
            <span className={`${styles.callNumber} desktop-only`}>{formatPhone(phone)}</span>
          </a>
        ) : null}
      </div>
    </header>
  );
}
