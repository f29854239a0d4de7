import {
  expectSessionRequired,
  insertSignedInCustomer,
  type SignedInCustomer,
} from "@api/customer/customers/customer-fixtures";
import { useTestApp } from "@api/testing/suite";
import { HANEUL, LUMIERE, site } from "@api/testing/test-app";
import {
  apiErrorSchema,
  reservationMessages,
  reservationPageSchema,
  reservationSchema,
} from "@clinic/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { book, bookedAt, reservationOf, seoulAt, setSchedule, visit } from "./reservation-fixtures";

describe("the customer's reservations: list, detail and cancel", () => {
  const t = useTestApp();
  let me: SignedInCustomer;
  let someoneElse: SignedInCustomer;

  beforeAll(async () => {
    await setSchedule(t.database, t.lumiere, { capacityPerSlot: 1 });
    await setSchedule(t.database, t.partnerIds.haneul);
    me = await insertSignedInCustomer(t.database, t.lumiere);
    someoneElse = await insertSignedInCustomer(t.database, t.lumiere);
  });

  const call = (method: "GET" | "PUT", url: string, token?: string, origin = LUMIERE) =>
    t.app.inject({
      method,
      url,
      headers: { ...site(origin), ...(token === undefined ? {} : { authorization: `Bearer ${token}` }) },
    });

  it("lists only the customer's own reservations, newest reservation time first, with a status filter", async () => {
    const early = reservationOf(await book(t, LUMIERE, me.token, visit(seoulAt(2, "10:00"))));
    const late = reservationOf(await book(t, LUMIERE, me.token, visit(seoulAt(6, "10:00"))));
    reservationOf(await book(t, LUMIERE, someoneElse.token, visit(seoulAt(4, "10:00"))));

    const response = await call("GET", "/customer/reservations", me.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const page = reservationPageSchema.parse(response.json());
    expect(page.rows.map((row) => row.id)).toEqual([late.id, early.id]);
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 10 });

    const paged = reservationPageSchema.parse(
      (await call("GET", "/customer/reservations?pageSize=1&page=2", me.token)).json(),
    );
    expect(paged.rows.map((row) => row.id)).toEqual([early.id]);
    const cancelled = await call("GET", "/customer/reservations?status=CANCELLED", me.token);
    expect(reservationPageSchema.parse(cancelled.json()).total).toBe(0);
  });

  it("shows one's own reservation and 404s anyone else's", async () => {
    const mine = reservationOf(await book(t, LUMIERE, me.token, visit(seoulAt(7, "10:00"))));
    const response = await call("GET", `/customer/reservations/${mine.id}`, me.token);
    expect(reservationSchema.parse(response.json())).toEqual(mine);
    for (const path of [`/customer/reservations/${mine.id}`, `/customer/reservations/${mine.id}/cancel`]) {
      const method = path.endsWith("cancel") ? "PUT" : "GET";
      expect((await call(method, path, someoneElse.token)).statusCode, path).toBe(404);
    }
    expect((await call("GET", "/customer/reservations/999999", me.token)).statusCode).toBe(404);
  });

  it("cancels before the cut-off, freeing the place for someone else", async () => {
    const reservedAt = seoulAt(3, "11:00");
    const mine = reservationOf(await book(t, LUMIERE, me.token, visit(reservedAt)));
    expect((await book(t, LUMIERE, someoneElse.token, visit(reservedAt))).statusCode).toBe(409);

    const response = await call("PUT", `/customer/reservations/${mine.id}/cancel`, me.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(reservationSchema.parse(response.json())).toMatchObject({
      status: "CANCELLED",
      cancellable: false,
    });
    expect(await bookedAt(t.database, t.lumiere, reservedAt)).toBe(0);

    const again = await call("PUT", `/customer/reservations/${mine.id}/cancel`, me.token);
    expect(again.statusCode).toBe(409);
    expect(apiErrorSchema.parse(again.json()).translate).toBe(reservationMessages.alreadyCancelled);
    reservationOf(await book(t, LUMIERE, someoneElse.token, visit(reservedAt)));
  });

  it("refuses to cancel after the cut-off, keeping the place", async () => {
    const reservedAt = seoulAt(3, "11:30");
    const mine = reservationOf(await book(t, LUMIERE, me.token, visit(reservedAt)));
    // The clinic now wants cancellations a week ahead: three days ahead is too late.
    await setSchedule(t.database, t.lumiere, { capacityPerSlot: 1, cancelCutoffMinutes: 7 * 24 * 60 });
    const shown = await call("GET", `/customer/reservations/${mine.id}`, me.token);
    expect(reservationSchema.parse(shown.json()).cancellable).toBe(false);
    const response = await call("PUT", `/customer/reservations/${mine.id}/cancel`, me.token);
    expect(response.statusCode).toBe(409);
    expect(apiErrorSchema.parse(response.json()).translate).toBe(reservationMessages.cancelClosed);
    expect(await bookedAt(t.database, t.lumiere, reservedAt)).toBe(1);
    await setSchedule(t.database, t.lumiere, { capacityPerSlot: 1 });
  });

  it("keeps clinics apart: another clinic's reservation is a 404, a token of one clinic is a 401 at the other", async () => {
    const haneulCustomer = await insertSignedInCustomer(t.database, t.partnerIds.haneul);
    const theirs = reservationOf(await book(t, HANEUL, haneulCustomer.token, visit(seoulAt(3, "10:00"))));
    expect((await call("GET", `/customer/reservations/${theirs.id}`, me.token)).statusCode).toBe(404);
    expect((await call("PUT", `/customer/reservations/${theirs.id}/cancel`, me.token)).statusCode).toBe(404);
    expectSessionRequired(await call("GET", "/customer/reservations", haneulCustomer.token));
    expectSessionRequired(await call("GET", `/customer/reservations/${theirs.id}`, haneulCustomer.token));
    expectSessionRequired(await book(t, LUMIERE, haneulCustomer.token, visit(seoulAt(3, "10:00"))));
  });

  it("needs a session for every customer route", async () => {
    expectSessionRequired(await call("GET", "/customer/reservations"));
    expectSessionRequired(await call("GET", "/customer/reservations/1"));
    expectSessionRequired(await call("PUT", "/customer/reservations/1/cancel"));
  });

  it.each([
    ["GET", "/customer/reservations/abc", "params.id"],
    ["PUT", "/customer/reservations/0/cancel", "params.id"],
    ["GET", "/customer/reservations?status=DONE", "query.status"],
    ["GET", "/customer/reservations?pageSize=1000", "query.pageSize"],
  ] as const)("answers 400 for %s %s", async (method, url, field) => {
    const response = await call(method, url, me.token);
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).fields?.map((entry) => entry.path)).toContain(field);
  });
});
