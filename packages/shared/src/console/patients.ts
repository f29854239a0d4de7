import { z } from "zod";
import { customerSchema } from "../auth";
import { consolePageOf, timestamp } from "../common";
import { formMessages, plainTextField } from "../form";
import { reservationStatuses, reservationTypes } from "../reservation";
import { reservationChannels } from "./reservations";

// Patients (issue 27, decision 0037): one record per person per clinic, joined by phone to members, guests and
// every booking. The desk searches them, reads their history and keeps a memo and consent flags.

export const PATIENT_PAGE_SIZE = 20;
export const PATIENT_SEARCH_MAX = 50;
export const PATIENT_MEMO_MAX = 2000;
export const PATIENT_NAME_MAX = 50;
/** The newest reservations a record shows (a patient with more is a rare regular; the counts cover all). */
export const PATIENT_HISTORY_LIMIT = 500;
/** What an erased patient's name and bookings read afterwards. */
export const ERASED_PATIENT_NAME = "삭제된 환자";

export const patientMessages = {
  search: `검색어는 ${PATIENT_SEARCH_MAX}자 이하로 입력해 주세요.`,
  notFound: "환자 정보를 찾을 수 없습니다.",
  erased: "삭제된 환자입니다.",
  nothingToChange: "바꿀 항목을 하나 이상 보내 주세요.",
  memberLinked:
    "회원 계정이 연결된 환자는 병원에서 삭제할 수 없습니다. 회원 본인이 마이페이지에서 탈퇴한 뒤 삭제해 주세요.",
} as const;

// Line breaks are kept in a memo; other control characters (NUL above all) cannot be stored or searched.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find control characters
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export const patientListQuerySchema = z.object({
  /** Part of a name (any letters, Korean too) or of a phone number ("010-1234", "1234"). */
  q: z
    .string()
    .trim()
    .max(PATIENT_SEARCH_MAX, patientMessages.search)
    .refine((value) => !CONTROL_CHARACTERS.test(value), formMessages.controlCharacters)
    .optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type PatientListQuery = z.input<typeof patientListQuerySchema>;

export const patientRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Digits only, as stored. */
  phone: z.string(),
  /** The newest VISITED booking's time (ISO), null when never visited. */
  lastVisitAt: timestamp.nullable(),
  /** The next requested or confirmed booking from now on (ISO). */
  nextBookingAt: timestamp.nullable(),
  visitCount: z.number().int(),
  noShowCount: z.number().int(),
  /** A live member account (REGISTERED) has this phone. */
  member: z.boolean(),
  /** A live guest (phone-verified, no account) has this phone. */
  guest: z.boolean(),
  /** At least one booking was taken by the desk. */
  desk: z.boolean(),
});
export type PatientRow = z.infer<typeof patientRowSchema>;

export const patientListSchema = consolePageOf(patientRowSchema);
export type PatientList = z.infer<typeof patientListSchema>;

/**
 * A member or guest account with the patient's phone: the customer's own fields and choices (read-only here),
 * its type named as the desk names it.
 */
export const patientAccountSchema = customerSchema
  .pick({ id: true, name: true, marketingReceivable: true, remindersReceivable: true, createdAt: true })
  .extend({ type: z.enum(["MEMBER", "GUEST"]) });
export type PatientAccount = z.infer<typeof patientAccountSchema>;

export const patientVisitSchema = z.object({
  id: z.number().int(),
  reservedAt: timestamp,
  type: z.enum(reservationTypes),
  status: z.enum(reservationStatuses),
  channel: z.enum(reservationChannels),
  /** "product · option" of each treatment line. */
  treatments: z.array(z.string()),
  doctor: z.string().nullable(),
  totalPrice: z.number().int(),
  cancelReason: z.string().nullable(),
});
export type PatientVisit = z.infer<typeof patientVisitSchema>;

export const patientSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  memo: z.string().nullable(),
  privacyConsentAt: timestamp.nullable(),
  marketingConsent: z.boolean(),
  createdAt: timestamp,
  accounts: z.array(patientAccountSchema),
  counts: z.object({
    reservations: z.number().int(),
    visits: z.number().int(),
    noShows: z.number().int(),
    cancellations: z.number().int(),
  }),
  /** Newest first, at most PATIENT_HISTORY_LIMIT. */
  history: z.array(patientVisitSchema),
});
export type Patient = z.infer<typeof patientSchema>;

/** PUT …/patients/:id: any of the fields; an empty memo clears it. */
export const patientUpdateBodySchema = z
  .object({
    name: plainTextField(PATIENT_NAME_MAX).optional(),
    memo: z
      .string({ error: formMessages.invalidType })
      .trim()
      .max(PATIENT_MEMO_MAX, formMessages.tooLong(PATIENT_MEMO_MAX))
      .refine((value) => !CONTROL_CHARACTERS.test(value), formMessages.controlCharacters)
      .nullable()
      .optional(),
    marketingConsent: z.boolean({ error: formMessages.invalidType }).optional(),
    /** true records the consent now (kept if already given); false withdraws it. */
    privacyConsent: z.boolean({ error: formMessages.invalidType }).optional(),
  })
  .refine(
    (body) => Object.values(body).some((value) => value !== undefined),
    patientMessages.nothingToChange,
  );
export type PatientUpdateBody = z.infer<typeof patientUpdateBodySchema>;

/** DELETE …/patients/:id: what the privacy deletion did (counts only). */
export const patientErasureSchema = z.object({
  /** Bookings kept, with name, phone and memo erased. */
  reservationsKept: z.number().int(),
  /** Future requested or confirmed bookings cancelled (their places released). */
  futureCancelled: z.number().int(),
  /** Guest accounts with the phone anonymised. */
  guestsAnonymised: z.number().int(),
  /** Messages whose text or recipient was erased. */
  messagesErased: z.number().int(),
});
export type PatientErasure = z.infer<typeof patientErasureSchema>;
