import {
  type ReservationStatus,
  type ReservationType,
  reservationStatuses,
  reservationStatusLabels,
  reservationTypes,
  type ScheduleDoctor,
} from "@clinic/shared";
import Link from "next/link";
import base from "@/console/components/console.module.css";
import { choicesOf, FilterSelect } from "@/console/components/filter-select";
import { clinicHref } from "@/console/lib/paths";
import styles from "./desk.module.css";

export type DeskView = "day" | "week";
export interface DeskFilterValues {
  view: DeskView;
  date: string;
  status?: ReservationStatus | undefined;
  type?: ReservationType | undefined;
  employeeId?: number | undefined;
}

export const typeLabels: Record<ReservationType, string> = { VISIT: "상담 예약", TREATMENT: "시술 예약" };

/** The desk's URL for some filters: state lives in the query, so views can be bookmarked and shared. */
export function deskHref(partnerId: number, filters: DeskFilterValues): string {
  const query = new URLSearchParams({ date: filters.date });
  if (filters.view === "week") query.set("view", "week");
  if (filters.status) query.set("status", filters.status);
  if (filters.type) query.set("type", filters.type);
  if (filters.employeeId) query.set("employeeId", String(filters.employeeId));
  return `${clinicHref(partnerId, "reservations")}?${query}`;
}

/** A plain GET form (works without JavaScript) plus day/week and previous/next links. */
export function DeskFilters({
  partnerId,
  filters,
  doctors,
  previous,
  next,
}: {
  partnerId: number;
  filters: DeskFilterValues;
  doctors: ScheduleDoctor[];
  previous: string;
  next: string;
}) {
  const unit = filters.view === "week" ? "주" : "날";
  return (
    <section className={base.card} aria-label="조회 조건">
      <nav className={styles.nav} aria-label="보기 전환">
        <Link
          href={deskHref(partnerId, { ...filters, view: "day" })}
          aria-current={filters.view === "day" ? "page" : undefined}
        >
          일간 목록
        </Link>
        <Link
          href={deskHref(partnerId, { ...filters, view: "week" })}
          aria-current={filters.view === "week" ? "page" : undefined}
        >
          주간 달력
        </Link>
        {/* The time × doctor grid and the week overview (issue 27), on their own pages. */}
        <Link href={`${clinicHref(partnerId, "reservations/day")}?date=${filters.date}`}>시간표</Link>
        <Link href={`${clinicHref(partnerId, "reservations/week")}?date=${filters.date}`}>주간 현황</Link>
        <Link href={deskHref(partnerId, { ...filters, date: previous })}>이전 {unit}</Link>
        <Link href={deskHref(partnerId, { ...filters, date: next })}>다음 {unit}</Link>
      </nav>
      <form className={styles.filters} method="get" action={clinicHref(partnerId, "reservations")}>
        {filters.view === "week" ? <input type="hidden" name="view" value="week" /> : null}
        <div className={base.field}>
          <label className={base.label} htmlFor="desk-date">
            날짜
          </label>
          <input className={base.input} id="desk-date" type="date" name="date" defaultValue={filters.date} />
        </div>
        <FilterSelect
          id="desk-status"
          name="status"
          label="상태"
          defaultValue={filters.status ?? ""}
          choices={choicesOf(reservationStatuses, reservationStatusLabels)}
          all
        />
        <FilterSelect
          id="desk-doctor"
          name="employeeId"
          label="의료진"
          defaultValue={filters.employeeId ? String(filters.employeeId) : ""}
          choices={doctors.map((doctor) => ({ value: doctor.id, label: doctor.name }))}
          all
        />
        <FilterSelect
          id="desk-type"
          name="type"
          label="유형"
          defaultValue={filters.type ?? ""}
          choices={choicesOf(reservationTypes, typeLabels)}
          all
        />
        <button className={base.button} type="submit">
          조회
        </button>
      </form>
    </section>
  );
}
