import { useTranslations } from "next-intl";
import styles from "./badges.module.css";

interface BadgesProps {
  customBadges: readonly string[];
  /** The product belongs to a running event. */
  inEvent?: boolean;
  /** Reached through a secret event link. */
  secret?: boolean;
  className?: string;
  /** The language of the clinic's own badges (issue 29). */
  lang?: string;
}

/** The badge row of a product: secret/event first, then the clinic's own custom badges. Nothing when empty. */
export function Badges({ customBadges, inEvent = false, secret = false, className, lang }: BadgesProps) {
  const t = useTranslations("catalogue");
  if (customBadges.length === 0 && !inEvent && !secret) return null;
  return (
    <ul className={[styles.badges, className].filter(Boolean).join(" ")} aria-label={t("badges")}>
      {secret ? (
        <li className={styles.badge} data-kind="secret">
          {t("secretBadge")}
        </li>
      ) : null}
      {inEvent ? (
        <li className={styles.badge} data-kind="event">
          {t("eventBadge")}
        </li>
      ) : null}
      {customBadges.map((badge) => (
        <li key={badge} className={styles.badge} data-kind="custom" lang={lang}>
          {badge}
        </li>
      ))}
    </ul>
  );
}
