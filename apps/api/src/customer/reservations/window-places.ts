import type {
  AvailabilityService,
  ReservationPlan,
  ReservationWindow,
} from "@api/storefront/schedules/availability-service";
import type { Tx } from "@clinic/db";
import { refused } from "./errors";
import { takePlace } from "./slots";

/**
 * Checks a window against the schedule in the caller's transaction and answers the slots it would occupy; a refusal
 * throws its 409. Reads places in this transaction, never the availability answers a visitor was shown.
 */
export async function planWindow(
  tx: Tx,
  availability: AvailabilityService,
  partnerId: number,
  window: ReservationWindow,
): Promise<ReservationPlan> {
  const refusal = await availability.check(tx, partnerId, window);
  if (refusal) throw refused(refusal);
  const plan = await availability.plan(tx, partnerId, window);
  // check() refuses times off the grid; an empty plan would book no place at all, so never accept one.
  if (plan.slotStarts.length === 0) throw refused("closed");
  return plan;
}

/** Takes one place per planned slot with the conditional UPDATE; the last place gone is the 409 "full". */
export async function takePlannedPlaces(tx: Tx, partnerId: number, plan: ReservationPlan): Promise<void> {
  // Requests-only clinics confirm by hand: count the demand, cap nothing.
  const capacity = plan.requestsOnly ? null : plan.capacity;
  for (const startsAt of plan.slotStarts) {
    if (!(await takePlace(tx, partnerId, startsAt, capacity))) throw refused("full");
  }
}
