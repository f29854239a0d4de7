import type { PartnerInfo } from "@clinic/shared";
import { formatPhone, telHref } from "@/features/site/format";
import { partnerPhoneNumber } from "@/ui/format/phone";
import { formatCoordinates, mapLinks } from "../location";
import styles from "./location.module.css";

/**
 * Address, phone and map buttons, beside a static coordinates box (no map iframe: the site must work offline
 * and without a map provider's scripts).
 */
export function LocationCard({ partner, name }: { partner: PartnerInfo; name: string }) {
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
        <p className={styles.mapName}>{name}</p>
        {coordinates ? (
          <p className={styles.coordinates}>
            <span className="visually-hidden">좌표 </span>
            {coordinates}
          </p>
        ) : null}
      </div>
      <div className={styles.details}>
        <h2 id="location-title" className={styles.heading}>
          병원 위치
        </h2>
        <dl className={styles.facts}>
          {partner.partnerAddress ? (
            <div className={styles.fact}>
              <dt>주소</dt>
              <dd data-testid="location-address">{partner.partnerAddress}</dd>
            </div>
          ) : null}
          {phone && tel ? (
            <div className={styles.fact}>
              <dt>대표 전화</dt>
              <dd>
                <a href={tel} className={styles.phone} data-testid="location-phone">
                  {formatPhone(phone)}
                </a>
              </dd>
            </div>
          ) : null}
        </dl>
        {maps.length > 0 ? (
          <ul className={styles.maps} aria-label="지도 앱으로 보기">
            {maps.map((map) => (
              <li key={map.key}>
                <a
                  href={map.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={styles.mapButton}
                  data-map={map.key}
                >
                  {map.label}
                  <span className="visually-hidden"> (새 창)</span>
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
