import { HttpError } from "@api/lib/http-error";
import type { Database, Tx } from "@clinic/db";
import { errorMessages, type ReservationType, reservationMessages } from "@clinic/shared";
import type { Asker } from "./engine";
import { findOptionDurations, findSettings } from "./repository";
import { loadSchedule } from "./schedule-loader";
import { seoulDayOf } from "./seoul-time";

/** The reservation a visitor asks for: when, how long, and optionally with which doctor. */
export interface ReservationWindow {
  type: ReservationType;
  reservedAt: Date;
  durationMinutes: number;
  employeeId?: number;
}

export type ReservationRefusal = "closed" | "tooSoon" | "outOfRange" | "full" | "employeeBusy";

export interface ReservationPlan {
  /** Slot starts the reservation occupies, in order (empty when reservedAt is not a bookable start). */
  slotStarts: Date[];
  /** Places per slot (STRICT mode); null when the clinic takes requests without a cap. */
  capacity: number | null;
  requestsOnly: boolean;
  reservationConfirm: boolean;
}

export interface AvailabilityService {
  /** Reason the window cannot be booked now (capacity read from reservation_slots), or null. Runs in `tx`. */
  check(
    tx: Tx,
    partnerId: number,
    window: ReservationWindow,
    now?: Date,
    asker?: Asker,
  ): Promise<ReservationRefusal | null>;
  /** Slot starts (Date[]) the window occupies, and the clinic's capacity and mode, for the booking. */
  plan(tx: Tx, partnerId: number, window: ReservationWindow): Promise<ReservationPlan>;
}

/** The Korean message of a refusal (reservationMessages in @clinic/shared). */
export const refusalMessage = (refusal: ReservationRefusal) => reservationMessages[refusal];

/** Both calls run in the caller's transaction (the booking's), so the database itself is not needed yet. */
export function createAvailabilityService(_database: Database): AvailabilityService {
  const windowDays = (window: ReservationWindow) => {
    const day = seoulDayOf(window.reservedAt);
    // A reservation never crosses midnight (it must fit opening hours), so one day of data suffices.
    return { firstDay: day, lastDay: day };
  };
  const request = (window: ReservationWindow) => ({
    durationMinutes: window.durationMinutes,
    employeeId: window.employeeId,
  });

  return {
    async check(tx, partnerId, window, now = new Date(), asker = {}) {
      const doctors = window.employeeId === undefined ? undefined : [window.employeeId];
      const { engine } = await loadSchedule(tx, partnerId, { ...windowDays(window), doctors });
      return engine.check(window.reservedAt, request(window), now, asker);
    },
    async plan(tx, partnerId, window) {
      const loaded = await loadSchedule(tx, partnerId, windowDays(window));
      return {
        slotStarts: loaded.engine.slotStarts(window.reservedAt, request(window)).map((ms) => new Date(ms)),
        capacity: loaded.strict ? loaded.settings.capacityPerSlot : null,
        requestsOnly: !loaded.strict,
        reservationConfirm: loaded.reservationConfirm,
      };
    },
  };
}

const unknownOptions = (ids: number[]) =>
  new HttpError(400, `unknown product options: ${ids.join(",")}`, errorMessages.badRequest, [
    { path: "productOptionIds", message: errorMessages.badRequest },
  ]);
const treatmentsRequired = () =>
  new HttpError(400, "treatments required", reservationMessages.treatmentsRequired, [
    { path: "productOptionIds", message: reservationMessages.treatmentsRequired },
  ]);

/**
 * Minutes a reservation takes: a VISIT the clinic's visitMinutes; a TREATMENT the sum of its options' durations,
 * at least one slot. 400 when a TREATMENT has no options or names options this clinic does not have.
 */
export async function durationOf(
  tx: Tx,
  partnerId: number,
  type: ReservationType,
  productOptionIds: number[] = [],
): Promise<number> {
  const settings = await findSettings(tx, partnerId);
  if (type === "VISIT") return settings.visitMinutes;
  const ids = [...new Set(productOptionIds)];
  if (ids.length === 0) throw treatmentsRequired();
  const found = await findOptionDurations(tx, partnerId, ids);
  const known = new Set(found.map((row) => row.id));
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length > 0) throw unknownOptions(missing);
  // Repeated ids are repeated treatments: each counts.
  const byId = new Map(found.map((row) => [row.id, row.durationMinutes ?? 0]));
  const total = productOptionIds.reduce((sum, id) => sum + (byId.get(id) ?? 0), 0);
  return Math.max(total, settings.slotMinutes);
}
