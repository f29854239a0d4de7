import { AccountList } from "@/features/session/components/account-links";
import { PhoneLineIcon } from "./header-icons";
import styles from "./site-header.module.css";

interface TopBarProps {
  groupName: string | null;
  phone: { href: string; label: string } | null;
}

/** The thin bar above the desktop main bar (hidden at tablet and below): group and phone, account links. */
export function TopBar({ groupName, phone }: TopBarProps) {
  return (
    <div className={`${styles.topBar} desktop-only`}>
      <div className={styles.topInner}>
        <div className={styles.topStart}>
          {groupName ? <span className={styles.group}>{groupName}</span> : null}
          {phone ? (
            <a className={styles.topPhone} href={phone.href} aria-label={`대표전화 ${phone.label}`}>
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
