import type { Metadata } from "next";
import { notFound } from "next/navigation";
import base from "@/console/components/console.module.css";
import { PageHead } from "@/console/components/page-head";
import { consoleGet } from "@/console/lib/api";
import { parseClinicId } from "@/console/lib/me";
import { one } from "@/console/lib/search-params";
import {
  addDays,
  dayLabel,
  realDate,
  seoulToday,
  weekOf,
} from "@/console/reservations/components/desk-dates";
import { GridNav } from "@/console/reservations/grid/grid-nav";
import { WeekOverview } from "@/console/reservations/grid/week-overview";

export const metadata: Metadata = { title: "주간 예약 현황" };

/** A week at a glance (issue 27): bookings per day, holidays, half days and doctors off; each day opens its grid. */
export default async function ReservationWeekPage({
  params,
  searchParams,
}: {
  params: Promise<{ partnerId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const partnerId = parseClinicId((await params).partnerId);
  if (partnerId === null) notFound();
  const date = realDate(one((await searchParams).date)) ?? seoulToday();
  const days = weekOf(date);
  const [{ rows }, schedule] = await Promise.all([
    consoleGet("desk", {
      params: { partnerId },
      query: { from: days[0] as string, to: days[days.length - 1] as string },
    }),
    consoleGet("schedule", { params: { partnerId } }),
  ]);
  return (
    <div className={base.page}>
      <PageHead
        title="주간 예약 현황"
        lead={
          <>
            {dayLabel(days[0] as string)} – {dayLabel(days[6] as string)}. 날짜를 누르면 그날의 시간표가
            열립니다.
          </>
        }
      />
      <GridNav
        partnerId={partnerId}
        view="week"
        date={date}
        previous={addDays(date, -7)}
        next={addDays(date, 7)}
      />
      <WeekOverview partnerId={partnerId} days={days} rows={rows} schedule={schedule} />
    </div>
  );
}
