import { useTestApp } from "@api/testing/suite";
import { HANEUL, LUMIERE, site } from "@api/testing/test-app";
import { schema } from "@clinic/db";
import {
  apiErrorSchema,
  availableDatesSchema,
  availableTimesSchema,
  freeEmployeeListSchema,
} from "@clinic/shared";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  insertScheduleClinic,
  OVERRIDE_CLOSED_OFFSET,
  OVERRIDE_SHORT_OFFSET,
  RANGE_DAYS,
  seoulDate,
} from "./schedule-fixtures";

const t = useTestApp();
let clinic: Awaited<ReturnType<typeof insertScheduleClinic>>;

beforeAll(async () => {
  clinic = await insertScheduleClinic(t.database, "slottest");
});

const get = (url: string, origin = clinic.origin) =>
  t.app.inject({ method: "GET", url, headers: site(origin) });
const tomorrow = seoulDate(1);
const WEEKDAY_TIMES = [
  "10:00",
  "10:30",
  "11:00",
  "11:30",
  "12:00",
  "12:30",
  "14:00",
  "14:30",
  "15:00",
  "15:30",
  "16:00",
  "16:30",
  "17:00",
  "17:30",
  "18:00",
  "18:30",
];
const times = async (query: string, origin?: string) => {
  const response = await get(`/partner-schedules/time?${query}`, origin);
  expect(response.statusCode, response.body).toBe(200);
  return availableTimesSchema.parse(response.json()).slots;
};
const optionOf = async (partnerId: number) => {
  const [row] = await t.database.db
    .select({ id: schema.productOptions.id })
    .from(schema.productOptions)
    .where(eq(schema.productOptions.partnerId, partnerId))
    .limit(1);
  return row!.id;
};

describe("GET /partner-schedules/available-dates", () => {
  it("lists open dates from today to today + reservationRange, without the holiday, uncached", async () => {
    const response = await get("/partner-schedules/available-dates?type=VISIT");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const body = availableDatesSchema.parse(response.json());
    expect(body.from).toBe(seoulDate(0));
    expect(body.to).toBe(seoulDate(RANGE_DAYS));
    expect(body.dates).toContain(tomorrow);
    expect(body.dates).toContain(seoulDate(OVERRIDE_SHORT_OFFSET));
    expect(body.dates).toContain(seoulDate(RANGE_DAYS));
    expect(body.dates).not.toContain(seoulDate(OVERRIDE_CLOSED_OFFSET));
    // The holiday is named with its note, so the calendar can say why the day is closed.
    expect(body.closed).toContainEqual({ date: seoulDate(OVERRIDE_CLOSED_OFFSET), reason: "휴진" });
    expect(body.closed.map((day) => day.date)).not.toContain(tomorrow);
  });

  it("keeps to the asked range and never goes beyond the clinic's", async () => {
    const response = await get(
      `/partner-schedules/available-dates?type=VISIT&from=${seoulDate(RANGE_DAYS - 1)}&to=${seoulDate(RANGE_DAYS + 5)}`,
    );
    expect(availableDatesSchema.parse(response.json()).dates).toEqual([
      seoulDate(RANGE_DAYS - 1),
      seoulDate(RANGE_DAYS),
    ]);
  });

  it("answers 400 for bad parameters and for a range longer than MAX_AVAILABILITY_DAYS", async () => {
    for (const query of [
      "",
      "type=WALKIN",
      "type=VISIT&from=2026-13-01",
      `type=VISIT&from=${seoulDate(5)}&to=${seoulDate(1)}`,
      `type=VISIT&from=${seoulDate(0)}&to=${seoulDate(92)}`,
      "type=TREATMENT",
      "type=TREATMENT&productOptionIds=abc",
    ]) {
      const response = await get(`/partner-schedules/available-dates?${query}`);
      expect(response.statusCode, query).toBe(400);
      apiErrorSchema.parse(response.json());
    }
    const longest = await get(
      `/partner-schedules/available-dates?type=VISIT&from=${seoulDate(0)}&to=${seoulDate(91)}`,
    );
    expect(longest.statusCode).toBe(200);
  });

  it("sums treatment durations, refusing options of another clinic", async () => {
    const own = await optionOf(t.partnerIds.lumiere);
    const other = await optionOf(t.partnerIds.haneul);
    const ok = await get(
      `/partner-schedules/available-dates?type=TREATMENT&productOptionIds=${own}`,
      LUMIERE,
    );
    expect(ok.statusCode, ok.body).toBe(200);
    const foreign = await get(
      `/partner-schedules/available-dates?type=TREATMENT&productOptionIds=${other}`,
      LUMIERE,
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields[0].path).toBe("productOptionIds");
  });

  it("skips the demo clinics' seeded holiday", async () => {
    for (const origin of [LUMIERE, HANEUL]) {
      const partnerId = origin === LUMIERE ? t.partnerIds.lumiere : t.partnerIds.haneul;
      const [holiday] = await t.database.db
        .select({ date: schema.scheduleOverrides.date })
        .from(schema.scheduleOverrides)
        .where(
          and(eq(schema.scheduleOverrides.partnerId, partnerId), eq(schema.scheduleOverrides.isClosed, true)),
        );
      const body = availableDatesSchema.parse(
        (await get("/partner-schedules/available-dates?type=VISIT", origin)).json(),
      );
      expect(body.dates.length, origin).toBeGreaterThan(20);
      expect(body.dates).not.toContain(holiday!.date);
    }
  });
});

