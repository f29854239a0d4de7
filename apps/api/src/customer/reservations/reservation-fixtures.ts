import { randomUUID } from "node:crypto";
import { site, type TestApp } from "@api/testing/test-app";
import { and, type Database, eq, schema } from "@clinic/db";
import { type ReservationCreate, reservationSchema } from "@clinic/shared";
import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { hashStaffKey } from "./staff-auth";

export interface ScheduleOptions {
  capacityPerSlot?: number;
  minNoticeMinutes?: number;
  cancelCutoffMinutes?: number;
  reservationRange?: number;
  /** 'STRICT' caps places; anything else takes requests. */
  reservationMode?: string;
  reservationConfirm?: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A predictable week for a clinic: open every day 09:00–18:00 with lunch 13:00–14:00, 30-minute slots, visits of
 * 30 minutes, no date overrides and no places taken. Written as the connecting user (outside row-level security).
 */
export async function setSchedule(database: Database, partnerId: number, options: ScheduleOptions = {}) {
  const { db } = database;
  const settings = {
    slotMinutes: 30,
    visitMinutes: 30,
    capacityPerSlot: options.capacityPerSlot ?? 2,
    minNoticeMinutes: options.minNoticeMinutes ?? 120,
    cancelCutoffMinutes: options.cancelCutoffMinutes ?? 1440,
  };
  await db
    .insert(schema.reservationSettings)
    .values({ partnerId, ...settings })
    .onConflictDoUpdate({ target: schema.reservationSettings.partnerId, set: settings });
  await db.delete(schema.partnerOperationTimes).where(eq(schema.partnerOperationTimes.partnerId, partnerId));
  await db.insert(schema.partnerOperationTimes).values(
    [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      partnerId,
      weekday,
      opening: "09:00",
      closing: "18:00",
      lunchStart: "13:00",
      lunchEnd: "14:00",
    })),
  );
  await db.delete(schema.scheduleOverrides).where(eq(schema.scheduleOverrides.partnerId, partnerId));
  await db
    .update(schema.homepageConfigs)
    .set({
      reservationRange: options.reservationRange ?? 60,
      reservationMode: options.reservationMode ?? "STRICT",
      reservationConfirm: options.reservationConfirm ?? false,
    })
    .where(eq(schema.homepageConfigs.partnerId, partnerId));
}

/** A date `days` from today in Seoul at the Seoul wall-clock `time`, e.g. seoulAt(3, "10:00"). */
export function seoulAt(days: number, time: string): string {
  const date = new Date(Date.now() + 9 * 60 * 60 * 1000 + days * DAY_MS).toISOString().slice(0, 10);
  return `${date}T${time}:00+09:00`;
}

/** Places taken at one slot start (0 when no row). */
export async function bookedAt(database: Database, partnerId: number, startsAt: string): Promise<number> {
  const [row] = await database.db
    .select({ booked: schema.reservationSlots.booked })
    .from(schema.reservationSlots)
    .where(
      and(
        eq(schema.reservationSlots.partnerId, partnerId),
        eq(schema.reservationSlots.startsAt, new Date(startsAt)),
      ),
    );
  return row?.booked ?? 0;
}

/** How many reservation rows start at the time (the places counted above and the rows must agree). */
export async function reservationsStartingAt(database: Database, partnerId: number, startsAt: string) {
  const rows = await database.db
    .select({ id: schema.reservations.id })
    .from(schema.reservations)
    .where(
      and(
        eq(schema.reservations.partnerId, partnerId),
        eq(schema.reservations.reservedAt, new Date(startsAt)),
      ),
    );
  return rows.length;
}

/** Published options of the clinic (first `count`), each given a known duration and price. */
export async function treatmentOptions(database: Database, partnerId: number, count = 2) {
  const rows = await database.db
    .select({ id: schema.productOptions.id, productId: schema.productOptions.productId })
    .from(schema.productOptions)
    .innerJoin(
      schema.products,
      and(
        eq(schema.products.partnerId, schema.productOptions.partnerId),
        eq(schema.products.id, schema.productOptions.productId),
      ),
    )
    .where(and(eq(schema.productOptions.partnerId, partnerId), eq(schema.products.isPublished, true)))
    .orderBy(schema.productOptions.id)
    .limit(count);
  if (rows.length < count) throw new Error(`clinic ${partnerId} has fewer than ${count} published options`);
  for (const [index, row] of rows.entries()) {
    await database.db
      .update(schema.productOptions)
      .set({ durationMinutes: 30, price: 10_000 * (index + 1), originalPrice: 15_000 * (index + 1) })
      .where(eq(schema.productOptions.id, row.id));
  }
  return rows.map((row) => row.id);
}

/** A staff key of the clinic (stored hashed, like the seed's); answers the plain key. */
export async function insertStaffKey(
  database: Database,
  partnerId: number,
  revoked = false,
): Promise<string> {
  const key = `staff-${randomUUID()}`;
  await database.db.insert(schema.staffApiKeys).values({
    partnerId,
    name: "test key",
    keyHash: hashStaffKey(key),
    revokedAt: revoked ? new Date() : null,
  });
  return key;
}

export const visit = (reservedAt: string): ReservationCreate => ({
  type: "VISIT",
  reservedAt,
  agreePrivacy: true,
});

/** POST /customer/reservations as the customer of `token` at `origin`. */
export function book(
  t: TestApp,
  origin: string,
  token: string | undefined,
  payload: object,
  idempotencyKey?: string,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: "POST",
    url: "/customer/reservations",
    headers: {
      ...site(origin),
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
      ...(idempotencyKey === undefined ? {} : { "idempotency-key": idempotencyKey }),
    },
    payload,
  });
}

/** The reservation of a 200/201 answer. */
export function reservationOf(response: LightMyRequestResponse, status = 201) {
  expect(response.statusCode, response.body).toBe(status);
  return reservationSchema.parse(response.json());
}

export async function reservationCount(database: Database, partnerId: number): Promise<number> {
  const rows = await database.db
    .select({ id: schema.reservations.id })
    .from(schema.reservations)
    .where(eq(schema.reservations.partnerId, partnerId));
  return rows.length;
}
