import { and, asc, eq } from "drizzle-orm";
import type { Tx } from "../client";
import * as schema from "../schema/index";
import type { SeedClock } from "./clock";
import { demoTreatmentOptions } from "./demo-options";
import { seededRandom } from "./svg";
import type { DemoClinic } from "./types";

/**
 * Eight weeks of past bookings per demo clinic (issue 27), so the desk's patient records, the week view and the
 * reports show what a working clinic's do: regulars with several visits, a no-show or two, cancellations by the
 * patient and the clinic, phone bookings, and online ones carrying UTM sources. Only days before the seeding day:
 * nothing here takes a place the widget or a test could book.
 */
const DAYS = 56;
const PER_OPEN_DAY = [1, 3] as const;

/** Demo patients; phones 010-2648-xxxx, a range no test uses (their own guests are 010-11xx/12xx/55xx). */
const PATIENTS = [
  "김민지",
  "이서연",
  "박지훈",
  "최유진",
  "정하은",
  "강도윤",
  "조수아",
  "윤서준",
  "장예린",
  "임지호",
  "한소율",
  "오현우",
  "서지아",
  "신우진",
  "권나연",
  "황민재",
  "안채원",
  "송시우",
  "류다인",
  "전태윤",
].map((name, index) => ({ name, phone: `0102648${String(1000 + index * 37).padStart(4, "0")}` }));

const SOURCES: (Record<string, string> | null)[] = [
  { utm_source: "naver", utm_medium: "cpc", utm_campaign: "brand" },
  { utm_source: "instagram", utm_medium: "social", utm_campaign: "winter" },
  { utm_source: "kakao", utm_medium: "channel" },
  { utm_source: "google", utm_medium: "organic" },
  null,
  null,
];

const TIMES = ["10:00", "10:30", "11:00", "11:30", "14:00", "14:30", "15:00", "15:30", "16:00", "16:30"];

type Outcome = { status: string; cancelledBy?: "CUSTOMER" | "CLINIC"; cancelReason?: string };
function outcomeOf(roll: number): Outcome {
  if (roll < 0.68) return { status: "VISITED" };
  if (roll < 0.77) return { status: "NO_SHOW" };
  if (roll < 0.9) return { status: "CANCELLED", cancelledBy: "CUSTOMER" };
  return { status: "CANCELLED", cancelledBy: "CLINIC", cancelReason: "원장님 학회 일정으로 진료 시간 조정" };
}

export async function insertDeskHistory(
  tx: Tx,
  partnerId: number,
  clinic: DemoClinic,
  clock: SeedClock,
): Promise<void> {
  const options = await demoTreatmentOptions(tx, partnerId, 12);
  const doctors = await tx
    .select({ id: schema.partnerEmployees.id })
    .from(schema.partnerEmployees)
    .where(
      and(
        eq(schema.partnerEmployees.partnerId, partnerId),
        eq(schema.partnerEmployees.employeeType, "DOCTOR"),
      ),
    )
    .orderBy(asc(schema.partnerEmployees.id));

  const customers = await tx
    .insert(schema.customers)
    .values(PATIENTS.map((patient) => ({ partnerId, type: "GUEST", ...patient })))
    .returning({ id: schema.customers.id, phone: schema.customers.phone });
  const customerOf = new Map(customers.map((row) => [row.phone, row.id]));

  const random = seededRandom(`${clinic.code}:desk-history`);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  // Regulars come more often: the first third of the list twice as likely.
  const regulars = PATIENTS.slice(0, Math.ceil(PATIENTS.length / 3));

  for (let offset = DAYS; offset >= 1; offset--) {
    const date = clock.day(-offset);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
    if (!clinic.operationTimes.some((t) => t.weekday === weekday && t.opening)) continue;
    const count = PER_OPEN_DAY[0] + Math.floor(random() * (PER_OPEN_DAY[1] - PER_OPEN_DAY[0] + 1));
    const times = [...TIMES].sort(() => random() - 0.5).slice(0, count);
    for (const time of times) {
      const patient = random() < 0.5 ? pick(regulars) : pick(PATIENTS);
      const reservedAt = new Date(`${date}T${time}:00+09:00`);
      const desk = random() < 0.3;
      const option = options.length > 0 && random() < 0.7 ? pick(options) : null;
      const outcome = outcomeOf(random());
      const createdAt = new Date(reservedAt.getTime() - (1 + Math.floor(random() * 10)) * 86_400_000);
      const doneAt = new Date(reservedAt.getTime() + 40 * 60_000);
      const [reservation] = await tx
        .insert(schema.reservations)
        .values({
          partnerId,
          customerId: customerOf.get(patient.phone)!,
          type: option ? "TREATMENT" : "VISIT",
          status: outcome.status,
          reservedAt,
          durationMinutes: option?.durationMinutes ?? 30,
          employeeId: doctors.length > 0 && random() < 0.8 ? pick(doctors).id : null,
          ...patient,
          totalPrice: option?.price ?? 0,
          utm: desk ? null : pick(SOURCES),
          channel: desk ? "DESK" : "ONLINE",
          createdAt,
          updatedAt: outcome.status === "CANCELLED" ? createdAt : doneAt,
          cancelledAt: outcome.status === "CANCELLED" ? createdAt : null,
          cancelledBy: outcome.cancelledBy ?? null,
          cancelReason: outcome.cancelReason ?? null,
          checkedInAt: outcome.status === "VISITED" ? new Date(reservedAt.getTime() - 5 * 60_000) : null,
          outcomeAt: outcome.status === "VISITED" || outcome.status === "NO_SHOW" ? doneAt : null,
        })
        .returning({ id: schema.reservations.id });
      if (option)
        await tx
          .insert(schema.reservationItems)
          .values({ ...option, partnerId, reservationId: reservation!.id });
    }
  }

  // A few staff notes and consents, as a desk would have recorded them.
  await tx
    .update(schema.patients)
    .set({
      memo: "리프팅 상담 희망. 오후 시간 선호.",
      privacyConsentAt: clock.ago(30),
      marketingConsent: true,
    })
    .where(and(eq(schema.patients.partnerId, partnerId), eq(schema.patients.phone, PATIENTS[0]!.phone)));
  await tx
    .update(schema.patients)
    .set({ memo: "예약 전날 문자 확인 부탁.", privacyConsentAt: clock.ago(20) })
    .where(and(eq(schema.patients.partnerId, partnerId), eq(schema.patients.phone, PATIENTS[1]!.phone)));
}
