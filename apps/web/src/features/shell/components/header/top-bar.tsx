import { useTranslations } from "next-intl";
import { AccountList } from "@/features/session/components/account-links";
import { PhoneLineIcon } from "./header-icons";
import styles from "./site-header.module.css";

interface TopBarProps {
  /** The clinic's own text (console: 헤더 · 푸터 문구), else its group's name. */
  text: string | null;
  /** The language the text is in: the page's where the clinic translated it (issue 29), else Korean. */
  lang: string;
  phone: { href: string; label: string } | null;
}

/** The thin bar above the desktop main bar (hidden at tablet and below): a text and the phone, account links. */
export function TopBar({ text, lang, phone }: TopBarProps) {
  const t = useTranslations("shell");
  return (
    <div className={`${styles.topBar} desktop-only`}>
      <div className={styles.topInner}>
        <div className={styles.topStart}>
          {text ? (
            <span className={styles.group} data-testid="header-top-text" lang={lang}>
              {text}
            </span>
          ) : null}
          {phone ? (
            <a className={styles.topPhone} href={phone.href} aria-label={t("phone", { phone: phone.label })}>
              <PhoneLineIcon className={styles.topPhoneIcon} />
              <span>{phone.label}</span>
            </a>
          ) : null}
        </div>
        <AccountList className={styles.account} />
      </div>
    </div>
  );
}
