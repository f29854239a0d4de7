import {
  isResendable,
  type MessageStatus,
  messageChannelLabels,
  messageChannels,
  messageKindLabels,
  messageKinds,
  messageStatuses,
  messageStatusLabels,
} from "@clinic/shared";
import type { Metadata } from "next";
import Link from "next/link";
import { Badge, type BadgeTone } from "@/console/components/badge";
import base from "@/console/components/console.module.css";
import { choicesOf, FilterSelect } from "@/console/components/filter-select";
import { FormField } from "@/console/components/form-field";
import type { Search } from "@/console/inbox/lib/inbox-query";
import { consoleGet } from "@/console/lib/api";
import { getStaffMe } from "@/console/lib/me";
import { clinicHref } from "@/console/lib/paths";
import { consoleDateTime } from "@/console/lib/time";
import { resendMessageAction } from "@/console/messages/actions";
import { DeliveryBanner } from "@/console/messages/components/delivery-banner";
import styles from "@/console/messages/components/messages.module.css";
import { MessagesTabs } from "@/console/messages/components/messages-tabs";
import { ResendButton } from "@/console/messages/components/resend-button";
import {
  MESSAGE_LIST_SIZE,
  messageLogApiQuery,
  messageLogFiltersFrom,
  messageLogQuery,
} from "@/console/messages/lib/log-query";
import { clinicIdFrom } from "@/console/settings/lib/clinic-id";

export const metadata: Metadata = { title: "메시지 발송 기록" };

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

/** Every message to patients and alert to staff, newest first: what went, how, and why one failed. */
export default async function MessageLogPage({
  params,
  searchParams,
}: {
  params: Promise<{ partnerId: string }>;
  searchParams: Promise<Search>;
}) {
  const partnerId = await clinicIdFrom(params);
  const filters = messageLogFiltersFrom(await searchParams);
  const [log, me] = await Promise.all([
    consoleGet("messages", { params: { partnerId }, query: messageLogApiQuery(filters) }),
    getStaffMe(),
  ]);
  const pages = Math.max(1, Math.ceil(log.total / MESSAGE_LIST_SIZE));
  const listHref = clinicHref(partnerId, "messages");
  const pageHref = (page: number) => `${listHref}?${messageLogQuery({ ...filters, page })}`;
  return (
    <div className={base.page}>
      <header>
        <h1 className={base.title}>메시지 발송 기록</h1>
        <p className={base.lead}>
          고객에게 간 예약 안내와 직원 알림입니다. 고객이 메시지를 못 받았다고 하면 여기서 상태를 확인하고
          다시 보낼 수 있습니다.
        </p>
      </header>
      <MessagesTabs partnerId={partnerId} current="messages" owner={me.staff.role !== "STAFF"} />
      <DeliveryBanner delivery={log.delivery} />
      <section className={base.card} aria-label="조회 조건">
        <form className={styles.filters} method="get" action={listHref}>
          <FilterSelect
            id="messages-status"
            name="status"
            label="상태"
            defaultValue={filters.status ?? ""}
            choices={choicesOf(messageStatuses, messageStatusLabels)}
            all
          />
          <FilterSelect
            id="messages-channel"
            name="channel"
            label="채널"
            defaultValue={filters.channel ?? ""}
            choices={choicesOf(messageChannels, messageChannelLabels)}
            all
          />
          <FilterSelect
            id="messages-kind"
            name="kind"
            label="종류"
            defaultValue={filters.kind ?? ""}
            choices={choicesOf(messageKinds, messageKindLabels)}
            all
          />
          <FormField
            label="받는 사람"
            id="messages-q"
            type="search"
            name="q"
            maxLength={100}
            defaultValue={filters.q}
            placeholder="휴대전화 번호나 이메일 일부"
          />
          {filters.reservationId ? (
            <input type="hidden" name="reservationId" value={filters.reservationId} />
          ) : null}
          <button className={base.button} type="submit">
            조회
          </button>
        </form>
        {filters.reservationId ? (
          <p className={base.muted}>
            예약 {filters.reservationId}번의 메시지만 보고 있습니다.{" "}
            <Link href={`${listHref}?${messageLogQuery({ ...filters, reservationId: undefined, page: 1 })}`}>
              모든 메시지 보기
            </Link>
          </p>
        ) : null}
      </section>
      <section className={base.card} aria-labelledby="messages-results">
        <h2 id="messages-results">메시지 {log.total.toLocaleString("ko-KR")}건</h2>
        {log.rows.length === 0 ? (
          <p className={base.muted}>해당하는 메시지가 없습니다.</p>
        ) : (
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
              {log.rows.map((row) => (
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
                      {row.resendOf ? (
                        <span className={styles.sub}>다시 보냄 (원본 {row.resendOf}번)</span>
                      ) : null}
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
                      {row.status === "FAILED" && row.lastError ? (
                        <span className={styles.reason}>사유: {row.lastError}</span>
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
        )}
        <nav className={styles.pager} aria-label="페이지">
          {filters.page > 1 ? <Link href={pageHref(filters.page - 1)}>이전 페이지</Link> : null}
          <span aria-current="page">
            {Math.min(filters.page, pages)} / {pages} 페이지
          </span>
          {filters.page < pages ? <Link href={pageHref(filters.page + 1)}>다음 페이지</Link> : null}
        </nav>
      </section>
    </div>
  );
}
