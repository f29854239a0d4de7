import { insertSignedInCustomer } from "@api/customer/customers/customer-fixtures";
import { useTestApp } from "@api/testing/suite";
import { HANEUL, LUMIERE, site } from "@api/testing/test-app";
import { apiErrorSchema, errorMessages, reservationPageSchema, reservationSchema } from "@clinic/shared";
import { beforeAll, describe, expect, it } from "vitest";
import {
  book,
  bookedAt,
  insertStaffKey,
  reservationOf,
  seoulAt,
  setSchedule,
  visit,
} from "./reservation-fixtures";

describe("clinic staff: /staff/reservations", () => {
  const t = useTestApp();
  let key: string;

  beforeAll(async () => {
    await setSchedule(t.database, t.lumiere, { capacityPerSlot: 1, reservationConfirm: true });
    key = await insertStaffKey(t.database, t.lumiere);
  });

  const staff = (method: "GET" | "PUT", url: string, authorization?: string, origin = LUMIERE) =>
    t.app.inject({
      method,
      url,
      headers: { ...site(origin), ...(authorization === undefined ? {} : { authorization }) },
    });
  const bookOne = async (reservedAt: string) => {
    const customer = await insertSignedInCustomer(t.database, t.lumiere);
    return reservationOf(await book(t, LUMIERE, customer.token, visit(reservedAt)));
  };

  it("lists the clinic's reservations by reservation time, filtered by status and Seoul dates", async () => {
    const later = await bookOne(seoulAt(4, "10:00"));
    const sooner = await bookOne(seoulAt(3, "17:30"));
    const response = await staff("GET", "/staff/reservations", `Bearer ${key}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    // The seed's reservations (the review link's visit, the desk history) all lie in the past: they come first.
    const all = reservationPageSchema.parse(response.json());
    expect(Date.parse(all.rows[0]!.reservedAt)).toBeLessThan(Date.now());
    const ahead = await staff(
      "GET",
      `/staff/reservations?from=${seoulAt(0, "00:00").slice(0, 10)}&to=${seoulAt(4, "00:00").slice(0, 10)}`,
      `Bearer ${key}`,
    );
    const page = reservationPageSchema.parse(ahead.json());
    expect(page.rows.map((row) => row.id)).toEqual([sooner.id, later.id]);
    expect(page.rows[0]).toMatchObject({ status: "REQUESTED", name: "김하늘" });

    const day = seoulAt(4, "00:00").slice(0, 10);
    const filtered = await staff(
      "GET",
      `/staff/reservations?from=${day}&to=${day}&status=REQUESTED`,
      `Bearer ${key}`,
    );
    expect(reservationPageSchema.parse(filtered.json()).rows.map((row) => row.id)).toEqual([later.id]);
  });

  it("confirms a requested reservation, and confirming again changes nothing", async () => {
    const requested = await bookOne(seoulAt(5, "10:00"));
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await staff("PUT", `/staff/reservations/${requested.id}/confirm`, `Bearer ${key}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(reservationSchema.parse(response.json())).toMatchObject({
        id: requested.id,
        status: "CONFIRMED",
      });
    }
  });

  it("cancels any time, freeing the place; a cancelled one cannot be confirmed or cancelled again", async () => {
    const reservedAt = seoulAt(5, "11:00");
    const booked = await bookOne(reservedAt);
    const response = await staff("PUT", `/staff/reservations/${booked.id}/cancel`, `Bearer ${key}`);
    expect(reservationSchema.parse(response.json()).status).toBe("CANCELLED");
    expect(await bookedAt(t.database, t.lumiere, reservedAt)).toBe(0);
    for (const action of ["confirm", "cancel"]) {
      expect(
        (await staff("PUT", `/staff/reservations/${booked.id}/${action}`, `Bearer ${key}`)).statusCode,
      ).toBe(409);
    }
    await bookOne(reservedAt);
  });

  it("answers 404 for an unknown or another clinic's reservation", async () => {
    const haneulCustomer = await insertSignedInCustomer(t.database, t.partnerIds.haneul);
    await setSchedule(t.database, t.partnerIds.haneul);
    const theirs = reservationOf(await book(t, HANEUL, haneulCustomer.token, visit(seoulAt(3, "10:00"))));
    for (const id of [theirs.id, 999_999]) {
      expect((await staff("PUT", `/staff/reservations/${id}/confirm`, `Bearer ${key}`)).statusCode).toBe(404);
    }
  });

  it("answers 401 without a valid key of this clinic", async () => {
    const revoked = await insertStaffKey(t.database, t.lumiere, true);
    const haneulKey = await insertStaffKey(t.database, t.partnerIds.haneul);
    const refused = [
      undefined,
      "",
      "Bearer ",
      `Bearer ${key}x`,
      `Bearer ${revoked}`,
      `Bearer ${"k".repeat(300)}`,
    ];
    for (const authorization of refused) {
      for (const [method, url] of [
        ["GET", "/staff/reservations"],
        ["PUT", "/staff/reservations/1/confirm"],
        ["PUT", "/staff/reservations/1/cancel"],
      ] as const) {
        const response = await staff(method, url, authorization);
        expect(response.statusCode, `${authorization} ${url}`).toBe(401);
        expect(apiErrorSchema.parse(response.json()).translate).toBe(errorMessages.sessionExpired);
      }
    }
    // A key of one clinic opens nothing at the other.
    expect((await staff("GET", "/staff/reservations", `Bearer ${haneulKey}`)).statusCode).toBe(401);
    expect((await staff("GET", "/staff/reservations", `Bearer ${haneulKey}`, HANEUL)).statusCode).toBe(200);
  });

  it.each([
    ["/staff/reservations?from=2026-13-01", "query.from"],
    ["/staff/reservations?status=DONE", "query.status"],
    ["/staff/reservations?page=0", "query.page"],
  ])("answers 400 for %s", async (url, field) => {
    const response = await staff("GET", url, `Bearer ${key}`);
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).fields?.map((entry) => entry.path)).toContain(field);
  });
});
