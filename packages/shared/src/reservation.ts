import { z } from "zod";
import { idParam, pagedListOf, timestamp } from "./common";
import { formMessages, isoDateField, plainTextField, requiredOrType } from "./form";
import { LANGUAGES } from "./languages";
import { idListQuery, pagingQuery } from "./query";

export const reservationTypes = ["VISIT", "TREATMENT"] as const;
export type ReservationType = (typeof reservationTypes)[number];
/** VISITED and NO_SHOW follow CONFIRMED once the hour has begun (the console's desk marks them). */
export const reservationStatuses = ["REQUESTED", "CONFIRMED", "CANCELLED", "VISITED", "NO_SHOW"] as const;
export type ReservationStatus = (typeof reservationStatuses)[number];
export const reservationStatusLabels: Record<ReservationStatus, string> = {
  REQUESTED: "예약 신청",
  CONFIRMED: "예약 확정",
  CANCELLED: "예약 취소",
  VISITED: "내원 완료",
  NO_SHOW: "노쇼",
};
/** Header carrying the client's key for one intended reservation (a double click makes one reservation). */
export const IDEMPOTENCY_KEY_HEADER = "idempotency-key";
/** Longest stay the widget may ask about in one call (available dates). */
export const MAX_AVAILABILITY_DAYS = 92;

/** An instant with its offset, e.g. 2026-11-24T10:30:00+09:00. */
const instant = z.iso.datetime({ offset: true, error: formMessages.invalidType });

/** A treatment is booked once however often its option id is repeated (durations and prices count it once). */
const distinct = (ids: number[]) => [...new Set(ids)];

/** What a reservation is for: a visit (consultation) or treatments given by their option ids. */
const forWhat = {
  type: z.enum(reservationTypes, { error: requiredOrType }),
  productOptionIds: idListQuery.transform(distinct).optional(),
};

// ---- Schedules

/** GET /partner-schedules/available-dates: dates in [from, to] (default: today … today + reservationRange). */
export const availableDatesQuerySchema = z.object({
  ...forWhat,
  from: isoDateField.optional(),
  to: isoDateField.optional(),
});
export const availableDatesSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Dates (YYYY-MM-DD, Asia/Seoul) with at least one free time. */
  dates: z.array(z.string()),
  /** Dates in the range the clinic does not work, with the reason shown to the visitor (holiday note, 정기 휴진). */
  closed: z.array(z.object({ date: z.string(), reason: z.string() })).default([]),
});
/** GET /partner-schedules/time: the times of one date. */
export const availableTimesQuerySchema = z.object({
  ...forWhat,
  date: isoDateField,
  employeeId: idParam.optional(),
});
export const timeSlotSchema = z.object({
  /** "HH:MM" in Asia/Seoul. */
  time: z.string(),
  startsAt: timestamp,
  available: z.boolean(),
  /** Free places left (STRICT mode); null when the clinic takes requests without a cap. */
  remaining: z.number().int().nullable(),
});
export type TimeSlot = z.infer<typeof timeSlotSchema>;
export const availableTimesSchema = z.object({ date: z.string(), slots: z.array(timeSlotSchema) });
/** GET /partner-employee-schedules/employees: doctors working for the whole of a reservation. */
export const freeEmployeesQuerySchema = z.object({ ...forWhat, reservedAt: instant });
export const freeEmployeeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  position: z.string().nullable(),
  imageUrl: z.string().nullable(),
});
export const freeEmployeeListSchema = z.object({ rows: z.array(freeEmployeeSchema) });

// ---- Confirmation and validation (before booking)

export const reservationConfirmQuerySchema = z.object({ productOptionIds: idListQuery });
export const reservationLineSchema = z.object({
  productId: z.number().int(),
  productName: z.string(),
  productOptionId: z.number().int(),
  optionName: z.string(),
  price: z.number().int(),
  originalPrice: z.number().int().nullable(),
  durationMinutes: z.number().int().nullable(),
});
export type ReservationLine = z.infer<typeof reservationLineSchema>;
export const reservationConfirmSchema = z.object({
  items: z.array(reservationLineSchema),
  totalPrice: z.number().int(),
  /** Sum of prices before discounts. */
  originalTotalPrice: z.number().int(),
  discount: z.number().int(),
  vatIncluded: z.boolean(),
  /** Minutes the visit takes (sum of the treatments, at least one slot). */
  durationMinutes: z.number().int(),
});
export const reservationValidationQuerySchema = z.object({ ...forWhat, reservedAt: instant });
export const reservationValidationSchema = z.object({
  available: z.boolean(),
  /** Korean reason when not available (closed, too soon, beyond the range, full). */
  message: z.string().nullable(),
});

