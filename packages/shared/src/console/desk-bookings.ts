import { z } from "zod";
import { idParam } from "../common";
import { formMessages, plainTextField, requiredOrType } from "../form";
import { LANGUAGES } from "../languages";
import { mobilePhoneField } from "../messaging";
import { idListQuery } from "../query";
import { reservationTypes, timeSlotSchema } from "../reservation";

/**
 * Bookings taken by the desk (issue 27): a phone booking, an edit of any open booking, the check-in and the undo of
 * a visited / no-show mark.
 */
export const deskBookingMessages = {
  past: "지난 시간으로는 예약할 수 없습니다. 현재 이후의 시간을 선택해 주세요.",
  overrideForbidden: "정원을 넘겨 예약하는 것은 실장 또는 원장만 할 수 있습니다.",
  consent: "개인정보 수집·이용에 대한 환자의 동의를 확인해 주세요.",
  notEditable: "예약 요청 또는 확정 상태의 예약만 수정할 수 있습니다.",
  checkInStatus: "예약 요청 또는 확정 상태의 예약만 체크인할 수 있습니다.",
  checkInDay: "체크인은 예약 당일에만 할 수 있습니다.",
  alreadyCheckedIn: "이미 체크인한 예약입니다.",
  undoStatus: "내원 또는 노쇼로 표시된 예약만 되돌릴 수 있습니다.",
  undoDay: "내원·노쇼 표시는 표시한 날에만 되돌릴 수 있습니다.",
} as const;

// Missing: "필수 입력 항목입니다." (the form sends no time until one is chosen); malformed: the type message.
const instant = z.iso.datetime({ offset: true, error: requiredOrType });
const optionIds = z.array(idParam).max(20, formMessages.invalidType);

/** A manager's (or owner's) reason for booking beyond the capacity or outside the offered times. */
export const deskOverrideSchema = z.object({ reason: plainTextField(200) });

/** POST …/reservations: a booking taken by phone (or at the counter). */
export const deskBookingCreateSchema = z.object({
  name: plainTextField(50),
  /** A Korean mobile: the patient's messages go there. */
  phone: mobilePhoneField,
  type: z.enum(reservationTypes, { error: requiredOrType }),
  /** Treatments (option ids); none for a VISIT. */
  productOptionIds: optionIds.default([]),
  /** A particular doctor; omitted or null for any. */
  employeeId: idParam.nullish(),
  reservedAt: instant,
  memo: plainTextField(500, { multiline: true }).nullish(),
  /** The patient agreed by phone to the collection of personal data (recorded on the patient). */
  privacyConsent: z
    .boolean({ error: requiredOrType })
    .refine((agreed) => agreed, deskBookingMessages.consent),
  override: deskOverrideSchema.optional(),
  /** The language the patient is written to in (issue 29, decision 0044); Korean unless the desk chose another. */
  language: z.enum(LANGUAGES, { error: formMessages.invalidType }).default("ko"),
});
export type DeskBookingCreate = z.infer<typeof deskBookingCreateSchema>;

/** PUT …/reservations/:id: what the desk may change on an open booking; omitted fields stay. */
export const deskBookingUpdateSchema = z.object({
  reservedAt: instant.optional(),
  /** Omitted keeps the doctor; null means no particular doctor. */
  employeeId: idParam.nullable().optional(),
  type: z.enum(reservationTypes, { error: requiredOrType }).optional(),
  /** Replaces the treatments (given with `type`, or alone for a TREATMENT). */
  productOptionIds: optionIds.optional(),
  /** Null clears the memo. */
  memo: plainTextField(500, { multiline: true }).nullable().optional(),
  override: deskOverrideSchema.optional(),
});
export type DeskBookingUpdate = z.infer<typeof deskBookingUpdateSchema>;

/** GET …/reservations/slots: the times of one date for the desk (no minimum notice; past times unavailable). */
export const deskSlotsQuerySchema = z.object({
  date: z.iso.date(formMessages.invalidType),
  type: z.enum(reservationTypes, { error: requiredOrType }),
  productOptionIds: idListQuery.optional(),
  employeeId: idParam.optional(),
});
export type DeskSlotsQuery = z.infer<typeof deskSlotsQuerySchema>;
export const deskSlotsSchema = z.object({ date: z.string(), slots: z.array(timeSlotSchema) });
export type DeskSlots = z.infer<typeof deskSlotsSchema>;

/** GET …/reservations/treatments: the published options the desk may book, as the booking form lists them. */
export const deskTreatmentSchema = z.object({
  id: z.number().int(),
  productName: z.string(),
  optionName: z.string(),
  price: z.number().int(),
  durationMinutes: z.number().int().nullable(),
});
export type DeskTreatment = z.infer<typeof deskTreatmentSchema>;
export const deskTreatmentListSchema = z.object({ options: z.array(deskTreatmentSchema) });
