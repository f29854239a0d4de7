import { asc, schema, withTenant } from "@clinic/db";
import { createTestDatabase } from "@clinic/db/testing";
import { describe, expect, it } from "vitest";
import { insertMessages } from "./outbox-repository";
import { outsideQuietHours, reminderTimes } from "./send-times";

const at = (iso: string) => new Date(iso);
const settings = { reminderTime: "18:00", sameDayReminder: true, sameDayTime: "09:00" };

describe("when reminders go", () => {
  it("the day before at the clinic's time and on the day at its same-day time, Seoul time", () => {
    const times = reminderTimes(at("2026-12-03T14:30:00+09:00"), at("2026-11-29T10:00:00+09:00"), settings);
    expect(times.dayBefore?.toISOString()).toBe(at("2026-12-02T18:00:00+09:00").toISOString());
    expect(times.sameDay?.toISOString()).toBe(at("2026-12-03T09:00:00+09:00").toISOString());
  });

  it("a booking made after the day-before time gets no late reminder; one at 09:30 gets no same-day one", () => {
    const tomorrowMorning = reminderTimes(
      at("2026-11-30T09:30:00+09:00"),
      at("2026-11-29T19:00:00+09:00"),
      settings,
    );
    expect(tomorrowMorning).toEqual({ dayBefore: null, sameDay: null });
  });

  it("the first day of a month and a Seoul midnight crossing in UTC land on the right Seoul date", () => {
    // 00:30 on 1 December in Seoul is still 30 November in UTC.
    const times = reminderTimes(at("2026-12-01T10:00:00+09:00"), at("2026-11-20T00:00:00+09:00"), {
      ...settings,
      reminderTime: "08:00",
    });
    expect(times.dayBefore?.toISOString()).toBe("2026-11-29T23:00:00.000Z");
  });

  it("no same-day reminder unless the clinic wants one", () => {
    const times = reminderTimes(at("2026-12-03T14:30:00+09:00"), at("2026-11-29T10:00:00+09:00"), {
      ...settings,
      sameDayReminder: false,
    });
    expect(times.sameDay).toBeNull();
  });
});

describe("nothing promotional between 21:00 and 08:00 KST", () => {
  it.each([
    ["2026-11-29T20:59:00+09:00", "2026-11-29T20:59:00+09:00"],
    ["2026-11-29T21:00:00+09:00", "2026-11-30T08:00:00+09:00"],
    ["2026-11-29T23:30:00+09:00", "2026-11-30T08:00:00+09:00"],
    ["2026-11-30T03:00:00+09:00", "2026-11-30T08:00:00+09:00"],
    ["2026-11-30T07:59:00+09:00", "2026-11-30T08:00:00+09:00"],
    ["2026-11-30T08:00:00+09:00", "2026-11-30T08:00:00+09:00"],
  ])("%s goes at %s", (wanted, goes) => {
    expect(outsideQuietHours(at(wanted)).toISOString()).toBe(at(goes).toISOString());
  });
});

describe("the outbox holds a promotional message back until morning", () => {
  it("written at 22:00 KST it is due at 08:00; an informational one written then is due at once", async () => {
    const database = await createTestDatabase();
    try {
      const [partner] = await database.db
        .insert(schema.partners)
        .values({ code: "quiet", partnerName: "조용한 의원" })
        .returning({ id: schema.partners.id });
      const partnerId = partner?.id as number;
      const night = at("2026-11-29T22:00:00+09:00");
      const base = { partnerId, audience: "PATIENT", channel: "SMS", recipient: "01012345678", body: "안내" };
      await withTenant(database.db, partnerId, (tx) =>
        insertMessages(
          tx,
          [
            { ...base, kind: "RESERVATION_CONFIRMED", dedupeKey: "info" },
            { ...base, kind: "RESERVATION_CONFIRMED", dedupeKey: "promo", promotional: true },
          ],
          night,
        ),
      );
      const rows = await database.db.select().from(schema.messages).orderBy(asc(schema.messages.id));
      expect(rows.map((row) => row.nextAttemptAt.toISOString())).toEqual([
        night.toISOString(),
        at("2026-11-30T08:00:00+09:00").toISOString(),
      ]);
    } finally {
      await database.close();
    }
  });
});
