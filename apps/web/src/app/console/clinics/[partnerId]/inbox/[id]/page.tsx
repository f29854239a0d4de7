import { inquiryCategoryLabels } from "@clinic/shared";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { Badge } from "@/console/components/badge";
import base from "@/console/components/console.module.css";
import { setInquiryHandledAction } from "@/console/inbox/actions";
import { formatInstant } from "@/console/inbox/components/format";
import { HandledToggle } from "@/console/inbox/components/handled-toggle";
import styles from "@/console/inbox/components/inbox.module.css";
import { inboxFiltersFrom, inboxQuery } from "@/console/inbox/lib/inbox-query";
import { consoleGet } from "@/console/lib/api";
import { parseClinicId } from "@/console/lib/me";
import { clinicHref } from "@/console/lib/paths";
import { clinicIdFrom } from "@/console/settings/lib/clinic-id";
import { formatPhone, telHref } from "@/ui/format/phone";

export const metadata: Metadata = { title: "문의 상세" };

/** One inquiry in full, with the button that marks it handled (or waiting again). */
export default async function InquiryPage({
  params,
  searchParams,
}: {
  params: Promise<{ partnerId: string; id: string }>;
  searchParams: Promise<{ back?: string }>;
}) {
  const partnerId = await clinicIdFrom(params);
  const inquiryId = parseClinicId((await params).id);
  if (inquiryId === null) notFound();
  const inquiry = await consoleGet("inquiry", { params: { partnerId, id: inquiryId } });
  // Back to the list as it was; the query is parsed again, so nothing but known filters survives.
  const back = inboxQuery(
    inboxFiltersFrom(Object.fromEntries(new URLSearchParams((await searchParams).back ?? ""))),
  );
  const tel = telHref(inquiry.phone);
  return (
    <div className={base.page}>
      <p>
        <Link href={`${clinicHref(partnerId, "inbox")}?${back}`}>← 문의함</Link>
      </p>
      <header>
        <h1 className={base.title}>
          {inquiry.name}님의 문의
          {inquiry.handledAt ? (
            <Badge tone="positive">처리 완료</Badge>
          ) : (
            <Badge tone="caution">미처리</Badge>
          )}
        </h1>
      </header>
      <section className={base.card} aria-labelledby="inquiry-facts">
        <h2 id="inquiry-facts">문의 정보</h2>
        <dl className={base.facts}>
          <dt>분류</dt>
          <dd>{inquiryCategoryLabels[inquiry.category]}</dd>
          <dt>이름</dt>
          <dd>{inquiry.name}</dd>
          <dt>연락처</dt>
          <dd>{tel ? <a href={tel}>{formatPhone(inquiry.phone)}</a> : formatPhone(inquiry.phone)}</dd>
          <dt>이메일</dt>
          <dd>{inquiry.email ? <a href={`mailto:${inquiry.email}`}>{inquiry.email}</a> : "없음"}</dd>
          <dt>접수 일시</dt>
          <dd>
            <time dateTime={inquiry.createdAt}>{formatInstant(inquiry.createdAt)}</time>
          </dd>
          <dt>개인정보 동의</dt>
          <dd>
            <time dateTime={inquiry.privacyAgreedAt}>{formatInstant(inquiry.privacyAgreedAt)}</time>
          </dd>
          <dt>처리</dt>
          <dd>
            {inquiry.handledAt ? (
              <>
                <time dateTime={inquiry.handledAt}>{formatInstant(inquiry.handledAt)}</time>
                {inquiry.handledByName ? ` · ${inquiry.handledByName}` : ""}
              </>
            ) : (
              "아직 처리하지 않았습니다."
            )}
          </dd>
        </dl>
      </section>
      <section className={base.card} aria-labelledby="inquiry-content">
        <h2 id="inquiry-content">문의 내용</h2>
        <p className={styles.text}>{inquiry.content}</p>
      </section>
      <section className={base.card} aria-label="처리">
        <HandledToggle
          handled={inquiry.handledAt !== null}
          action={setInquiryHandledAction.bind(null, partnerId, inquiry.id, inquiry.handledAt === null)}
        />
      </section>
    </div>
  );
}
