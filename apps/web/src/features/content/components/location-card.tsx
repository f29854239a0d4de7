import type { PartnerInfo } from "@clinic/shared";
import { useTranslations } from "next-intl";
import { KOREAN_CONTENT } from "@/features/i18n/row-lang";
import { formatPhone, telHref } from "@/features/site/format";
import { partnerPhoneNumber } from "@/ui/format/phone";
import { formatCoordinates, mapLinks } from "../location";
import styles from "./location.module.css";

/**
 * Address, phone and map buttons, beside a static coordinates box (no map iframe: the site must work offline
 * and without a map provider's scripts).
 */
export function LocationCard({ partner, name }: { partner: PartnerInfo; name: string }) {
  const t = useTranslations("content");
  const phone = partnerPhoneNumber(partner);
  const tel = telHref(phone);
  const maps = mapLinks(partner);
  const coordinates = formatCoordinates(partner.lat, partner.lng);

  return (
    <section className={styles.location} aria-labelledby="location-title">
      <div className={styles.mapBox} data-testid="coordinates-box">
        <svg className={styles.pin} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z"
            fill="currentColor"
          />
        </svg>
        <p className={styles.mapName} lang={KOREAN_CONTENT}>
          {name}
        </p>
        {coordinates ? (
          <p className={styles.coordinates}>
            <span className="visually-hidden">{t("coordinates")}</span>
            {coordinates}
          </p>
        ) : null}
      </div>
      <div className={styles.details}>
        <h2 id="location-title" className={styles.heading}>
          {t("location")}
        </h2>
        <dl className={styles.facts}>
          {partner.partnerAddress ? (
            <div className={styles.fact}>
              <dt>{t("address")}</dt>
              <dd data-testid="location-address" lang={KOREAN_CONTENT}>
                {partner.partnerAddress}
              </dd>
            </div>
          ) : null}
          {phone && tel ? (
            <div className={styles.fact}>
              <dt>{t("mainPhone")}</dt>
              <dd>
                <a href={tel} className={styles.phone} data-testid="location-phone">
                  {formatPhone(phone)}
                </a>
              </dd>
            </div>
          ) : null}
        </dl>
        {maps.length > 0 ? (
          <ul className={styles.maps} aria-label={t("mapApps")}>
            {maps.map((map) => (
              <li key={map.key}>
                <a
                  href={map.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={styles.mapButton}
                  data-map={map.key}
                >
                  {t(`maps.${map.key}`)}
                  <span className="visually-hidden">{t("newWindow")}</span>
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
