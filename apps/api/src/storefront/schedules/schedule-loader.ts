import type { Tx } from "@clinic/db";
import { createSlotEngine, type SlotEngine } from "./engine";
import {
  findBooked,
  findDoctorBlocks,
  findDoctorOverrides,
  findOverrides,
  findReservationConfig,
  findSettings,
  findWeeklyHours,
  type SettingsRow,
} from "./repository";
import { dateOfDay, instantOf } from "./seoul-time";

/** reservationMode value that enforces capacity; any other mode takes requests (spec 3). */
export const STRICT_MODE = "STRICT";

export interface LoadedSchedule {
  engine: SlotEngine;
  settings: SettingsRow;
  strict: boolean;
  reservationRange: number;
  reservationConfirm: boolean;
}

export interface LoadOptions {
  /** Seoul day numbers (inclusive) the caller will ask about: overrides and booked slots are read for these only. */
  firstDay: number;
  lastDay: number;
  /** Doctors whose blocks to read: none (undefined), all visible doctors ("all") or the ids given. */
  doctors?: "all" | number[];
}

/**
 * Reads one clinic's hours, overrides, settings, bookings and doctors' blocks and date overrides for some days, and
 * compiles them.
 */
export async function loadSchedule(tx: Tx, partnerId: number, options: LoadOptions): Promise<LoadedSchedule> {
  const { firstDay, lastDay, doctors } = options;
  const settings = await findSettings(tx, partnerId);
  const config = await findReservationConfig(tx, partnerId);
  const weekly = await findWeeklyHours(tx, partnerId);
  const overrides = await findOverrides(tx, partnerId, dateOfDay(firstDay), dateOfDay(lastDay));
  const booked = await findBooked(
    tx,
    partnerId,
    new Date(instantOf(firstDay, 0)),
    new Date(instantOf(lastDay + 1, 0)),
  );
  const doctorIds = doctors === "all" ? undefined : doctors;
  const employeeBlocks = doctors === undefined ? [] : await findDoctorBlocks(tx, partnerId, doctorIds);
  // A doctor's day off or other hours replace the weekly blocks on its date (the engine stays pure).
  const employeeOverrides =
    doctors === undefined
      ? []
      : await findDoctorOverrides(tx, partnerId, dateOfDay(firstDay), dateOfDay(lastDay), doctorIds);
  const strict = config.reservationMode === STRICT_MODE;
  const engine = createSlotEngine({
    weekly,
    overrides,
    booked,
    employeeBlocks,
    employeeOverrides,
    settings: {
      slotMinutes: settings.slotMinutes,
      capacityPerSlot: settings.capacityPerSlot,
      minNoticeMinutes: settings.minNoticeMinutes,
      reservationRange: config.reservationRange,
      strict,
    },
  });
  return {
    engine,
    settings,
    strict,
    reservationRange: config.reservationRange,
    reservationConfirm: config.reservationConfirm,
  };
}
