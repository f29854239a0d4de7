import { createHash } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import type { Tx } from "../client";
import * as schema from "../schema/index";
import type { SeedClock } from "./clock";
import { seededRandom } from "./svg";
import type { DemoClinic } from "./types";

/** How each demo clinic takes reservations (reservation_settings); differs so both behaviours show. */
const DEMO_RESERVATION_SETTINGS: Record<
  string,
  { slotMinutes: number; capacityPerSlot: number; minNoticeMinutes: number }
> = {
  lumiere: { slotMinutes: 30, capacityPerSlot: 3, minNoticeMinutes: 120 },
  haneul: { slotMinutes: 30, capacityPerSlot: 2, minNoticeMinutes: 180 },
};

/** Days ahead of the seeding day (Seoul) from which the demo holiday and the shortened day are placed. */
const HOLIDAY_FROM_DAY = 10;
const SHORT_DAY_FROM_DAY = 4;
/** …and from which the first doctor takes a day off (a per-doctor override, issue 27). */
const DOCTOR_DAY_OFF_FROM_DAY = 6;

/**
 * The bearer key of a demo clinic's staff endpoints: the same on every seed so the demo and tests can use it
 * without reading the database (only its sha256 is stored).
 */
export function demoStaffKey(code: string): string {
  const random = seededRandom(`${code}:staff-key`);
  const hex = Array.from({ length: 4 }, () =>
    Math.floor(random() * 0x1_0000_0000)
      .toString(16)
      .padStart(8, "0"),
  ).join("");
  return `demo-staff-${code}-${hex}`;
}

/** sha256 hex of a staff key, as staff_api_keys.key_hash stores it. */
export const hashStaffKey = (key: string) => createHash("sha256").update(key).digest("hex");

/**
 * Reservation settings, a holiday about ten days ahead and a shortened day a few days ahead (both on days the
 * clinic normally opens, so they change what the widget offers), and one staff key.
 */
export async function insertReservationSetup(
  tx: Tx,
  partnerId: number,
  clinic: DemoClinic,
  clock: SeedClock,
): Promise<void> {
  const settings = DEMO_RESERVATION_SETTINGS[clinic.code];
  if (settings) await tx.insert(schema.reservationSettings).values({ ...settings, partnerId });

  const openFrom = (offset: number) => {
    for (let day = offset; ; day++) {
      const date = clock.day(day);
      const weekday = new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
      if (clinic.operationTimes.some((t) => t.weekday === weekday && t.opening)) return date;
    }
  };
  const holiday = openFrom(HOLIDAY_FROM_DAY);
  let shortDay = openFrom(SHORT_DAY_FROM_DAY);
  if (shortDay === holiday) shortDay = openFrom(SHORT_DAY_FROM_DAY + 1);
  await tx.insert(schema.scheduleOverrides).values([
    { partnerId, date: holiday, isClosed: true, note: "임시 휴진" },
    {
      partnerId,
      date: shortDay,
      isClosed: false,
      opening: "10:00",
      closing: "13:00",
      lunchStart: null,
      lunchEnd: null,
      note: "학회 참석으로 오전 진료만 합니다",
    },
  ]);

  // One doctor's day off on an open day that is neither of the two above: the grid and the widget show it.
  const [doctor] = await tx
    .select({ id: schema.partnerEmployees.id })
    .from(schema.partnerEmployees)
    .where(
      and(
        eq(schema.partnerEmployees.partnerId, partnerId),
        eq(schema.partnerEmployees.employeeType, "DOCTOR"),
      ),
    )
    .orderBy(asc(schema.partnerEmployees.id))
    .limit(1);
  if (doctor) {
    let offset = DOCTOR_DAY_OFF_FROM_DAY;
    let dayOff = openFrom(offset);
    while (dayOff === holiday || dayOff === shortDay) dayOff = openFrom(++offset);
    await tx
      .insert(schema.doctorScheduleOverrides)
      .values({ partnerId, employeeId: doctor.id, date: dayOff, isOff: true, note: "개인 휴무" });
  }

  await tx
    .insert(schema.staffApiKeys)
    .values({ partnerId, name: "데모 직원 키", keyHash: hashStaffKey(demoStaffKey(clinic.code)) });
}
