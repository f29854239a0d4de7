import { z } from "zod";
import { idParam, timestamp } from "../common";
import { formMessages, isoDateField, plainTextField, requiredOrType } from "../form";
import { languageSchema } from "../language-schema";
import { dayHoursOf } from "../partner";
import { reservationSchema, reservationStatuses, reservationTypes } from "../reservation";

/** The widest window the desk lists at once (a month view), in days. */
export const MAX_DESK_DAYS = 31;
const DAY_MS = 24 * 60 * 60 * 1000;

export const deskMessages = {
  range: `조회 기간은 ${MAX_DESK_DAYS}일 이내여야 합니다.`,
  order: "종료일은 시작일 이후여야 합니다.",
  time: "시간은 HH:MM 형식으로 입력해 주세요.",
  closeAfterOpen: "종료 시간은 시작 시간보다 늦어야 합니다.",
  lunchPair: "점심시간은 시작과 끝을 함께 입력해 주세요.",
  lunchInside: "점심시간은 진료 시간 안에 있어야 합니다.",
  hoursRequired: "휴진이 아니면 진료 시간을 입력해 주세요.",
  transition: "현재 상태에서는 할 수 없는 작업입니다.",
  notStarted: "예약 시간이 지난 뒤에 내원 또는 노쇼로 처리할 수 있습니다.",
  duplicateWeekday: "같은 요일의 근무 시간이 겹칩니다.",
} as const;

/** A wall-clock time "HH:MM" (00:00–23:59), as the console's time inputs send it. */
export const clockTime = z
  .string({ error: requiredOrType })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, deskMessages.time);
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

// ---- Desk list

export const deskQuerySchema = z
  .object({
    from: isoDateField,
    to: isoDateField,
    status: z.enum(reservationStatuses).optional(),
    employeeId: idParam.optional(),
    type: z.enum(reservationTypes).optional(),
  })
  .superRefine((query, context) => {
    const days = (Date.parse(query.to) - Date.parse(query.from)) / DAY_MS;
    if (days < 0) context.addIssue({ code: "custom", path: ["to"], message: deskMessages.order });
    else if (days >= MAX_DESK_DAYS)
      context.addIssue({ code: "custom", path: ["to"], message: deskMessages.range });
  });
export type DeskQuery = z.infer<typeof deskQuerySchema>;

/** Where a booking came from: the widget or my-page (ONLINE), or the desk (DESK, e.g. by phone). */
export const reservationChannels = ["ONLINE", "DESK"] as const;
export type ReservationChannel = (typeof reservationChannels)[number];

/** A reservation as the desk sees it: the customer's view plus who cancelled and why, its patient and the desk's marks. */
export const deskReservationSchema = reservationSchema.extend({
  cancelledBy: z.enum(["CUSTOMER", "CLINIC"]).nullable(),
  cancelReason: z.string().nullable(),
  /** The patient record (issue 27); null only once the patient was erased without a record. */
  patientId: z.number().int().nullable(),
  channel: z.enum(reservationChannels),
  /** Set when a manager booked beyond the slot's capacity. */
  capacityOverrideReason: z.string().nullable(),
  /** When the patient was checked in (ISO); null until they arrive. */
  checkedInAt: timestamp.nullable(),
  /** When the desk marked VISITED or NO_SHOW (ISO): undo is allowed on that Seoul day. */
  outcomeAt: timestamp.nullable(),
  /** The language the patient booked in (issue 29): their messages go in it; the desk shows it when not Korean. */
  language: languageSchema,
});
export type DeskReservation = z.infer<typeof deskReservationSchema>;
export const deskListSchema = z.object({ rows: z.array(deskReservationSchema) });

export const deskCancelBodySchema = z.object({ reason: plainTextField(200) });

/** GET …/reservations/changes: the poll that tells the desk something changed since it last looked. */
export const deskChangesQuerySchema = z.object({ since: z.iso.datetime({ offset: true }).optional() });
export const deskChangesSchema = z.object({
  /** Newest change (created or updated) of any reservation of the clinic; null when it has none. */
  latest: z.string().nullable(),
  /** Reservations created or changed after `since` (all of them without it). */
  count: z.number().int(),
});

