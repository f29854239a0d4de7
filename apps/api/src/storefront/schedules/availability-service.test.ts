import { useTestApp } from "@api/testing/suite";
import { schema, withTenant } from "@clinic/db";
import { beforeAll, describe, expect, it } from "vitest";
import { createAvailabilityService, durationOf, type ReservationWindow } from "./availability-service";
import { insertScheduleClinic, seoulDate } from "./schedule-fixtures";

const t = useTestApp();
let clinic: Awaited<ReturnType<typeof insertScheduleClinic>>;

beforeAll(async () => {
  clinic = await insertScheduleClinic(t.database, "availtest");
});

const day = seoulDate(2);
const at = (time: string) => new Date(`${day}T${time}:00+09:00`);
const window = (time: string, extra: Partial<ReservationWindow> = {}): ReservationWindow => ({
  type: "VISIT",
  reservedAt: at(time),
  durationMinutes: 30,
  ...extra,
});
const inTenant = <T>(fn: Parameters<typeof withTenant<T>>[2]) => withTenant(t.database.db, clinic.id, fn);

describe("availability service", () => {
  it("checks a window against hours, doctors and the places taken in reservation_slots", async () => {
    const service = createAvailabilityService(t.database);
    await t.database.db
      .insert(schema.reservationSlots)
      .values({ partnerId: clinic.id, startsAt: at("11:00"), booked: 2 });
    const check = (w: ReservationWindow, now?: Date) =>
      inTenant((tx) => service.check(tx, clinic.id, w, now));
    expect(await check(window("10:00"))).toBeNull();
    expect(await check(window("13:00"))).toBe("closed");
    expect(await check(window("11:00"))).toBe("full");
    expect(await check(window("10:30", { durationMinutes: 60 }))).toBe("full");
    expect(await check(window("10:00", { employeeId: clinic.morning }))).toBeNull();
    expect(await check(window("10:00", { employeeId: clinic.afternoon }))).toBe("employeeBusy");
    expect(await check(window("10:00", { employeeId: clinic.nurse }))).toBe("employeeBusy");
    expect(await check(window("10:00"), new Date(at("10:00").getTime() + 60_000))).toBe("tooSoon");
    expect(await check({ ...window("10:00"), reservedAt: new Date(`${seoulDate(31)}T10:00:00+09:00`) })).toBe(
      "outOfRange",
    );
  });

  it("plans the slots a window occupies with the clinic's capacity and mode", async () => {
    const service = createAvailabilityService(t.database);
    const plan = await inTenant((tx) =>
      service.plan(tx, clinic.id, window("12:00", { durationMinutes: 45 })),
    );
    expect(plan).toEqual({
      slotStarts: [at("12:00"), at("12:30")],
      capacity: 2,
      requestsOnly: false,
      reservationConfirm: false,
    });
  });

  it("measures a visit by visitMinutes and treatments by their options, at least one slot", async () => {
    expect(await inTenant((tx) => durationOf(tx, clinic.id, "VISIT"))).toBe(30);
    await expect(inTenant((tx) => durationOf(tx, clinic.id, "TREATMENT", []))).rejects.toMatchObject({
      status: 400,
    });
    await expect(inTenant((tx) => durationOf(tx, clinic.id, "TREATMENT", [999_999]))).rejects.toMatchObject({
      status: 400,
    });
    const lumiere = t.partnerIds.lumiere;
    const options = await withTenant(t.database.db, lumiere, (tx) =>
      tx
        .select({ id: schema.productOptions.id, minutes: schema.productOptions.durationMinutes })
        .from(schema.productOptions),
    );
    const [a, b] = options as [
      { id: number; minutes: number | null },
      { id: number; minutes: number | null },
    ];
    const expected = Math.max((a.minutes ?? 0) + (b.minutes ?? 0), 30);
    expect(
      await withTenant(t.database.db, lumiere, (tx) => durationOf(tx, lumiere, "TREATMENT", [a.id, b.id])),
    ).toBe(expected);
  });
});
