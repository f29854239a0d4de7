import type { PartnerEmployee } from "@clinic/shared";
import { isClosedForAll, SCHEDULE_OFF, SCHEDULE_WEEKDAYS, type ScheduleRow } from "../schedule-table";
import styles from "./schedule-table.module.css";

interface ScheduleTableProps {
  rows: ScheduleRow<PartnerEmployee>[];
  caption: string;
}

/**
 * Doctors × weekdays. A real <table> with row and column headers, so screen readers announce "김민지, 월요일";
 * on narrow screens it scrolls sideways with the doctor column pinned.
 */
export function ScheduleTable({ rows, caption }: ScheduleTableProps) {
  return (
    <>
      <p className={styles.hint} aria-hidden="true">
        표를 옆으로 밀어 요일별 일정을 확인하세요.
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling region must be reachable by keyboard */}
      <section className={styles.scroller} aria-label={caption} tabIndex={0}>
        <table className={styles.table} data-testid="schedule-table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.corner}>
                의료진
              </th>
              {SCHEDULE_WEEKDAYS.map((day) => (
                <th
                  key={day.weekday}
                  scope="col"
                  abbr={day.name}
                  className={styles.day}
                  data-weekend={day.weekday >= 6 || undefined}
                  data-closed={isClosedForAll(rows, day.weekday) || undefined}
                >
                  {day.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(({ doctor, cells }) => (
              <tr key={doctor.id}>
                <th scope="row" className={styles.doctor}>
                  <span className={styles.doctorName}>{doctor.name}</span>
                  {doctor.position ? <span className={styles.doctorPosition}>{doctor.position}</span> : null}
                </th>
                {cells.map((cell) => (
                  <td key={cell.weekday} className={styles.cell} data-off={cell.off || undefined}>
                    {cell.off ? (
                      SCHEDULE_OFF
                    ) : (
                      <>
                        <span className={styles.label}>진료</span>
                        {cell.blocks.map((block) => (
                          <span key={block} className={styles.block}>
                            {block}
                          </span>
                        ))}
                        {cell.notes.map((note) => (
                          <span key={note} className={styles.note}>
                            {note}
                          </span>
                        ))}
                      </>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}
