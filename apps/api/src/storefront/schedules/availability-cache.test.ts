import { consoleCall, ownerToken } from "@api/console/reservations/desk-fixtures";
import { insertSignedInCustomer } from "@api/customer/customers/customer-fixtures";
import { book, bookedAt, visit } from "@api/customer/reservations/reservation-fixtures";
import { eventually } from "@api/testing/console-fixtures";
import { useTestApp } from "@api/testing/suite";
import { LUMIERE, site } from "@api/testing/test-app";
import { eq, schema } from "@clinic/db";
import {
  apiErrorSchema,
  availableDatesSchema,
  availableTimesSchema,
  reservationMessages,
  reservationSchema,
} from "@clinic/shared";
import { describe, expect, it } from "vitest";
import { insertScheduleClinic, OVERRIDE_SHORT_OFFSET, RANGE_DAYS, seoulDate } from "./schedule-fixtures";

// The app as the server runs it: availability answers are held for a few seconds (AVAILABILITY_ANSWER_TTL_MS).
// Each test reads a clinic of its own for the first time, so its answers are young and every "held" below is
// within the window; places written straight into reservation_slots are announced by nobody.
describe("availability answers with the answer caches on (as the server runs it)", () => {
  const t = useTestApp({ cachePublicAnswers: true });

  let clinics = 0;
  const newClinic = () => insertScheduleClinic(t.database, `cached${++clinics}`);
  const get = (url: string, origin: string) => t.app.inject({ method: "GET", url, headers: site(origin) });
  const datesOf = async (origin: string) => {
    const response = await get("/partner-schedules/available-dates?type=VISIT", origin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    return availableDatesSchema.parse(response.json());
  };
  const slotsOf = async (origin: string, date: string) => {
    const response = await get(`/partner-schedules/time?type=VISIT&date=${date}`, origin);
    expect(response.statusCode, response.body).toBe(200);
    return availableTimesSchema.parse(response.json()).slots;
  };
  const leftAt = async (origin: string, date: string, time: string) =>
    (await slotsOf(origin, date)).find((slot) => slot.time === time)?.remaining;
  const take = (partnerId: number, date: string, time: string, booked: number) =>
    t.database.db
      .insert(schema.reservationSlots)
      .values({ partnerId, startsAt: new Date(`${date}T${time}:00+09:00`), booked });
  const bookVisit = async (partnerId: number, origin: string, date: string, time: string) => {
    const customer = await insertSignedInCustomer(t.database, partnerId);
    const response = await book(t, origin, customer.token, visit(`${date}T${time}:00+09:00`));
    expect(response.statusCode, response.body).toBe(201);
    return { customer, reservation: reservationSchema.parse(response.json()) };
  };

  it("answers from memory, and a booking through the API drops it at once: the date it fills is gone", async () => {
    const clinic = await newClinic();
    // The shortened day has four slots (15:00–17:00) for two visitors each.
    const day = seoulDate(OVERRIDE_SHORT_OFFSET);
    expect((await datesOf(clinic.origin)).dates).toContain(day);
    await take(clinic.id, day, "15:00", 2);
    await take(clinic.id, day, "15:30", 2);
    await take(clinic.id, day, "16:00", 2);
    await take(clinic.id, day, "16:30", 1);
    // Held: nobody announced the places taken.
    expect((await datesOf(clinic.origin)).dates).toContain(day);

    await bookVisit(clinic.id, clinic.origin, day, "16:30");
    expect((await datesOf(clinic.origin)).dates).not.toContain(day);
    expect((await slotsOf(clinic.origin, day)).filter((slot) => slot.available)).toEqual([]);
  });

  it("shows a place taken by a booking and given back by a cancel on the very next read", async () => {
    const clinic = await newClinic();
    const day = seoulDate(7);
    expect(await leftAt(clinic.origin, day, "10:00")).toBe(2);
    const { customer, reservation } = await bookVisit(clinic.id, clinic.origin, day, "10:00");
    expect(await leftAt(clinic.origin, day, "10:00")).toBe(1);
    const cancel = await t.app.inject({
      method: "PUT",
      url: `/customer/reservations/${reservation.id}/cancel`,
      headers: { ...site(clinic.origin), authorization: `Bearer ${customer.token}` },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await leftAt(clinic.origin, day, "10:00")).toBe(2);
  });

  it("refuses a stale free time as full without booking beyond the capacity, then shows it taken", async () => {
    const clinic = await newClinic();
    const day = seoulDate(9);
    expect(await leftAt(clinic.origin, day, "10:00")).toBe(2);
    // Taken where this process cannot see it (another API process, a script): a visitor may still be shown 2.
    // (Whether the next read is still held is not asserted: on PostgreSQL the clinic's own creation is announced
    // a moment after its commit and may drop the answer in between.)
    await take(clinic.id, day, "10:00", 2);
    const customer = await insertSignedInCustomer(t.database, clinic.id);
    const refused = await book(t, clinic.origin, customer.token, visit(`${day}T10:00:00+09:00`));
    expect(refused.statusCode, refused.body).toBe(409);
    expect(apiErrorSchema.parse(refused.json()).translate).toBe(reservationMessages.full);
    expect(await bookedAt(t.database, clinic.id, `${day}T10:00:00+09:00`)).toBe(2);
    expect(await leftAt(clinic.origin, day, "10:00")).toBe(0);
  });

  // That a booking drops only its own clinic's held answers is availability-answers.test.ts's to show: here a
  // clinic's answer read just after it was created may still be dropped by its own creation's announcements,
  // which PostgreSQL delivers a moment after the commit.
  it("never serves one clinic's entry to another, and a booking changes only its own clinic's answers", async () => {
    const [first, second] = [await newClinic(), await newClinic()];
    await t.database.db
      .update(schema.reservationSettings)
      .set({ capacityPerSlot: 3 })
      .where(eq(schema.reservationSettings.partnerId, second.id));
    const day = seoulDate(8);
    expect(await leftAt(first.origin, day, "11:00")).toBe(2);
    expect(await leftAt(second.origin, day, "11:00")).toBe(3);

    await bookVisit(first.id, first.origin, day, "11:00");
    expect(await leftAt(first.origin, day, "11:00")).toBe(1);
    expect(await leftAt(second.origin, day, "11:00")).toBe(3);
  });

  it("drops the answers once the database announces a change of the clinic's schedule", async () => {
    const clinic = await newClinic();
    expect((await datesOf(clinic.origin)).to).toBe(seoulDate(RANGE_DAYS));
    await t.database.db
      .update(schema.homepageConfigs)
      .set({ reservationRange: 10 })
      .where(eq(schema.homepageConfigs.partnerId, clinic.id));
    // Well within the window: only the announcement can have dropped the answer.
    const to = () => datesOf(clinic.origin).then((body) => body.to);
    expect(await eventually(to, seoulDate(10), 2_000)).toBe(seoulDate(10));
  });

  it("drops the answers when an owner closes a date in the console (date overrides announce nothing)", async () => {
    // Signed in first: the read below and the one after the save are moments apart.
    const owner = consoleCall(t, await ownerToken(t, "lumiere"));
    const date = (await datesOf(LUMIERE)).dates[3];
    if (!date) throw new Error("the demo clinic has fewer than four open dates");
    const saved = await owner("POST", `/console/clinics/${t.partnerIds.lumiere}/schedule/overrides`, {
      date,
      isClosed: true,
      note: "임시 휴진",
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await datesOf(LUMIERE)).dates).not.toContain(date);
  });
});
