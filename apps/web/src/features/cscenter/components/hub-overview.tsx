import type { NoticeSummary, PartnerInfo } from "@clinic/shared";
import styles from "./hub.module.css";
import { HubPhone } from "./hub-phone";
import { LatestNotices } from "./latest-notices";

/** The hub's lower band: the latest notices beside the phone and hours. */
export function HubOverview({
  notices,
  partner,
}: {
  notices: readonly NoticeSummary[];
  partner: PartnerInfo;
}) {
  return (
    <div className={styles.columns}>
      <LatestNotices notices={notices} />
      <HubPhone partner={partner} />
    </div>
  );
}
