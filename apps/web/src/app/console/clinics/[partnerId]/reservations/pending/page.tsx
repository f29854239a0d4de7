import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import base from "@/console/components/console.module.css";
import { PageHead } from "@/console/components/page-head";
import { consoleGet } from "@/console/lib/api";
import { parseClinicId } from "@/console/lib/me";
import { clinicHref } from "@/console/lib/paths";
import desk from "@/console/reservations/components/desk.module.css";
import { PendingQueue } from "@/console/reservations/components/pending-queue";
import { LiveRefresh } from "@/console/reservations/live/live-refresh";

export const metadata: Metadata = { title: "확정 대기" };

/** Requests waiting for confirmation across all dates (issue 26), refreshed live as requests come and go. */
export default async function PendingReservationsPage({
  params,
}: {
  params: Promise<{ partnerId: string }>;
}) {
  const partnerId = parseClinicId((await params).partnerId);
  if (partnerId === null) notFound();
  const queue = await consoleGet("pendingReservations", { params: { partnerId } });
  return (
    <div className={base.page}>
      <PageHead
        title="확정 대기"
        lead={
          <>
            확정을 기다리는 예약을 날짜와 관계없이 예약 시간 순으로 보여 줍니다. 새 요청은 새로고침 없이 바로
            표시됩니다.{" "}
            <Link href={clinicHref(partnerId)} className={desk.leadLink}>
              예약 관리로 돌아가기
            </Link>
          </>
        }
      />
      <LiveRefresh partnerId={partnerId} count={queue.count} latest={queue.latest} />
      <PendingQueue partnerId={partnerId} count={queue.count} rows={queue.rows} />
    </div>
  );
}
