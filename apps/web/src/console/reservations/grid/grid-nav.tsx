import Link from "next/link";
import base from "@/console/components/console.module.css";
import { clinicHref } from "@/console/lib/paths";
import desk from "../components/desk.module.css";

export type GridView = "day" | "week";

/** The grid views' URLs: the date lives in the query, so a view can be bookmarked and shared. */
export const gridHref = (partnerId: number, view: GridView, date: string) =>
  `${clinicHref(partnerId, `reservations/${view}`)}?date=${date}`;

/** Time grid / week switch, previous and next, and a plain GET date form (works without JavaScript). */
export function GridNav({
  partnerId,
  view,
  date,
  previous,
  next,
}: {
  partnerId: number;
  view: GridView;
  date: string;
  previous: string;
  next: string;
}) {
  const unit = view === "week" ? "주" : "날";
  return (
    <section className={base.card} aria-label="조회 조건">
      <nav className={desk.nav} aria-label="보기 전환">
        <Link href={`${clinicHref(partnerId, "reservations")}?date=${date}`}>일간 목록</Link>
        <Link href={gridHref(partnerId, "day", date)} aria-current={view === "day" ? "page" : undefined}>
          시간표
        </Link>
        <Link href={gridHref(partnerId, "week", date)} aria-current={view === "week" ? "page" : undefined}>
          주간 현황
        </Link>
        <Link href={gridHref(partnerId, view, previous)}>이전 {unit}</Link>
        <Link href={gridHref(partnerId, view, next)}>다음 {unit}</Link>
      </nav>
      <form className={desk.filters} method="get" action={clinicHref(partnerId, `reservations/${view}`)}>
        <div className={base.field}>
          <label className={base.label} htmlFor="grid-date">
            날짜
          </label>
          <input className={base.input} id="grid-date" type="date" name="date" defaultValue={date} />
        </div>
        <button className={base.button} type="submit">
          이동
        </button>
      </form>
    </section>
  );
}
