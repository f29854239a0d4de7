import Link from "next/link";
import base from "@/console/components/console.module.css";
import { clinicHref } from "@/console/lib/paths";

const TABS = [
  { segment: "messages", label: "발송 기록", managerOnly: false },
  { segment: "messages/templates", label: "알림 문구", managerOnly: true },
  { segment: "messages/settings", label: "알림 설정", managerOnly: true },
] as const;

/** The three messaging screens under one sidebar entry; staff see the log only, managers and owners all three. */
export function MessagesTabs({
  partnerId,
  current,
  manager,
}: {
  partnerId: number;
  current: (typeof TABS)[number]["segment"];
  /** The account reaches MANAGER (the API's check for templates and settings). */
  manager: boolean;
}) {
  const tabs = TABS.filter((tab) => manager || !tab.managerOnly);
  if (tabs.length < 2) return null;
  return (
    <nav aria-label="메시지 화면">
      <ul className={base.tabs}>
        {tabs.map((tab) => (
          <li key={tab.segment}>
            <Link
              className={base.tab}
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
