import { badField, refused } from "@api/customer/reservations/errors";
import type { ReservationRow } from "@api/customer/reservations/repository";
import { releasePlaces } from "@api/customer/reservations/slots";
import { takePlannedPlaces } from "@api/customer/reservations/window-places";
import type { AvailabilityService, ReservationWindow } from "@api/storefront/schedules/availability-service";
import type { Asker } from "@api/storefront/schedules/engine";
import { findSettings } from "@api/storefront/schedules/repository";
import { DAY_MS, instantOf, MINUTE_MS, seoulDayOf } from "@api/storefront/schedules/seoul-time";
import type { Tx } from "@clinic/db";
import { deskBookingMessages } from "@clinic/shared";
import { takeForcedPlaces } from "./desk-bookings-repository";

/** A manager's (or owner's) permission to book beyond the capacity or off the offered times, with the reason. */
export interface DeskOverride {
  reason: string;
}

/**
 * The desk asks the schedule without the minimum notice: that is for online visitors, while the desk books same-day
 * by phone. Its earliest start is the real now (a start before it was already refused as past), and the bookable
 * range still counts from the real today. (Asking "as if it were earlier" instead moved today back a day between
 * Seoul midnight and the notice, and the desk could not move a booking on the range's last day.)
 */
export const DESK: Asker = { withoutNotice: true };

/** The slot grid of the window when the schedule does not offer it: slot-long steps from the Seoul midnight. */
async function gridStarts(tx: Tx, partnerId: number, start: Date, end: Date): Promise<Date[]> {
  const { slotMinutes } = await findSettings(tx, partnerId);
  const midnight = instantOf(seoulDayOf(start), 0);
  const step = slotMinutes * MINUTE_MS;
  const starts: Date[] = [];
  for (
    let at = midnight + Math.ceil((start.getTime() - midnight) / step) * step;
    at < end.getTime();
    at += step
  )
    starts.push(new Date(at));
  return starts;
}

/**
 * The one path by which the desk takes places for a booking's window (a new booking, an edit, a reschedule), in
 * the caller's transaction: a start in the past is a 400 on `reservedAt`; otherwise the widget's rules apply
 * without the minimum notice, and a refusal is its 409, unless a manager overrides it. An override takes one
 * uncapped place in every slot the window covers. Answers whether the override was needed.
 */
export function createDeskPlaces(availability: AvailabilityService) {
  const place = async (
    tx: Tx,
    partnerId: number,
    window: ReservationWindow,
    override: DeskOverride | undefined,
    field = "body.reservedAt",
  ): Promise<{ overridden: boolean }> => {
    const start = window.reservedAt;
    if (start.getTime() <= Date.now()) throw badField(field, deskBookingMessages.past);
    const refusal = await availability.check(tx, partnerId, window, new Date(), DESK);
    const plan = refusal === null ? await availability.plan(tx, partnerId, window) : null;
    if (plan && plan.slotStarts.length > 0) {
      await takePlannedPlaces(tx, partnerId, plan);
      return { overridden: false };
    }
    if (!override) throw refused(refusal ?? "closed");
    const end = new Date(start.getTime() + window.durationMinutes * MINUTE_MS);
    // A reservation never crosses midnight in the schedule; an override is kept to its own day as well.
    if (seoulDayOf(end.getTime() - 1) !== seoulDayOf(start) || end.getTime() - start.getTime() > DAY_MS)
      throw refused("closed");
    const starts = (await availability.plan(tx, partnerId, window)).slotStarts;
    await takeForcedPlaces(tx, partnerId, {
      start,
      end,
      starts: starts.length > 0 ? starts : await gridStarts(tx, partnerId, start, end),
    });
    return { overridden: true };
  };

  return {
    place,
    /** Gives back the booking's places, then takes the new window's (its own places count as free). */
    move: async (
      tx: Tx,
      partnerId: number,
      row: ReservationRow,
      window: ReservationWindow,
      override: DeskOverride | undefined,
    ) => {
      await releasePlaces(tx, partnerId, row);
      return place(tx, partnerId, window, override);
    },
  };
}

export type DeskPlaces = ReturnType<typeof createDeskPlaces>;