/** PUT …/reservations/:id/time: a new time (and doctor) for a booking, checked against the schedule like a booking. */
export const deskRescheduleBodySchema = z.object({
  reservedAt: z.iso.datetime({ offset: true, error: formMessages.invalidType }),
  /** Omitted keeps the doctor; null means no particular doctor. */
  employeeId: idParam.nullable().optional(),
});
export type DeskRescheduleBody = z.infer<typeof deskRescheduleBodySchema>;

// ---- Pending queue (issue 26): requests waiting for the clinic's confirmation, across dates

/** What the queue and its live stream say in short: how many requests wait, and their newest change. */
export const pendingSummarySchema = z.object({
  /** REQUESTED reservations of the clinic starting today (Seoul) or later. */
  count: z.number().int(),
  /**
   * Newest change (created or updated) among them, ISO; null when none waits. A request confirmed while another
   * arrives leaves the count as it was, but not this.
   */
  latest: z.string().nullable(),
});
export type PendingSummary = z.infer<typeof pendingSummarySchema>;

/** GET …/reservations/pending: the queue, oldest reservation time first (at most PENDING_ROWS_LIMIT rows). */
export const pendingListSchema = pendingSummarySchema.extend({ rows: z.array(deskReservationSchema) });
export type PendingList = z.infer<typeof pendingListSchema>;
export const PENDING_ROWS_LIMIT = 200;

/** Actions the desk offers, by path segment. */
export const deskActions = ["confirm", "cancel", "visited", "no-show"] as const;
export type DeskAction = (typeof deskActions)[number];

// ---- Schedule

export const scheduleSettingsSchema = z.object({
  slotMinutes: z.number().int().min(5).max(240),
  capacityPerSlot: z.number().int().min(1).max(100),
  minNoticeMinutes: z
    .number()
    .int()
    .min(0)
    .max(30 * 24 * 60),
  cancelCutoffMinutes: z
    .number()
    .int()
    .min(0)
    .max(30 * 24 * 60),
  visitMinutes: z.number().int().min(5).max(480),
});
export type ScheduleSettings = z.infer<typeof scheduleSettingsSchema>;

/** A day's hours as the schedule answers them ("HH:MM"; opening or closing null: closed). */
const scheduleHours = dayHoursOf(z.string()).shape;

export const scheduleOverrideSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  isClosed: z.boolean(),
  ...scheduleHours,
  note: z.string().nullable(),
});
export type ScheduleOverride = z.infer<typeof scheduleOverrideSchema>;

/** A holiday (isClosed) or other hours on one date; saving a date that has one replaces it. */
export const scheduleOverrideBodySchema = z
  .object({
    date: isoDateField,
    isClosed: z.boolean(),
    opening: clockTime.nullish(),
    closing: clockTime.nullish(),
    lunchStart: clockTime.nullish(),
    lunchEnd: clockTime.nullish(),
    note: plainTextField(100).nullish(),
  })
  .superRefine((body, context) => {
    if (body.isClosed) return;
    if (!body.opening || !body.closing) {
      context.addIssue({
        code: "custom",
        path: [body.opening ? "closing" : "opening"],
        message: deskMessages.hoursRequired,
      });
      return;
    }
    const open = minutesOf(body.opening);
    const close = minutesOf(body.closing);
    if (close <= open)
      context.addIssue({ code: "custom", path: ["closing"], message: deskMessages.closeAfterOpen });
    if (Boolean(body.lunchStart) !== Boolean(body.lunchEnd)) {
      const path = body.lunchStart ? "lunchEnd" : "lunchStart";
      context.addIssue({ code: "custom", path: [path], message: deskMessages.lunchPair });
    } else if (body.lunchStart && body.lunchEnd) {
      const start = minutesOf(body.lunchStart);
      const end = minutesOf(body.lunchEnd);
      if (end <= start)
        context.addIssue({ code: "custom", path: ["lunchEnd"], message: deskMessages.closeAfterOpen });
      else if (start < open || end > close)
        context.addIssue({ code: "custom", path: ["lunchStart"], message: deskMessages.lunchInside });
    }
  });
