import { useTranslations } from "next-intl";
import { EmptyState } from "@/features/content/components/empty-state";
import { Link } from "@/ui/status/intent-link";
import styles from "./after-notices.module.css";
import { CONTACT_PATH } from "./cscenter-links";

/** No ids in the link, or none of them is a notice of this clinic: say so kindly and offer a way to ask. */
export function AfterNoticesEmpty() {
  const t = useTranslations("cscenter");
  return (
    <EmptyState title={t("noAfterNotices")}>
      <p>{t("checkLink")}</p>
      <p>
        <Link href={CONTACT_PATH} className={styles.emptyLink}>
          {t("contact")}
        </Link>
      </p>
    </EmptyState>
  );
}
