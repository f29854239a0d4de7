import { reservationStatusLabels } from "@clinic/shared";
import { consoleDateTime } from "@/console/lib/time";

export { reservationStatusLabels as visitStatusLabels };

/** A time or a dash: lists show "—" where there is none. */
export const instantOrDash = (iso: string | null) => (iso === null ? "—" : consoleDateTime(iso));

export const won = (amount: number) => `${amount.toLocaleString("ko-KR")}원`;
