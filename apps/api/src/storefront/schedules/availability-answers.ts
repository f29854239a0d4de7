import type { ContentChange } from "@api/lib/content-changes";
import { PublicAnswerCache, type PublicAnswers, UNCACHED } from "@api/lib/public-answer-cache";

/**
 * How long an answer about free dates, times or doctors may be served from memory (decision 0022). Whatever this
 * API process changes (a booking, a cancel, a console save) drops the clinic's answers at once, and so does an
 * announced change of its schedule tables; the window only bounds what nobody announces: another API process's
 * bookings, direct writes to the tables without a notify trigger (reservation_slots, reservation_settings,
 * schedule_overrides) and the clock (a slot beginning, the minimum notice moving on, midnight). Five seconds is
 * shorter than anyone takes to choose a time from the calendar, and long enough that a crowd opening the same
 * calendar costs one database read per question per window. At worst a visitor picks a time that has just gone,
 * and the booking, which re-checks the places in its own transaction, refuses it as full.
 */
export const AVAILABILITY_ANSWER_TTL_MS = 5_000;
/**
 * Questions held per clinic (least recently used first out): the calendar of each reservation type and
 * treatment set, the times of the dates being looked at and the doctors of a few slots. An answer is a few kB.
 */
export const AVAILABILITY_ANSWER_MAX_KEYS_PER_CLINIC = 50;
/**
 * Clinics held at once. An entry is only worth something for a few seconds, so this only bounds memory (about
 * 200 × 50 × 4 kB at worst); beyond it the clinic held longest goes first.
 */
export const AVAILABILITY_ANSWER_MAX_CLINICS = 200;

/**
 * Tables whose rows the availability answers are computed from (schedule-loader.ts, durationOf). An announced
 * change of one of them drops the clinic's answers. reservation_slots, reservation_settings, schedule_overrides
 * and doctor_schedule_overrides have no notify trigger (migrations 0004, 0029): this process drops the answers itself when it
 * writes them, and the TTL bounds anyone else's writes. They are listed so a trigger added later takes effect.
 */
export const SCHEDULE_TABLES: ReadonlySet<string> = new Set([
  "reservation_slots",
  "reservation_settings",
  "schedule_overrides",
  "doctor_schedule_overrides",
  "partner_operation_times",
  "homepage_configs",
  "partner_employees",
  "partner_employee_schedules",
  "product_options",
]);

/**
 * Answers about a clinic's free dates, times and doctors: the same for every visitor at a given moment (never
 * anything of a session or a visitor), keyed by the validated query (answerKey).
 */
export interface AvailabilityAnswers extends PublicAnswers {
  /** Drops every held answer of the clinic: call once a change of its reservations or schedule has committed. */
  forget(partnerId: number): void;
}

/** Every call reads the database, nothing to drop: tests and apps built without the answer caches. */
export const UNCACHED_AVAILABILITY: AvailabilityAnswers = { answer: UNCACHED.answer, forget: () => {} };

/**
 * The short-lived availability cache: PublicAnswerCache's promise sharing (concurrent identical reads wait for
 * one database read), failures never kept, preview requests never served from it, answers frozen, a bounded
 * LRU per clinic; only the time window and the bounds differ. `now` lets tests move the clock.
 */
export function createAvailabilityAnswerCache(options: { now?: () => number } = {}): PublicAnswerCache {
  return new PublicAnswerCache({
    ttlMs: AVAILABILITY_ANSWER_TTL_MS,
    maxClinics: AVAILABILITY_ANSWER_MAX_CLINICS,
    maxKeysPerClinic: AVAILABILITY_ANSWER_MAX_KEYS_PER_CLINIC,
    ...options,
  });
}

/** For the content change listener: drops the clinic's answers when one of its SCHEDULE_TABLES changed. */
export function forgetOnScheduleChange(answers: AvailabilityAnswers, change: ContentChange): void {
  if (SCHEDULE_TABLES.has(change.table)) answers.forget(change.partnerId);
}
