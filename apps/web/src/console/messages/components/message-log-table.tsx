import {
  type ConsoleMessageRow,
  isResendable,
  type MessageStatus,
  messageChannelLabels,
  messageKindLabels,
  messageStatusLabels,
} from "@clinic/shared";
import { Badge, type BadgeTone } from "@/console/components/badge";
import base from "@/console/components/console.module.css";
import { consoleDateTime } from "@/console/lib/time";
import { resendMessageAction } from "@/console/messages/actions";
import styles from "./messages.module.css";
import { ResendButton } from "./resend-button";

const STATUS_TONES: Record<MessageStatus, BadgeTone> = {
  PENDING: "info",
  SENDING: "info",
  SENT: "positive",
  FAILED: "negative",
  CANCELLED: "neutral",
  SKIPPED: "neutral",
};
const VIA_LABELS: Record<string, string> = {
  ALIMTALK: "알림톡",
  SMS: "단문 문자",
  LMS: "장문 문자",
  EMAIL: "이메일",
  LOCAL: "데모 발송함",
};
const label = (labels: Record<string, string>, value: string) => labels[value] ?? value;
/** Mobile numbers are stored as digits; staff read them with dashes. */
const shownRecipient = (recipient: string) =>
  /^\d{10,11}$/.test(recipient) ? recipient.replace(/^(\d{3})(\d{3,4})(\d{4})$/, "$1-$2-$3") : recipient;

/** A reminder written now for tomorrow says when it will go; a message due at once does not. */
const isLater = (scheduledAt: string, createdAt: string) =>
  new Date(scheduledAt).getTime() - new Date(createdAt).getTime() > 60_000;

/** Why a message did not go (failed, not sent, withdrawn) or why it waits (a retry after a provider's error). */
const REASON_PREFIX: Partial<Record<MessageStatus, string>> = {
  FAILED: "사유",
  SKIPPED: "사유",
  CANCELLED: "사유",
  PENDING: "재시도 대기",
};

/** One page of the message log as a table (cards on a phone): when, what, how, to whom, and what became of it. */
export function MessageLogTable({ partnerId, rows }: { partnerId: number; rows: ConsoleMessageRow[] }) {
  return (
    <table className={`${base.table} ${styles.log}`}>
      <thead>
        <tr>
          <th scope="col">시각</th>
          <th scope="col">종류</th>
          <th scope="col">채널</th>
          <th scope="col">받는 사람</th>
          <th scope="col">상태</th>
          <th scope="col">
            <span className={styles.sub}>작업</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} data-testid="message-row">
            <td data-label="시각">
              <span>
                <time dateTime={row.sentAt ?? row.createdAt}>
                  {consoleDateTime(row.sentAt ?? row.createdAt)}
                </time>
                {row.sentAt === null && isLater(row.scheduledAt, row.createdAt) ? (
                  <span className={styles.sub}>보낼 시각 {consoleDateTime(row.scheduledAt)}</span>
                ) : null}
              </span>
            </td>
            <td data-label="종류">
              <span>
                {label(messageKindLabels, row.kind)}
                {row.resendOf ? <span className={styles.sub}>다시 보냄 (원본 {row.resendOf}번)</span> : null}
                <details>
                  <summary>내용 보기</summary>
                  {row.subject ? <p className={styles.body}>{row.subject}</p> : null}
                  <p className={styles.body}>{row.body}</p>
                </details>
              </span>
            </td>
            <td data-label="채널">
              <span>
                {label(messageChannelLabels, row.channel)}
                {row.deliveredVia && row.deliveredVia !== row.channel ? (
                  <span className={styles.sub}>{label(VIA_LABELS, row.deliveredVia)}로 발송</span>
                ) : null}
              </span>
            </td>
            <td data-label="받는 사람" className={styles.recipient}>
              <span>
                {shownRecipient(row.recipient)}
                {row.audience === "STAFF" ? <span className={styles.sub}>직원</span> : null}
              </span>
            </td>
            <td data-label="상태">
              <span>
                <Badge tone={STATUS_TONES[row.status as MessageStatus] ?? "neutral"}>
                  {label(messageStatusLabels, row.status)}
                </Badge>
                {row.lastError && REASON_PREFIX[row.status as MessageStatus] ? (
                  <span className={styles.reason}>
                    {REASON_PREFIX[row.status as MessageStatus]}: {row.lastError}
                  </span>
                ) : null}
                {row.attempts > 1 ? <span className={styles.sub}>{row.attempts}번 시도</span> : null}
              </span>
            </td>
            <td data-label="작업">
              {isResendable(row.status) ? (
                <ResendButton
                  action={resendMessageAction.bind(null, partnerId, row.id)}
                  label={`${row.id}번 메시지 다시 보내기`}
                />
              ) : (
                <span className={base.muted}>-</span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
