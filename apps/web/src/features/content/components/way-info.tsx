import type { PartnerInfo } from "@clinic/shared";
import styles from "./location.module.css";

interface WayGroup {
  id: string;
  title: string;
  items: string[];
  note?: string | null;
}

/** Ways by subway and bus, and parking: only the groups the clinic filled in. */
export function WayInfo({ partner }: { partner: PartnerInfo }) {
  const parking = [partner.partnerParkingInfo].flatMap((text) => (text?.trim() ? [text.trim()] : []));
  const groups: WayGroup[] = [
    { id: "subway", title: "지하철", items: partner.wayToPartnerBySubway },
    { id: "bus", title: "버스", items: partner.wayToPartnerByBus },
    { id: "parking", title: "주차 안내", items: parking, note: partner.partnerParkingNotice?.trim() || null },
  ].filter((group) => group.items.length > 0 || group.note);

  if (groups.length === 0) return null;
  return (
    <section className={styles.ways} aria-labelledby="ways-title">
      <h2 id="ways-title" className={styles.heading}>
        교통 및 주차 안내
      </h2>
      <div className={styles.wayGrid}>
        {groups.map((group) => (
          <article key={group.id} className={styles.way} data-testid={`way-${group.id}`}>
            <h3 className={styles.wayTitle}>{group.title}</h3>
            {group.items.length > 0 ? (
              <ul className={styles.wayList}>
                {group.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
            {group.note ? <p className={styles.notice}>{group.note}</p> : null}
          </article>
        ))}
      </div>
    </section>
  );
}
