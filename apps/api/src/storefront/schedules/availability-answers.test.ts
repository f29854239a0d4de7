import type { PublicAnswerCache } from "@api/lib/public-answer-cache";
import { createTestApp, type TestApp } from "@api/testing/test-app";
import { eq, schema } from "@clinic/db";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  AVAILABILITY_ANSWER_TTL_MS,
  createAvailabilityAnswerCache,
  forgetOnScheduleChange,
} from "./availability-answers";
import { insertScheduleClinic, seoulDate } from "./schedule-fixtures";
import { createScheduleService, type ScheduleService } from "./schedule-service";

// The schedule service over the real database with the availability cache on a clock the test moves. Places are
// taken by writing reservation_slots directly, which announces nothing: only the cache's own rules drop answers.
describe("availability answers held by the schedule service", () => {
  let t: TestApp;
  let clinic: Awaited<ReturnType<typeof insertScheduleClinic>>;
  let other: Awaited<ReturnType<typeof insertScheduleClinic>>;
  let now: number;
  let cache: PublicAnswerCache;
  let service: ScheduleService;

  beforeAll(async () => {
    t = await createTestApp();
    clinic = await insertScheduleClinic(t.database, "heldtest");
    other = await insertScheduleClinic(t.database, "heldother");
    // The other clinic takes three visitors a slot, so an answer crossing clinics would show.
    await t.database.db
      .update(schema.reservationSettings)
      .set({ capacityPerSlot: 3 })
      .where(eq(schema.reservationSettings.partnerId, other.id));
  });
  beforeEach(() => {
    now = 1_000_000;
    cache = createAvailabilityAnswerCache({ now: () => now });
    service = createScheduleService(t.database, cache);
  });
  afterAll(() => t?.close());

  // Past the fixture's holiday and shortened day (offsets 3 and 4).
  let nextDay = 4;
  /** An ordinary date no earlier test has taken places on. */
  const freshDay = () => seoulDate(++nextDay);
  const take = (partnerId: number, day: string, time: string, booked: number) =>
    t.database.db
      .insert(schema.reservationSlots)
      .values({ partnerId, startsAt: new Date(`${day}T${time}:00+09:00`), booked })
      .onConflictDoUpdate({
        target: [schema.reservationSlots.partnerId, schema.reservationSlots.startsAt],
        set: { booked },
      });
  const timesOf = (partnerId: number, date: string) => service.times(partnerId, { type: "VISIT", date });
  const leftAt = async (partnerId: number, date: string, time = "10:00") =>
    (await timesOf(partnerId, date)).slots.find((slot) => slot.time === time)?.remaining;

  it("shares one read between identical questions and answers from memory until the window ends", async () => {
    const day = freshDay();
    const [first, second] = await Promise.all([timesOf(clinic.id, day), timesOf(clinic.id, day)]);
    // One database read: both callers hold the very same (frozen) answer.
    expect(second).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(first.slots.find((slot) => slot.time === "10:00")?.remaining).toBe(2);

    await take(clinic.id, day, "10:00", 1);
    now += AVAILABILITY_ANSWER_TTL_MS - 1;
    expect(await timesOf(clinic.id, day)).toBe(first);
    now += 1;
    expect(await leftAt(clinic.id, day)).toBe(1);
  });

  it("names each answer by its validated query: another date or duration is another read", async () => {
    const day = freshDay();
    const dates = await service.availableDates(clinic.id, { type: "VISIT" });
    expect(dates.dates).toContain(day);
    await take(clinic.id, day, "10:00", 2);
    // Held: the same question in the same window.
    expect(await service.availableDates(clinic.id, { type: "VISIT" })).toBe(dates);
    // Asked differently: read now, so the place just taken shows.
    expect(await leftAt(clinic.id, day)).toBe(0);
    const ranged = await service.availableDates(clinic.id, { type: "VISIT", from: day, to: day });
    expect(ranged).not.toBe(dates);
    expect(ranged.dates).toEqual([day]);
  });

  it("never answers one clinic from another's entry, and forgetting one keeps the other's", async () => {
    const day = freshDay();
    expect(await leftAt(clinic.id, day)).toBe(2);
    expect(await leftAt(other.id, day)).toBe(3);
    await take(clinic.id, day, "10:00", 1);
    await take(other.id, day, "10:00", 1);
    cache.forget(clinic.id);
    expect(await leftAt(clinic.id, day)).toBe(1);
    expect(await leftAt(other.id, day)).toBe(3);
  });

  it("drops a clinic's answers when one of its schedule tables is announced, not for other content", async () => {
    const day = freshDay();
    expect(await leftAt(clinic.id, day)).toBe(2);
    await take(clinic.id, day, "10:00", 1);
    forgetOnScheduleChange(cache, { table: "banners", partnerId: clinic.id });
    forgetOnScheduleChange(cache, { table: "partner_operation_times", partnerId: other.id });
    expect(await leftAt(clinic.id, day)).toBe(2);
    forgetOnScheduleChange(cache, { table: "partner_operation_times", partnerId: clinic.id });
    expect(await leftAt(clinic.id, day)).toBe(1);
  });
});
