import Link from "next/link";
import { clinicHref } from "@/console/lib/paths";
import styles from "./messages.module.css";

const TABS = [
  { segment: "messages", label: "발송 기록", ownerOnly: false },
  { segment: "messages/templates", label: "알림 문구", ownerOnly: true },
  { segment: "messages/settings", label: "알림 설정", ownerOnly: true },
] as const;

/** The three messaging screens under one sidebar entry; staff see the log only. */
export function MessagesTabs({
  partnerId,
  current,
  owner,
}: {
  partnerId: number;
  current: (typeof TABS)[number]["segment"];
  owner: boolean;
}) {
  const tabs = TABS.filter((tab) => owner || !tab.ownerOnly);
  if (tabs.length < 2) return null;
  return (
    <nav aria-label="메시지 화면">
      <ul className={styles.tabs}>
        {tabs.map((tab) => (
          <li key={tab.segment}>
            <Link
              className={styles.tab}
              href={clinicHref(partnerId, tab.segment)}
              aria-current={tab.segment === current ? "page" : undefined}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
