import { insertBarePartner } from "@api/testing/fixtures";
import { type Database, schema } from "@clinic/db";
import { dateOfDay, seoulDayOf } from "./seoul-time";

/** "YYYY-MM-DD" in Seoul `offset` days from today. */
export const seoulDate = (offset: number) => dateOfDay(seoulDayOf(new Date()) + offset);

export const OVERRIDE_CLOSED_OFFSET = 3;
export const OVERRIDE_SHORT_OFFSET = 4;
export const RANGE_DAYS = 30;

/**
 * A clinic open every day 10:00–19:00 with lunch 13:00–14:00 (so no test depends on today's weekday), 30-minute
 * slots for 2 visitors, no minimum notice, a 30-day range, a holiday and a shortened day (15:00–17:00), and three
 * employees: doctor "오전" (10:00–13:00 daily), doctor "오후" (14:00–19:00 daily) and a nurse working all day.
 */
export async function insertScheduleClinic(database: Database, code: string) {
  const bare = await insertBarePartner(database, code);
  const partnerId = bare.id;
  const { db } = database;
  const week = [1, 2, 3, 4, 5, 6, 7];
  await db.insert(schema.partnerOperationTimes).values(
    week.map((weekday) => ({
      partnerId,
      weekday,
      opening: "10:00",
      closing: "19:00",
      lunchStart: "13:00",
      lunchEnd: "14:00",
    })),
  );
  await db.insert(schema.homepageConfigs).values({ partnerId, reservationRange: RANGE_DAYS });
  await db
    .insert(schema.reservationSettings)
    .values({ partnerId, slotMinutes: 30, capacityPerSlot: 2, minNoticeMinutes: 0, visitMinutes: 30 });
  await db.insert(schema.scheduleOverrides).values([
    { partnerId, date: seoulDate(OVERRIDE_CLOSED_OFFSET), isClosed: true, note: "휴진" },
    {
      partnerId,
      date: seoulDate(OVERRIDE_SHORT_OFFSET),
      isClosed: false,
      opening: "15:00",
      closing: "17:00",
    },
  ]);
  const employees = await db
    .insert(schema.partnerEmployees)
    .values([
      { partnerId, name: "오전", employeeType: "DOCTOR", position: "원장", weight: 1 },
      { partnerId, name: "오후", employeeType: "DOCTOR", position: null, weight: 2 },
      { partnerId, name: "간호", employeeType: "NURSE", weight: 0 },
    ])
    .returning({ id: schema.partnerEmployees.id });
  const [morning, afternoon, nurse] = employees.map((row) => row.id) as [number, number, number];
  const block = (employeeId: number, startTime: string, endTime: string) =>
    week.map((weekday) => ({ partnerId, employeeId, weekday, startTime, endTime }));
  await db
    .insert(schema.partnerEmployeeSchedules)
    .values([
      ...block(morning, "10:00", "13:00"),
      ...block(afternoon, "14:00", "19:00"),
      ...block(nurse, "10:00", "19:00"),
    ]);
  return { ...bare, origin: `http://${bare.host}:3000`, morning, afternoon, nurse };
}
