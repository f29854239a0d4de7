import type { PartnerInfo } from "@clinic/shared";
import { useTranslations } from "next-intl";
import { KOREAN_CONTENT } from "@/features/i18n/row-lang";
import styles from "./location.module.css";

interface WayGroup {
  id: string;
  title: string;
  items: string[];
  note?: string | null;
}

/** Ways by subway and bus, and parking: only the groups the clinic filled in. */
export function WayInfo({ partner }: { partner: PartnerInfo }) {
  const t = useTranslations("content");
  const parking = [partner.partnerParkingInfo].flatMap((text) => (text?.trim() ? [text.trim()] : []));
  const groups: WayGroup[] = [
    { id: "subway", title: t("subway"), items: partner.wayToPartnerBySubway },
    { id: "bus", title: t("bus"), items: partner.wayToPartnerByBus },
    {
      id: "parking",
      title: t("parking"),
      items: parking,
      note: partner.partnerParkingNotice?.trim() || null,
    },
  ].filter((group) => group.items.length > 0 || group.note);

  if (groups.length === 0) return null;
  return (
    <section className={styles.ways} aria-labelledby="ways-title">
      <h2 id="ways-title" className={styles.heading}>
        {t("waysTitle")}
      </h2>
      <div className={styles.wayGrid}>
        {groups.map((group) => (
          <article key={group.id} className={styles.way} data-testid={`way-${group.id}`}>
            <h3 className={styles.wayTitle}>{group.title}</h3>
            {group.items.length > 0 ? (
              <ul className={styles.wayList} lang={KOREAN_CONTENT}>
                {group.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
            {group.note ? (
              <p className={styles.notice} lang={KOREAN_CONTENT}>
                {group.note}
              </p>
            ) : null}
          </article>
        ))}
      </div>
    </section>
  );
}
