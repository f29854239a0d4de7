import { insertSignedInCustomer } from "@api/customer/customers/customer-fixtures";
import {
  book,
  bookedAt,
  reservationOf,
  seoulAt,
  setSchedule,
  visit,
} from "@api/customer/reservations/reservation-fixtures";
import { useTestApp } from "@api/testing/suite";
import { LUMIERE } from "@api/testing/test-app";
import { and, eq, schema } from "@clinic/db";
import { apiErrorSchema, deskChangesSchema, deskListSchema, deskReservationSchema } from "@clinic/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { consoleCall, moveReservation, ownerToken, staffToken } from "./desk-fixtures";

describe("console reservations desk", () => {
  const t = useTestApp();
  let owner: ReturnType<typeof consoleCall>;
  let staff: ReturnType<typeof consoleCall>;
  let stranger: ReturnType<typeof consoleCall>;
  const base = () => `/console/clinics/${t.lumiere}/reservations`;

  beforeAll(async () => {
    await setSchedule(t.database, t.lumiere, { capacityPerSlot: 1, reservationConfirm: true });
    owner = consoleCall(t, await ownerToken(t, "lumiere"));
    staff = consoleCall(t, await staffToken(t.database, t.lumiere));
    stranger = consoleCall(t, await ownerToken(t, "haneul"));
  });

  const bookOne = async (reservedAt: string) => {
    const customer = await insertSignedInCustomer(t.database, t.lumiere);
    return reservationOf(await book(t, LUMIERE, customer.token, visit(reservedAt)));
  };
  const dayOf = (instant: string) => instant.slice(0, 10);
  const auditActions = async () =>
    (
      await t.database.db
        .select({ action: schema.auditEvents.action, target: schema.auditEvents.target })
        .from(schema.auditEvents)
        .where(eq(schema.auditEvents.partnerId, t.lumiere))
    ).map((row) => `${row.action} ${row.target}`);

  it("lists a day's reservations by time with customer, items and filters", async () => {
    const later = await bookOne(seoulAt(6, "15:00"));
    const sooner = await bookOne(seoulAt(6, "10:00"));
    const day = dayOf(seoulAt(6, "00:00"));
    const response = await staff("GET", `${base()}?from=${day}&to=${day}`);
    expect(response.statusCode, response.body).toBe(200);
    const rows = deskListSchema.parse(response.json()).rows;
    expect(rows.map((row) => row.id)).toEqual([sooner.id, later.id]);
    expect(rows[0]).toMatchObject({ status: "REQUESTED", name: "김하늘", type: "VISIT", cancelReason: null });

    const filtered = await staff("GET", `${base()}?from=${day}&to=${day}&status=CONFIRMED&type=VISIT`);
    expect(deskListSchema.parse(filtered.json()).rows).toEqual([]);
  });

  it("refuses bad queries with fields, and other clinics and missing sessions", async () => {
    for (const query of [
      "",
      "?from=2026-01-01",
      "?from=2026-02-30&to=2026-03-01",
      "?from=2026-01-01&to=2026-03-01",
      "?from=2026-01-05&to=2026-01-01",
      "?from=2026-01-01&to=2026-01-01&status=GONE",
    ]) {
      const response = await owner("GET", `${base()}${query}`);
      expect(response.statusCode, `${query}: ${response.body}`).toBe(400);
      expect(apiErrorSchema.parse(response.json()).fields?.length).toBeGreaterThan(0);
    }
    const day = "2026-01-01";
    expect((await stranger("GET", `${base()}?from=${day}&to=${day}`)).statusCode).toBe(403);
    expect((await consoleCall(t, undefined)("GET", `${base()}?from=${day}&to=${day}`)).statusCode).toBe(401);
    expect(
      (await stranger("GET", `/console/clinics/${t.haneul}/reservations?from=${day}&to=${day}`)).statusCode,
    ).toBe(200);
  });

  it("confirms a requested reservation once, and audits it", async () => {
    const booked = await bookOne(seoulAt(7, "10:00"));
    const response = await staff("PUT", `${base()}/${booked.id}/confirm`);
    expect(response.statusCode, response.body).toBe(200);
    expect(deskReservationSchema.parse(response.json()).status).toBe("CONFIRMED");
    const again = await staff("PUT", `${base()}/${booked.id}/confirm`);
    expect(again.statusCode).toBe(409);
    expect(apiErrorSchema.parse(again.json()).translate).toBeTruthy();
    expect(await auditActions()).toContain(`reservation.confirm reservation:${booked.id}`);
  });

  it("cancels with a reason, frees the place, and refuses a cancelled one", async () => {
    const reservedAt = seoulAt(7, "11:00");
    const booked = await bookOne(reservedAt);
    expect(await bookedAt(t.database, t.lumiere, reservedAt)).toBe(1);
    for (const payload of [{}, { reason: "" }, { reason: "   " }, { reason: "가".repeat(201) }]) {
      const bad = await owner("PUT", `${base()}/${booked.id}/cancel`, payload);
      expect(bad.statusCode, bad.body).toBe(400);
      expect(apiErrorSchema.parse(bad.json()).fields?.[0]?.path).toBe("body.reason");
    }
    const response = await owner("PUT", `${base()}/${booked.id}/cancel`, { reason: "원장님 학회 일정" });
    expect(response.statusCode, response.body).toBe(200);
    expect(deskReservationSchema.parse(response.json())).toMatchObject({
      status: "CANCELLED",
      cancelledBy: "CLINIC",
      cancelReason: "원장님 학회 일정",
    });
    expect(await bookedAt(t.database, t.lumiere, reservedAt)).toBe(0);
    for (const action of ["confirm", "visited", "no-show"]) {
      expect((await owner("PUT", `${base()}/${booked.id}/${action}`)).statusCode).toBe(409);
    }
    expect((await owner("PUT", `${base()}/${booked.id}/cancel`, { reason: "다시" })).statusCode).toBe(409);
    expect(await auditActions()).toContain(`reservation.cancel reservation:${booked.id}`);
  });

  it("marks visited or no-show only once a confirmed reservation's time has begun", async () => {
    const first = await bookOne(seoulAt(8, "10:00"));
    const second = await bookOne(seoulAt(8, "10:30"));
    expect((await staff("PUT", `${base()}/${first.id}/visited`)).statusCode).toBe(409);
    await staff("PUT", `${base()}/${first.id}/confirm`);
    await staff("PUT", `${base()}/${second.id}/confirm`);
    const early = await staff("PUT", `${base()}/${first.id}/visited`);
    expect(early.statusCode).toBe(409);
    expect(apiErrorSchema.parse(early.json()).translate).toContain("예약 시간이 지난 뒤");

    await moveReservation(t.database, first.id, new Date(Date.now() - 60_000));
    await moveReservation(t.database, second.id, new Date(Date.now() - 120_000));
    const visited = await staff("PUT", `${base()}/${first.id}/visited`);
    expect(deskReservationSchema.parse(visited.json()).status).toBe("VISITED");
    const noShow = await staff("PUT", `${base()}/${second.id}/no-show`);
    expect(deskReservationSchema.parse(noShow.json()).status).toBe("NO_SHOW");
    expect((await staff("PUT", `${base()}/${first.id}/no-show`)).statusCode).toBe(409);
    expect(await auditActions()).toEqual(
      expect.arrayContaining([
        `reservation.visited reservation:${first.id}`,
        `reservation.no-show reservation:${second.id}`,
      ]),
    );
  });

  it("keeps other clinics' owners out of actions, and 404s unknown reservations", async () => {
    const booked = await bookOne(seoulAt(9, "10:00"));
    expect((await stranger("PUT", `${base()}/${booked.id}/confirm`)).statusCode).toBe(403);
    // The haneul owner on haneul's path cannot reach a lumiere reservation either (row-level security).
    expect(
      (await stranger("PUT", `/console/clinics/${t.haneul}/reservations/${booked.id}/confirm`)).statusCode,
    ).toBe(404);
    expect((await owner("PUT", `${base()}/999999/confirm`)).statusCode).toBe(404);
    expect((await owner("PUT", `${base()}/abc/confirm`)).statusCode).toBe(400);
    const [row] = await t.database.db
      .select({ status: schema.reservations.status })
      .from(schema.reservations)
      .where(and(eq(schema.reservations.id, booked.id), eq(schema.reservations.partnerId, t.lumiere)));
    expect(row?.status).toBe("REQUESTED");
  });

  it("tells the poll how many reservations changed since a moment", async () => {
    const before = deskChangesSchema.parse((await staff("GET", `${base()}/changes`)).json());
    expect(before.latest).not.toBeNull();
    const since = before.latest as string;
    const quiet = deskChangesSchema.parse(
      (await staff("GET", `${base()}/changes?since=${encodeURIComponent(since)}`)).json(),
    );
    expect(quiet).toEqual({ latest: since, count: 0 });
    await bookOne(seoulAt(10, "10:00"));
    const after = deskChangesSchema.parse(
      (await staff("GET", `${base()}/changes?since=${encodeURIComponent(since)}`)).json(),
    );
    expect(after.count).toBe(1);
    expect(Date.parse(after.latest as string)).toBeGreaterThan(Date.parse(since));
    expect((await staff("GET", `${base()}/changes?since=yesterday`)).statusCode).toBe(400);
  });
});
