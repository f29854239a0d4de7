import {
  messageChannelLabels,
  messageChannels,
  messageKindLabels,
  messageKinds,
  messageStatuses,
  messageStatusLabels,
} from "@clinic/shared";
import type { Metadata } from "next";
import Link from "next/link";
import base from "@/console/components/console.module.css";
import { choicesOf, FilterSelect } from "@/console/components/filter-select";
import { FormField } from "@/console/components/form-field";
import { PageHead } from "@/console/components/page-head";
import { Pager } from "@/console/components/pager";
import type { Search } from "@/console/inbox/lib/inbox-query";
import { consoleGet } from "@/console/lib/api";
import { getStaffMe } from "@/console/lib/me";
import { clinicHref } from "@/console/lib/paths";
import { roleReaches } from "@/console/lib/roles";
import { DeliveryBanner } from "@/console/messages/components/delivery-banner";
import { MessageLogTable } from "@/console/messages/components/message-log-table";
import styles from "@/console/messages/components/messages.module.css";
import { MessagesTabs } from "@/console/messages/components/messages-tabs";
import {
  MESSAGE_LIST_SIZE,
  messageLogApiQuery,
  messageLogFiltersFrom,
  messageLogQuery,
} from "@/console/messages/lib/log-query";
import { clinicIdFrom } from "@/console/settings/lib/clinic-id";

export const metadata: Metadata = { title: "메시지 발송 기록" };

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
      <PageHead
        title="메시지 발송 기록"
        lead="고객에게 간 예약 안내와 직원 알림입니다. 고객이 메시지를 못 받았다고 하면 여기서 상태를 확인하고 다시 보낼 수 있습니다."
      />
      <MessagesTabs
        partnerId={partnerId}
        current="messages"
        manager={roleReaches(me.staff.role, "MANAGER")}
      />
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
          <MessageLogTable partnerId={partnerId} rows={log.rows} />
        )}
        <Pager page={filters.page} pages={pages} href={pageHref} />
      </section>
    </div>
  );
}
