import { useTranslations } from "next-intl";
import { Link } from "@/ui/status/intent-link";
import styles from "./introduce-sections.module.css";

/** Titles and texts: content.introduceLinks.{key} and {key}Text. */
const LINKS = [
  { href: "/introduce/staff", eyebrow: "Doctors", key: "staff" },
  { href: "/introduce/schedule", eyebrow: "Schedule", key: "schedule" },
  { href: "/introduce/space", eyebrow: "Space", key: "space" },
  { href: "/info", eyebrow: "Location", key: "location" },
] as const;

/** Cards leading to the other introduction pages. */
export function IntroduceLinks() {
  const t = useTranslations("content.introduceLinks");
  return (
    <nav aria-label={t("more")} className={styles.section}>
      <ul className={styles.linkGrid}>
        {LINKS.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className={styles.linkCard}>
              <span className={styles.linkEyebrow} aria-hidden="true">
                {link.eyebrow}
              </span>
              <span className={styles.linkTitle}>{t(link.key)}</span>
              <span className={styles.linkText}>{t(`${link.key}Text`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
