import type { AfterNotice } from "@clinic/shared";
import { useTranslations } from "next-intl";
import { formatPhone, telHref } from "@/ui/format/phone";
import { AfterNoticeSection } from "./after-notice-section";
import styles from "./after-notices.module.css";

interface AfterNoticeListProps {
  notices: readonly AfterNotice[];
  /** The clinic's number, for the closing line; null when it has none. */
  phone: string | null;
}

/** The care notices a visitor was sent, in the order of the link, and a line on whom to call. */
export function AfterNoticeList({ notices, phone }: AfterNoticeListProps) {
  const t = useTranslations("cscenter");
  const tel = telHref(phone);
  return (
    <div className={styles.list}>
      {notices.map((notice, index) => (
        <AfterNoticeSection key={notice.id} notice={notice} index={index} />
      ))}
      <p className={styles.note}>
        {t("afterNoticeCall")}
        {phone && tel ? (
          <>
            {" "}
            <a href={tel} className={styles.noteLink}>
              {formatPhone(phone)}
            </a>
          </>
        ) : null}
      </p>
    </div>
  );
}
