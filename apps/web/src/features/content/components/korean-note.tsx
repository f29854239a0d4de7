import { useLocale, useTranslations } from "next-intl";
import styles from "./korean-note.module.css";

/**
 * On a foreign page whose content is partly the clinic's Korean (not translated yet), one short note in the page's
 * language saying so (issue 29). Nothing on Korean pages or when `shown` is false.
 */
export function KoreanNote({ shown }: { shown: boolean }) {
  const t = useTranslations("common");
  const language = useLocale();
  if (!shown || language === "ko") return null;
  return (
    <p className={styles.note} lang={language} data-testid="korean-content-note">
      {t("koreanNote")}
    </p>
  );
}
