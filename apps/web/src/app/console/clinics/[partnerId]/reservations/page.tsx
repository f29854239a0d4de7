import { reservationStatuses, reservationTypes } from "@clinic/shared";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import base from "@/console/components/console.module.css";
import { consoleGet } from "@/console/lib/api";
import { parseClinicId } from "@/console/lib/me";
import { clinicHref } from "@/console/lib/paths";
import { one } from "@/console/lib/search-params";
import { AutoRefresh } from "@/console/reservations/components/auto-refresh";
import { DayList } from "@/console/reservations/components/day-list";
import desk from "@/console/reservations/components/desk.module.css";
import { addDays, realDate, seoulToday, weekOf } from "@/console/reservations/components/desk-dates";
import { DeskFilters, type DeskView } from "@/console/reservations/components/desk-filters";
import { WeekCalendar } from "@/console/reservations/components/week-calendar";
import { BookingDialog } from "@/console/reservations/desk-booking/booking-dialog";

export const metadata: Metadata = { title: "예약 관리" };

type Search = Record<string, string | string[] | undefined>;
const known = <T extends string>(values: readonly T[], value: string | undefined) =>
  values.find((candidate) => candidate === value);

/** The reservations desk: a day list or a week calendar, filtered by status, doctor and type through the query. */
export default async function ReservationsPage({
  params,
  searchParams,
}: {
  params: Promise<{ partnerId: string }>;
  searchParams: Promise<Search>;
}) {
  const partnerId = parseClinicId((await params).partnerId);
  if (partnerId === null) notFound();
  const search = await searchParams;
  const view: DeskView = one(search.view) === "week" ? "week" : "day";
  const date = realDate(one(search.date)) ?? seoulToday();
  const status = known(reservationStatuses, one(search.status));
  const type = known(reservationTypes, one(search.type));
  const employee = Number(one(search.employeeId));
  const employeeId = Number.isInteger(employee) && employee > 0 ? employee : undefined;

  const days = view === "week" ? weekOf(date) : [date];
  const [{ rows }, schedule] = await Promise.all([
    consoleGet("desk", {
      params: { partnerId },
      query: { from: days[0] as string, to: days[days.length - 1] as string, status, type, employeeId },
    }),
    consoleGet("schedule", { params: { partnerId } }),
  ]);

  const filters = { view, date, status, type, employeeId };
  const step = view === "week" ? 7 : 1;
  return (
    <div className={base.page}>
      <header>
        <div className={desk.titleRow}>
          <h1 className={base.title}>예약 관리</h1>
          {/* Bookings by staff (issue 27): a patient on the phone, booked on the day shown. */}
          <BookingDialog partnerId={partnerId} date={date} />
        </div>
        <p className={base.lead}>
          새 예약과 변경은 새로고침 없이 바로 표시됩니다.{" "}
          <Link href={clinicHref(partnerId, "reservations/pending")} className={desk.leadLink}>
            확정 대기 목록 보기
          </Link>
        </p>
      </header>
      <AutoRefresh partnerId={partnerId} />
      <DeskFilters
        partnerId={partnerId}
        filters={filters}
        doctors={schedule.doctors}
        previous={addDays(date, -step)}
        next={addDays(date, step)}
      />
      {view === "week" ? (
        <WeekCalendar partnerId={partnerId} days={days} rows={rows} filters={filters} />
      ) : (
        <DayList partnerId={partnerId} date={date} rows={rows} />
      )}
    </div>
  );
}
