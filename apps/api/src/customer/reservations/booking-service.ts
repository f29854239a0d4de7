import { findLiveCustomer } from "@api/customer/customers-core/repository";
import { isUniqueViolation } from "@api/customer/guest-auth/errors";
import { HttpError } from "@api/lib/http-error";
import { recordReservationEvent, type SiteLink } from "@api/messaging/reservation-messages";
import { sessionRequired } from "@api/plugins/customer-session";
import type { AvailabilityAnswers } from "@api/storefront/schedules/availability-answers";
import {
  type AvailabilityService,
  durationOf,
  type ReservationWindow,
} from "@api/storefront/schedules/availability-service";
import { type Database, withTenant } from "@clinic/db";
import type { Language, Reservation, ReservationType } from "@clinic/shared";
import { distinct, requireFitOptions, resolveLines } from "./lines";
import { presentOne } from "./present";
import { findByIdempotencyKey, insertItems, insertReservation } from "./repository";
import { planWindow, takePlannedPlaces } from "./window-places";

export interface BookingInput {
  type: ReservationType;
  reservedAt: string;
  productOptionIds: number[];
  employeeId?: number | undefined;
  memo?: string | undefined;
  utm?: Record<string, string> | undefined;
  /** The page's language (issue 29); Korean when absent. The patient's messages are written in it. */
  language?: Language | undefined;
}

export interface Booked {
  reservation: Reservation;
  /** False when the idempotency key named an earlier booking, which is answered again. */
  created: boolean;
}

const FIELD = "body.productOptionIds";

/**
 * Books in one tenant transaction: check the window, copy the options, insert the reservation (so a concurrent
 * duplicate key fails on the unique index before taking places), then take one place per slot with a conditional
 * UPDATE. Any refusal throws and rolls back everything, places included. The check and the UPDATE read the
 * places in this transaction, never the availability answers a visitor was shown (which may be seconds old):
 * a stale "free" leads at worst to the 409 "full", never to a place beyond the capacity.
 */
export function createBookingService(
  database: Database,
  availability: AvailabilityService,
  answers: AvailabilityAnswers,
  siteLink?: SiteLink,
) {
  const replay = (partnerId: number, customerId: number, key: string) =>
    withTenant(database.db, partnerId, async (tx) => {
      const row = await findByIdempotencyKey(tx, partnerId, customerId, key);
      return row ? presentOne(tx, partnerId, row) : null;
    });

  const book = (partnerId: number, customerId: number, input: BookingInput, key: string | null) =>
    withTenant(database.db, partnerId, async (tx) => {
      const customer = await findLiveCustomer(tx, partnerId, customerId);
      if (!customer) throw sessionRequired();
      const ids = distinct(input.productOptionIds);
      const lines = await resolveLines(tx, partnerId, ids, FIELD);
      const window: ReservationWindow = {
        type: input.type,
        reservedAt: new Date(input.reservedAt),
        durationMinutes: await durationOf(tx, partnerId, input.type, ids),
        ...(input.employeeId === undefined ? {} : { employeeId: input.employeeId }),
      };
      const plan = await planWindow(tx, availability, partnerId, window);
      const row = await insertReservation(tx, {
        partnerId,
        customerId,
        type: input.type,
        status: plan.requestsOnly || plan.reservationConfirm ? "REQUESTED" : "CONFIRMED",
        reservedAt: window.reservedAt,
        durationMinutes: window.durationMinutes,
        employeeId: input.employeeId ?? null,
        name: customer.name,
        phone: customer.phone,
        memo: input.memo ?? null,
        totalPrice: lines.reduce((sum, line) => sum + line.price, 0),
        idempotencyKey: key,
        utm: input.utm ?? null,
        language: input.language ?? "ko",
      });
      await insertItems(
        tx,
        partnerId,
        row.id,
        lines.map(({ originalPrice: _listPrice, ...line }) => line),
      );
      await takePlannedPlaces(tx, partnerId, plan);
      // The patient's message, the staff alert and the reminders commit with the booking, or not at all.
      await recordReservationEvent(tx, partnerId, row, { type: "created" }, siteLink);
      return presentOne(tx, partnerId, row);
    });

  return {
    async create(
      partnerId: number,
      customerId: number,
      input: BookingInput,
      key: string | null,
    ): Promise<Booked> {
      requireFitOptions(input.type, distinct(input.productOptionIds), FIELD);
      if (key !== null) {
        const earlier = await replay(partnerId, customerId, key);
        if (earlier) return { reservation: earlier, created: false };
      }
      try {
        const reservation = await book(partnerId, customerId, input, key);
        // Committed: the places it took are gone from the dates and times shown from now on.
        answers.forget(partnerId);
        return { reservation, created: true };
      } catch (error) {
        // A refusal means the visitor was shown a time that is not free (any more): what this process holds may
        // be what showed it (another process's booking, the clock), so the next read is a fresh one.
        if (error instanceof HttpError && error.status === 409) answers.forget(partnerId);
        // A concurrent twin with the same key won: it either hit the unique index or, having committed first,
        // took the last place. Either way the customer's one reservation is the twin's.
        const twinMayExist = isUniqueViolation(error) || (error instanceof HttpError && error.status === 409);
        if (key !== null && twinMayExist) {
          const twin = await replay(partnerId, customerId, key);
          if (twin) return { reservation: twin, created: false };
        }
        throw error;
      }
    },
  };
}

export type BookingService = ReturnType<typeof createBookingService>;