export type ScheduleOverrideBody = z.infer<typeof scheduleOverrideBodySchema>;

export const doctorBlockSchema = z
  .object({
    /** ISO weekday: 1 Monday … 7 Sunday. */
    weekday: z.number().int().min(1).max(7),
    startTime: clockTime,
    endTime: clockTime,
  })
  .refine((block) => minutesOf(block.endTime) > minutesOf(block.startTime), {
    path: ["endTime"],
    message: deskMessages.closeAfterOpen,
  });
export type DoctorBlock = z.infer<typeof doctorBlockSchema>;

/** PUT …/schedule/doctors/:employeeId replaces the doctor's weekly blocks (none: no reservable hours). */
export const doctorBlocksBodySchema = z
  .object({ blocks: z.array(doctorBlockSchema).max(21) })
  .superRefine((body, context) => {
    body.blocks.forEach((block, index) => {
      const overlaps = body.blocks.some(
        (other, otherIndex) =>
          otherIndex < index &&
          other.weekday === block.weekday &&
          minutesOf(other.startTime) < minutesOf(block.endTime) &&
          minutesOf(block.startTime) < minutesOf(other.endTime),
      );
      if (overlaps)
        context.addIssue({
          code: "custom",
          path: ["blocks", index, "startTime"],
          message: deskMessages.duplicateWeekday,
        });
    });
  });

// ---- Per-doctor date overrides (issue 27, desk-grid): a doctor's day off or other hours on one date

export const doctorOverrideMessages = {
  hoursRequired: "휴무가 아니면 근무 시간을 입력해 주세요.",
} as const;

/** A doctor's day off (isOff) or other hours on one date, replacing the doctor's weekly blocks on that date. */
export const doctorDateOverrideSchema = z.object({
  date: z.string(),
  isOff: z.boolean(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  note: z.string().nullable(),
});
export type DoctorDateOverride = z.infer<typeof doctorDateOverrideSchema>;

/** PUT …/schedule/doctors/:employeeId/overrides/:date: saving a date that has one replaces it. */
export const doctorOverrideBodySchema = z
  .object({
    isOff: z.boolean({ error: requiredOrType }),
    startTime: clockTime.nullish(),
    endTime: clockTime.nullish(),
    note: plainTextField(100).nullish(),
  })
  .superRefine((body, context) => {
    if (body.isOff) return;
    if (!body.startTime || !body.endTime) {
      context.addIssue({
        code: "custom",
        path: [body.startTime ? "endTime" : "startTime"],
        message: doctorOverrideMessages.hoursRequired,
      });
      return;
    }
    if (minutesOf(body.endTime) <= minutesOf(body.startTime))
      context.addIssue({ code: "custom", path: ["endTime"], message: deskMessages.closeAfterOpen });
  });
export type DoctorOverrideBody = z.infer<typeof doctorOverrideBodySchema>;

export const scheduleDoctorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  position: z.string().nullable(),
  blocks: z.array(z.object({ weekday: z.number().int(), startTime: z.string(), endTime: z.string() })),
  /** The doctor's date overrides from today (Seoul) on, by date. */
  overrides: z.array(doctorDateOverrideSchema),
});
export type ScheduleDoctor = z.infer<typeof scheduleDoctorSchema>;

/** One weekday's opening hours as the slot engine reads them ("HH:MM"; opening or closing null: closed). */
export const scheduleWeekdaySchema = z.object({ weekday: z.number().int(), ...scheduleHours });
export type ScheduleWeekday = z.infer<typeof scheduleWeekdaySchema>;

export const scheduleSchema = z.object({
  settings: scheduleSettingsSchema,
  /** The weekly hours the slots follow (issue 27: the desk's day grid), by weekday; a missing weekday is closed. */
  weekly: z.array(scheduleWeekdaySchema),
  /** Overrides from today (Seoul) on, by date. */
  overrides: z.array(scheduleOverrideSchema),
  doctors: z.array(scheduleDoctorSchema),
});
export type Schedule = z.infer<typeof scheduleSchema>;

export const weekdayLabels: Record<number, string> = {
  1: "월",
  2: "화",
  3: "수",
  4: "목",
  5: "금",
  6: "토",
  7: "일",
};
