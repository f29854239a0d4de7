import { insertSignedInCustomer } from "@api/customer/customers/customer-fixtures";
import { useTestApp } from "@api/testing/suite";
import { LUMIERE } from "@api/testing/test-app";
import { and, eq, schema } from "@clinic/db";
import { apiErrorSchema, reservationMessages } from "@clinic/shared";
import { beforeAll, describe, expect, it } from "vitest";
import {
  book,
  bookedAt,
  reservationOf,
  reservationsStartingAt,
  seoulAt,
  setSchedule,
  visit,
} from "./reservation-fixtures";

const RACERS = 50;

describe("capacity and idempotency under concurrency", () => {
  const t = useTestApp();

  beforeAll(async () => {
    await setSchedule(t.database, t.lumiere, { capacityPerSlot: 1 });
  });

  const rowsOf = (customerId: number) =>
    t.database.db
      .select({ id: schema.reservations.id })
      .from(schema.reservations)
      .where(
        and(eq(schema.reservations.partnerId, t.lumiere), eq(schema.reservations.customerId, customerId)),
      );

  it(`gives the last place to exactly one of ${RACERS} customers racing for it`, async () => {
    const reservedAt = seoulAt(5, "10:00");
    // One after another: the shared fixture reads its sequence number late, so parallel inserts would collide.
    const customers = [];
    for (let index = 0; index < RACERS; index++)
      customers.push(await insertSignedInCustomer(t.database, t.lumiere));
    const responses = await Promise.all(
      customers.map((customer) => book(t, LUMIERE, customer.token, visit(reservedAt))),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(RACERS - 1);
    for (const response of responses.filter((candidate) => candidate.statusCode === 409)) {
      expect(apiErrorSchema.parse(response.json()).translate).toBe(reservationMessages.full);
    }
    expect(await bookedAt(t.database, t.lumiere, reservedAt)).toBe(1);
    expect(await reservationsStartingAt(t.database, t.lumiere, reservedAt)).toBe(1);
  });

  it("answers a repeated idempotency key with the first reservation (200) and books once", async () => {
    const me = await insertSignedInCustomer(t.database, t.lumiere);
    const reservedAt = seoulAt(5, "11:00");
    const first = reservationOf(await book(t, LUMIERE, me.token, visit(reservedAt), "double-click-1"));
    const second = await book(t, LUMIERE, me.token, visit(reservedAt), "double-click-1");
    expect(reservationOf(second, 200)).toEqual(first);
    expect(await rowsOf(me.id)).toHaveLength(1);
    expect(await bookedAt(t.database, t.lumiere, reservedAt)).toBe(1);

    // The key is the customer's own: someone else's same key books for them (here: refused, the slot is full).
    const other = await insertSignedInCustomer(t.database, t.lumiere);
    expect((await book(t, LUMIERE, other.token, visit(reservedAt), "double-click-1")).statusCode).toBe(409);
    // A new key from the same customer is a new booking.
    const next = await book(t, LUMIERE, me.token, visit(seoulAt(5, "11:30")), "double-click-2");
    expect(reservationOf(next).id).not.toBe(first.id);
  });

  it("books once when two posts with the same key arrive together", async () => {
    await setSchedule(t.database, t.lumiere, { capacityPerSlot: 5 });
    const me = await insertSignedInCustomer(t.database, t.lumiere);
    const reservedAt = seoulAt(5, "15:00");
    const responses = await Promise.all(
      Array.from({ length: 2 }, () => book(t, LUMIERE, me.token, visit(reservedAt), "same-intent")),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 201]);
    const [a, b] = responses.map((response) => response.json() as { id: number });
    expect(a?.id).toBe(b?.id);
    expect(await rowsOf(me.id)).toHaveLength(1);
    expect(await bookedAt(t.database, t.lumiere, reservedAt)).toBe(1);
  });

  it("books once when two same-key posts race for the last place", async () => {
    await setSchedule(t.database, t.lumiere, { capacityPerSlot: 1 });
    const me = await insertSignedInCustomer(t.database, t.lumiere);
    const reservedAt = seoulAt(5, "15:30");
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => book(t, LUMIERE, me.token, visit(reservedAt), "last-place")),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 201]);
    expect(await rowsOf(me.id)).toHaveLength(1);
    expect(await bookedAt(t.database, t.lumiere, reservedAt)).toBe(1);
  });
});
