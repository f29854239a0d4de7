import { HttpError } from "@api/lib/http-error";
import type { ReservationRefusal } from "@api/storefront/schedules/availability-service";
import { errorMessages, reservationMessages } from "@clinic/shared";

/**
 * Every refusal of a well-formed booking is a 409: the request is fine, the schedule is not (it depends on the
 * time of asking and on other bookings). The storefront shows 409s inside the widget (spec 8 toasts everything
 * else), so the visitor simply picks another time; a 403 would read as a lost session.
 */
export const refused = (refusal: ReservationRefusal) =>
  new HttpError(409, `reservation refused: ${refusal}`, reservationMessages[refusal]);

export const cancelClosed = () =>
  new HttpError(409, "cancellation cut-off passed", reservationMessages.cancelClosed);

export const changeClosed = () =>
  new HttpError(409, "change cut-off passed", reservationMessages.changeClosed);

/** Cancelled, visited or no-show: only a REQUESTED or CONFIRMED booking moves. */
export const notMovable = () =>
  new HttpError(409, "reservation cannot be moved", reservationMessages.notMovable);

export const alreadyCancelled = () =>
  new HttpError(409, "reservation already cancelled", reservationMessages.alreadyCancelled);

/** 400 naming one field, in the same shape as the validator's. */
export const badField = (path: string, message: string) =>
  new HttpError(400, "validation failed", errorMessages.badRequest, [{ path, message }]);

export const reservationMessagesExtra = {
  unknownOptions: "예약할 수 없는 시술 옵션이 포함되어 있습니다.",
  visitWithoutTreatments: "상담 예약에는 시술을 선택하지 않습니다.",
} as const;
