import type { Reservation } from "@clinic/shared";
import type { FastifyBaseLogger } from "fastify";

/** Tells the clinic about a new reservation (e-mail or SMS senders implement this; the default only logs). */
export interface ReservationNotifier {
  reservationCreated(partnerId: number, reservation: Reservation): Promise<void>;
}

/** Logs the new reservation without the customer's name or phone (logs are not the place for personal data). */
export function createLogNotifier(log: FastifyBaseLogger): ReservationNotifier {
  return {
    async reservationCreated(partnerId, reservation) {
      log.info(
        {
          partnerId,
          reservationId: reservation.id,
          type: reservation.type,
          status: reservation.status,
          reservedAt: reservation.reservedAt,
        },
        "reservation created",
      );
    },
  };
}

/**
 * Runs after the booking committed and is not awaited by the answer: a slow or failing sender must neither
 * delay nor fail a reservation that already exists. Failures are logged. Resolves when the notifier is done.
 */
export function notifyCreated(
  notifier: ReservationNotifier,
  log: FastifyBaseLogger,
  partnerId: number,
  reservation: Reservation,
): Promise<void> {
  return Promise.resolve()
    .then(() => notifier.reservationCreated(partnerId, reservation))
    .catch((error: unknown) => {
      log.error({ err: error, partnerId, reservationId: reservation.id }, "reservation notification failed");
    });
}