// ---- Reservations

export const reservationCreateSchema = z.object({
  type: z.enum(reservationTypes, { error: requiredOrType }),
  reservedAt: instant,
  /** TREATMENT: the options booked (1–20); VISIT: none. */
  productOptionIds: z.array(idParam).max(20).default([]).transform(distinct),
  employeeId: idParam.optional(),
  memo: plainTextField(500, { multiline: true }).optional(),
  agreePrivacy: z.literal(true, { error: formMessages.consent }),
  /** spec 7's UTM values as the widget read them from the page (unknown keys dropped). */
  utm: z.record(z.string().max(40), z.string().max(200)).optional(),
  /**
   * The language of the page the booking was made on (issue 29, decision 0044): the patient's messages are written
   * in it and the desk shows it. Korean unless the page said otherwise.
   */
  language: z.enum(LANGUAGES, { error: formMessages.invalidType }).default("ko"),
});
export type ReservationCreate = z.input<typeof reservationCreateSchema>;
/** PUT /customer/reservations/{id}/time (issue 27): the customer moves their own booking; omitted keeps the doctor. */
export const reservationRescheduleSchema = z.object({
  reservedAt: instant,
  employeeId: idParam.optional(),
});
export type ReservationReschedule = z.infer<typeof reservationRescheduleSchema>;
export const reservationSchema = z.object({
  id: z.number().int(),
  type: z.enum(reservationTypes),
  status: z.enum(reservationStatuses),
  reservedAt: timestamp,
  durationMinutes: z.number().int(),
  employee: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  name: z.string(),
  phone: z.string(),
  memo: z.string().nullable(),
  items: z.array(reservationLineSchema),
  totalPrice: z.number().int(),
  /** The customer may still cancel (before the cut-off, not cancelled). */
  cancellable: z.boolean(),
  /**
   * The clinic's policy (issue 27): until how many minutes before the start the customer may cancel or move the
   * booking themselves; the my-page says so once that has passed.
   */
  cancelCutoffMinutes: z.number().int().optional(),
  createdAt: timestamp,
});
export type Reservation = z.infer<typeof reservationSchema>;
export const reservationListQuerySchema = pagingQuery.extend({
  status: z.enum(reservationStatuses).optional(),
});
export const reservationPageSchema = pagedListOf(reservationSchema);
/** Staff list: by reservation time. */
export const staffReservationQuerySchema = reservationListQuerySchema.extend({
  from: isoDateField.optional(),
  to: isoDateField.optional(),
});

export const reservationMessages = {
  full: "선택하신 시간은 예약이 마감되었습니다. 다른 시간을 선택해 주세요.",
  closed: "휴진일이거나 진료 시간이 아닙니다.",
  tooSoon: "선택하신 시간은 예약할 수 없습니다. 조금 더 뒤의 시간을 선택해 주세요.",
  outOfRange: "예약 가능한 기간이 아닙니다.",
  employeeBusy: "선택하신 의료진은 해당 시간에 진료하지 않습니다.",
  cancelClosed: "예약 취소 가능 시간이 지났습니다. 병원으로 연락해 주세요.",
  changeClosed: "예약 변경 가능 시간이 지났습니다. 병원으로 연락해 주세요.",
  notMovable: "이 예약은 변경할 수 없습니다. 병원으로 연락해 주세요.",
  alreadyCancelled: "이미 취소된 예약입니다.",
  treatmentsRequired: "예약할 시술을 선택해 주세요.",
} as const;

// ---- Carts

export const cartItemSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  productOptionId: z.number().int(),
  optionName: z.string(),
  price: z.number().int(),
  originalPrice: z.number().int().nullable(),
  durationMinutes: z.number().int().nullable(),
  thumbnailUrl: z.string().nullable(),
});
export type CartItem = z.infer<typeof cartItemSchema>;
export const cartSchema = z.object({ rows: z.array(cartItemSchema), totalPrice: z.number().int() });
export type Cart = z.infer<typeof cartSchema>;
export const cartAddSchema = z.object({ productOptionId: idParam });
/** DELETE /carts?productOptionIds=1,2 (params, spec 7); without it the whole cart is emptied. */
export const cartDeleteQuerySchema = z.object({ productOptionIds: idListQuery.optional() });
export const badgeSchema = z.object({ cartCount: z.number().int() });
export const guestBadgeQuerySchema = z.object({ guestId: z.string().max(100).optional() });
/** The most lines one cart holds. */
export const MAX_CART_ITEMS = 30;
