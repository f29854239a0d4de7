"use client";

import { LANGUAGE_NAMES, reservationStatusLabels } from "@clinic/shared";
import { type KeyboardEvent, useState, useTransition } from "react";
import { moveBooking } from "./actions";
import styles from "./day-grid.module.css";
import { type CellState, cellLabels, clockOf, type DayModel, type GridBooking } from "./day-model";

/** The grid cell an event happened in, if any. */
const cellOf = (target: EventTarget) =>
  target instanceof HTMLElement ? target.closest<HTMLElement>("[data-row][data-col]") : null;

interface Target {
  row: number;
  column: number;
}

/**
 * The day as a time × doctor grid. A booking is dragged to another cell, or picked up with Enter/Space, moved with
 * the arrow keys (up/down: time, left/right: doctor), dropped with Enter and put back with Escape; every step is
 * announced. The move goes through the desk's reschedule, which may refuse it: then the booking stays and the
 * Korean reason is shown.
 */
export function DayGrid({ partnerId, model }: { partnerId: number; model: DayModel }) {
  const [picked, setPicked] = useState<{ id: number; target: Target } | null>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [error, setError] = useState("");
  const [pending, startTransition] = useTransition();
  const { times, columns, states, bookings } = model;

  const timeLabel = (row: number) => clockOf(times[row] ?? 0);
  const placeLabel = ({ row, column }: Target) => {
    const state = states[row]?.[column] ?? "open";
    const shade = state === "open" ? "" : ` (${cellLabels[state]})`;
    return `${timeLabel(row)} ${columns[column]?.name ?? ""}${shade}`;
  };

  const move = (booking: GridBooking, target: Target) => {
    const minute = times[target.row];
    if (minute === undefined) return;
    const reservedAt = `${model.date}T${clockOf(minute)}:00+09:00`;
    const employeeId = columns[target.column]?.id ?? null;
    setError("");
    setAnnouncement(`${booking.name} 예약을 ${placeLabel(target)}(으)로 옮기는 중입니다.`);
    startTransition(async () => {
      const result = await moveBooking(partnerId, booking.id, reservedAt, employeeId);
      if (result.ok) setAnnouncement(`${booking.name} 예약을 ${placeLabel(target)}(으)로 옮겼습니다.`);
      else {
        setError(result.message);
        setAnnouncement(`옮기지 못했습니다. ${result.message}`);
      }
    });
  };

  const onKey = (booking: GridBooking) => (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!booking.movable || pending) return;
    const held = picked?.id === booking.id ? picked : null;
    if (!held) {
      if (event.key === "Enter" || event.key === " ") {
        event.preventDefault();
        const target = { row: booking.row, column: booking.column };
        setPicked({ id: booking.id, target });
        setAnnouncement(
          `${booking.name} 예약을 들었습니다. 현재 ${placeLabel(target)}. 화살표 키로 옮길 칸을 고르고 Enter로 놓으세요. Esc는 취소입니다.`,
        );
      }
      return;
    }
    const step: Record<string, [number, number]> = {
      ArrowUp: [-1, 0],
      ArrowDown: [1, 0],
      ArrowLeft: [0, -1],
      ArrowRight: [0, 1],
    };
    const delta = step[event.key];
    if (delta) {
      event.preventDefault();
      const target = {
        row: Math.min(times.length - 1, Math.max(0, held.target.row + delta[0])),
        column: Math.min(columns.length - 1, Math.max(0, held.target.column + delta[1])),
      };
      setPicked({ id: booking.id, target });
      setAnnouncement(placeLabel(target));
    } else if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      setPicked(null);
      if (held.target.row === booking.row && held.target.column === booking.column)
        setAnnouncement("같은 자리입니다. 옮기지 않았습니다.");
      else move(booking, held.target);
    } else if (event.key === "Escape") {
      event.preventDefault();
      setPicked(null);
      setAnnouncement(`${booking.name} 예약 옮기기를 취소했습니다.`);
    }
  };

  const dropOn = (target: Target, id: number) => {
    const booking = bookings.find((candidate) => candidate.id === id);
    setDragging(null);
    if (!booking || (target.row === booking.row && target.column === booking.column)) return;
    move(booking, target);
  };

  const gridStyle = {
    gridTemplateColumns: `4.5rem repeat(${columns.length}, minmax(8.5rem, 1fr))`,
    gridTemplateRows: `auto repeat(${times.length}, 2.75rem)`,
  };

  return (
    <div className={styles.wrap}>
      <p className={styles.help} id="day-grid-help">
        예약을 끌어 다른 칸에 놓거나, 예약에서 Enter를 누른 뒤 화살표 키로 칸을 고르고 Enter로 옮기세요.
      </p>
      {error ? (
        <p className={styles.error} role="alert" data-testid="grid-error">
          {error}
        </p>
      ) : null}
      <p className="visually-hidden" aria-live="polite" data-testid="grid-live">
        {announcement}
      </p>
      <div className={styles.scroller}>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: the mouse drop target; keyboard moves go through each booking's own button */}
        <div
          className={styles.grid}
          style={gridStyle}
          data-dragging={dragging === null ? undefined : ""}
          data-testid="day-grid"
          // One drop handler for every cell: the cell under the pointer says where.
          onDragOver={(event) => {
            if (cellOf(event.target)) event.preventDefault();
          }}
          onDrop={(event) => {
            const cell = cellOf(event.target);
            const id = Number(event.dataTransfer.getData("text/plain"));
            if (!cell || !Number.isInteger(id) || id <= 0) return;
            event.preventDefault();
            dropOn({ row: Number(cell.dataset.row), column: Number(cell.dataset.col) }, id);
          }}
        >
          <div className={styles.corner} style={{ gridRow: 1, gridColumn: 1 }}>
            시간
          </div>
          {columns.map((column, index) => (
            <div
              key={column.id ?? "none"}
              className={styles.head}
              style={{ gridRow: 1, gridColumn: index + 2 }}
              data-off={column.off ? "" : undefined}
            >
              <span className={styles.headName}>{column.name}</span>
              {column.off ? (
                <span className={styles.headNote}>휴무{column.note ? ` · ${column.note}` : ""}</span>
              ) : null}
              {!column.off && column.note ? <span className={styles.headNote}>{column.note}</span> : null}
            </div>
          ))}
          {times.map((minute, row) => (
            <div key={`t${minute}`} className={styles.time} style={{ gridRow: row + 2, gridColumn: 1 }}>
              {clockOf(minute)}
            </div>
          ))}
          {times.map((minute, row) =>
            columns.map((column, index) => {
              const state: CellState = states[row]?.[index] ?? "open";
              const targeted = picked?.target.row === row && picked.target.column === index;
              return (
                <div
                  key={`${minute}-${column.id ?? "none"}`}
                  className={styles.cell}
                  style={{ gridRow: row + 2, gridColumn: index + 2 }}
                  data-state={state}
                  data-target={targeted ? "" : undefined}
                  data-testid="grid-cell"
                  data-time={clockOf(minute)}
                  data-column={column.id ?? "none"}
                  data-row={row}
                  data-col={index}
                >
                  {state !== "open" && (row === 0 || states[row - 1]?.[index] !== state) ? (
                    <span className={styles.cellLabel}>{cellLabels[state]}</span>
                  ) : null}
                </div>
              );
            }),
          )}
          {bookings.map((booking) => {
            const held = picked?.id === booking.id;
            const language = booking.language === "ko" ? "" : ` (${LANGUAGE_NAMES[booking.language]})`;
            const label = `${booking.time} ${booking.name}${language} ${reservationStatusLabels[booking.status]}, ${columns[booking.column]?.name}, ${booking.durationMinutes}분`;
            return (
              <button
                key={booking.id}
                type="button"
                className={styles.booking}
                style={{
                  gridRow: `${booking.row + 2} / span ${booking.span}`,
                  gridColumn: booking.column + 2,
                  width: `calc((100% - 4px) / ${booking.lanes})`,
                  marginLeft: `calc((100% - 4px) * ${booking.lane} / ${booking.lanes} + 2px)`,
                }}
                data-status={booking.status}
                data-held={held ? "" : undefined}
                data-dragged={dragging === booking.id ? "" : undefined}
                data-testid="grid-booking"
                data-id={booking.id}
                draggable={booking.movable && !pending}
                aria-disabled={booking.movable ? undefined : true}
                aria-describedby={booking.movable ? "day-grid-help" : undefined}
                aria-pressed={booking.movable ? held : undefined}
                aria-label={label}
                onDragStart={(event) => {
                  event.dataTransfer.setData("text/plain", String(booking.id));
                  event.dataTransfer.effectAllowed = "move";
                  // After dragstart: changing the dragged element's styles during it may cancel the drag.
                  setTimeout(() => setDragging(booking.id), 0);
                }}
                onDragEnd={() => setDragging(null)}
                onKeyDown={onKey(booking)}
                onBlur={() => {
                  if (held) {
                    setPicked(null);
                    setAnnouncement(`${booking.name} 예약 옮기기를 취소했습니다.`);
                  }
                }}
              >
                <span className={styles.bookingName}>
                  {booking.name}
                  {booking.language === "ko" ? null : (
                    <span
                      className={styles.bookingLanguage}
                      lang={booking.language}
                      data-testid="booking-language"
                    >
                      {" "}
                      {LANGUAGE_NAMES[booking.language]}
                    </span>
                  )}
                </span>
                <span className={styles.bookingMeta}>
                  {booking.time} · {reservationStatusLabels[booking.status]}
                </span>
              </button>
            );
          })}
        </div>
      </div>
    </div>
  );
}