describe("GET /partner-schedules/time", () => {
  it("gives every slot of the day around lunch with places left", async () => {
    const slots = await times(`type=VISIT&date=${tomorrow}`);
    expect(slots.map((s) => s.time)).toEqual(WEEKDAY_TIMES);
    expect(slots[0]).toEqual({
      time: "10:00",
      startsAt: `${tomorrow}T10:00:00+09:00`,
      available: true,
      remaining: 2,
    });
  });

  it("follows overrides: nothing on the holiday, the other hours on the shortened day", async () => {
    expect(await times(`type=VISIT&date=${seoulDate(OVERRIDE_CLOSED_OFFSET)}`)).toEqual([]);
    const short = await times(`type=VISIT&date=${seoulDate(OVERRIDE_SHORT_OFFSET)}`);
    expect(short.map((s) => s.time)).toEqual(["15:00", "15:30", "16:00", "16:30"]);
  });

  it("marks a full slot unavailable with no place left, and shows only a named doctor's times", async () => {
    const day = seoulDate(2);
    await t.database.db
      .insert(schema.reservationSlots)
      .values({ partnerId: clinic.id, startsAt: new Date(`${day}T11:00:00+09:00`), booked: 2 });
    const slots = await times(`type=VISIT&date=${day}`);
    expect(slots.find((s) => s.time === "11:00")).toMatchObject({ available: false, remaining: 0 });
    expect(slots.find((s) => s.time === "11:30")).toMatchObject({ available: true, remaining: 2 });
    const withDoctor = await times(`type=VISIT&date=${day}&employeeId=${clinic.morning}`);
    expect(withDoctor.filter((s) => s.available).map((s) => s.time)).toEqual([
      "10:00",
      "10:30",
      "11:30",
      "12:00",
      "12:30",
    ]);
  });

  it("answers 400 for a missing or malformed date", async () => {
    for (const query of [
      "type=VISIT",
      "type=VISIT&date=tomorrow",
      `type=VISIT&date=${tomorrow}&employeeId=-1`,
    ]) {
      expect((await get(`/partner-schedules/time?${query}`)).statusCode, query).toBe(400);
    }
  });

  it("shows the demo clinics' capacities", async () => {
    const dates = async (origin: string) =>
      availableDatesSchema.parse((await get("/partner-schedules/available-dates?type=VISIT", origin)).json())
        .dates;
    const lumiereDay = (await dates(LUMIERE))[3]!;
    const haneulDay = (await dates(HANEUL))[3]!;
    expect((await times(`type=VISIT&date=${lumiereDay}`, LUMIERE)).some((s) => s.remaining === 3)).toBe(true);
    expect((await times(`type=VISIT&date=${haneulDay}`, HANEUL)).some((s) => s.remaining === 2)).toBe(true);
  });
});

describe("GET /partner-employee-schedules/employees", () => {
  const doctors = async (reservedAt: string) => {
    const response = await get(
      `/partner-employee-schedules/employees?type=VISIT&reservedAt=${encodeURIComponent(reservedAt)}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    return freeEmployeeListSchema.parse(response.json()).rows;
  };

  it("lists the doctors working the whole reservation, never other staff", async () => {
    expect(await doctors(`${tomorrow}T10:00:00+09:00`)).toEqual([
      { id: clinic.morning, name: "오전", position: "원장", imageUrl: null },
    ]);
    expect((await doctors(`${tomorrow}T15:00:00+09:00`)).map((d) => d.id)).toEqual([clinic.afternoon]);
    expect(await doctors(`${tomorrow}T13:00:00+09:00`)).toEqual([]);
  });

  it("lists nobody for a full slot in STRICT mode, everybody working when the clinic takes requests", async () => {
    const day = seoulDate(5);
    await t.database.db
      .insert(schema.reservationSlots)
      .values({ partnerId: clinic.id, startsAt: new Date(`${day}T10:30:00+09:00`), booked: 2 });
    expect(await doctors(`${day}T10:30:00+09:00`)).toEqual([]);
    await t.database.db
      .update(schema.homepageConfigs)
      .set({ reservationMode: "FLEXIBLE" })
      .where(eq(schema.homepageConfigs.partnerId, clinic.id));
    try {
      expect((await doctors(`${day}T10:30:00+09:00`)).map((d) => d.id)).toEqual([clinic.morning]);
      const slot = (await times(`type=VISIT&date=${day}`)).find((s) => s.time === "10:30");
      expect(slot).toMatchObject({ available: true, remaining: null });
    } finally {
      await t.database.db
        .update(schema.homepageConfigs)
        .set({ reservationMode: "STRICT" })
        .where(eq(schema.homepageConfigs.partnerId, clinic.id));
    }
  });

  it("answers 400 without a reservedAt with offset", async () => {
    for (const query of ["type=VISIT", `type=VISIT&reservedAt=${tomorrow}T10:00:00`]) {
      expect((await get(`/partner-employee-schedules/employees?${query}`)).statusCode, query).toBe(400);
    }
  });
});
