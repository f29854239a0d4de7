import { insertSignedInCustomer } from "@api/customer/customers/customer-fixtures";
import {
  book,
  reservationCount,
  reservationOf,
  seoulAt,
  setSchedule,
  visit,
} from "@api/customer/reservations/reservation-fixtures";
import { useTestApp } from "@api/testing/suite";
import { LUMIERE, site } from "@api/testing/test-app";
import { and, demoManager, eq, schema } from "@clinic/db";
import { apiErrorSchema, deskMessages, reservationMessages, scheduleSchema } from "@clinic/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { consoleCall, consoleToken, ownerToken, staffToken } from "./desk-fixtures";

/** A doctor's day off and other hours on one date (issue 27): managers write them, the storefront obeys them. */
describe("console doctors' date overrides", () => {
  const t = useTestApp();
  let doctorId: number;
  let manager: ReturnType<typeof consoleCall>;
  let staff: ReturnType<typeof consoleCall>;
  let stranger: ReturnType<typeof consoleCall>;
  const base = () => `/console/clinics/${t.lumiere}/schedule`;
  const overridePath = (date: string, employee = doctorId) =>
    `${base()}/doctors/${employee}/overrides/${date}`;
  const dateIn = (days: number) => seoulAt(days, "00:00").slice(0, 10);
  const fieldsOf = (body: unknown) => apiErrorSchema.parse(body).fields?.map((field) => field.path);
  const storedOverrides = () =>
    t.database.db
      .select()
      .from(schema.doctorScheduleOverrides)
      .where(eq(schema.doctorScheduleOverrides.partnerId, t.lumiere));

  beforeAll(async () => {
    await setSchedule(t.database, t.lumiere);
    const account = demoManager("lumiere");
    manager = consoleCall(t, await consoleToken(t, account.email, account.password));
    staff = consoleCall(t, await staffToken(t.database, t.lumiere));
    stranger = consoleCall(t, await ownerToken(t, "haneul"));
    const schedule = scheduleSchema.parse((await manager("GET", base())).json());
    const doctor = schedule.doctors[0];
    if (!doctor) throw new Error("the demo clinic has no doctor");
    doctorId = doctor.id;
    // The doctor works every day 09:00–18:00, so only the override decides.
    const blocks = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      weekday,
      startTime: "09:00",
      endTime: "18:00",
    }));
    expect((await manager("PUT", `${base()}/doctors/${doctorId}`, { blocks })).statusCode).toBe(200);
    await t.database.db
      .update(schema.partnerEmployees)
      .set({ isVisible: true })
      .where(eq(schema.partnerEmployees.id, doctorId));
  });

  it("lets a manager save, replace and delete a doctor's date, shown in the schedule and audited", async () => {
    const date = dateIn(20);
    const saved = await manager("PUT", overridePath(date), { isOff: true, note: "학회 참석" });
    expect(saved.statusCode, saved.body).toBe(200);
    const doctor = scheduleSchema.parse(saved.json()).doctors.find((row) => row.id === doctorId);
    expect(doctor?.overrides).toContainEqual({
      date,
      isOff: true,
      startTime: null,
      endTime: null,
      note: "학회 참석",
    });

    const replaced = await manager("PUT", overridePath(date), {
      isOff: false,
      startTime: "10:00",
      endTime: "12:00",
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const ofDate = scheduleSchema
      .parse(replaced.json())
      .doctors.find((row) => row.id === doctorId)
      ?.overrides.filter((row) => row.date === date);
    expect(ofDate).toEqual([{ date, isOff: false, startTime: "10:00", endTime: "12:00", note: null }]);

    const deleted = await manager("DELETE", overridePath(date));
    expect(deleted.statusCode, deleted.body).toBe(200);
    const after = scheduleSchema.parse(deleted.json()).doctors.find((row) => row.id === doctorId);
    expect(after?.overrides.some((row) => row.date === date)).toBe(false);
    expect((await manager("DELETE", overridePath(date))).statusCode).toBe(404);

    const audit = await t.database.db
      .select({ target: schema.auditEvents.target })
      .from(schema.auditEvents)
      .where(
        and(
          eq(schema.auditEvents.partnerId, t.lumiere),
          eq(schema.auditEvents.target, `doctor:${doctorId}:${date}`),
        ),
      );
    expect(audit).toHaveLength(3);
  });

  it("refuses staff and other clinics, and lets staff read the overrides", async () => {
    const date = dateIn(21);
    const before = await storedOverrides();
    expect((await staff("PUT", overridePath(date), { isOff: true })).statusCode).toBe(403);
    expect((await stranger("PUT", overridePath(date), { isOff: true })).statusCode).toBe(403);
    expect((await consoleCall(t, undefined)("PUT", overridePath(date), { isOff: true })).statusCode).toBe(
      401,
    );
    expect(await storedOverrides()).toEqual(before);

    expect((await manager("PUT", overridePath(date), { isOff: true })).statusCode).toBe(200);
    expect((await staff("DELETE", overridePath(date))).statusCode).toBe(403);
    const read = await staff("GET", base());
    expect(read.statusCode).toBe(200);
    const doctor = scheduleSchema.parse(read.json()).doctors.find((row) => row.id === doctorId);
    expect(doctor?.overrides.some((row) => row.date === date && row.isOff)).toBe(true);
  });

  it("refuses bad dates, hours and doctors in Korean, changing nothing", async () => {
    const before = await storedOverrides();
    const bad = [
      [overridePath("2026-02-30"), { isOff: true }, "params.date"],
      [overridePath(dateIn(22)), { isOff: false }, "body.startTime"],
      [overridePath(dateIn(22)), { isOff: false, startTime: "9:00", endTime: "12:00" }, "body.startTime"],
      [overridePath(dateIn(22)), { isOff: false, startTime: "12:00", endTime: "11:00" }, "body.endTime"],
      [overridePath(dateIn(22)), { isOff: "yes" }, "body.isOff"],
    ] as const;
    for (const [url, payload, path] of bad) {
      const response = await manager("PUT", url, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(fieldsOf(response.json())).toContain(path);
    }
    const reversed = await manager("PUT", overridePath(dateIn(22)), {
      isOff: false,
      startTime: "12:00",
      endTime: "11:00",
    });
    expect(apiErrorSchema.parse(reversed.json()).fields?.[0]?.message).toBe(deskMessages.closeAfterOpen);

    const [other] = await t.database.db
      .select({ id: schema.partnerEmployees.id })
      .from(schema.partnerEmployees)
      .where(eq(schema.partnerEmployees.partnerId, t.partnerIds.haneul));
    expect((await manager("PUT", overridePath(dateIn(22), other?.id), { isOff: true })).statusCode).toBe(404);
    expect((await manager("PUT", overridePath(dateIn(22), 2_000_000), { isOff: true })).statusCode).toBe(404);
    expect(await storedOverrides()).toEqual(before);
  });

  it("takes the doctor off the storefront on a day off and refuses a booking with them", async () => {
    const date = dateIn(10);
    const reservedAt = seoulAt(10, "10:00");
    const slotsOf = async () => {
      const times = await t.app.inject({
        url: `/partner-schedules/time?type=VISIT&date=${date}&employeeId=${doctorId}`,
        headers: site(LUMIERE),
      });
      expect(times.statusCode, times.body).toBe(200);
      return (times.json().slots as { time: string; available: boolean }[])
        .filter((slot) => slot.available)
        .map((slot) => slot.time);
    };
    expect(await slotsOf()).toContain("10:00");

    expect((await manager("PUT", overridePath(date), { isOff: true })).statusCode).toBe(200);
    // The answer held for visitors was dropped with the change.
    expect(await slotsOf()).toEqual([]);
    const patient = await insertSignedInCustomer(t.database, t.lumiere, { name: "휴무확인" });
    const count = await reservationCount(t.database, t.lumiere);
    const refused = await book(t, LUMIERE, patient.token, { ...visit(reservedAt), employeeId: doctorId });
    expect(refused.statusCode).toBe(409);
    expect(apiErrorSchema.parse(refused.json()).translate).toBe(reservationMessages.employeeBusy);
    expect(await reservationCount(t.database, t.lumiere)).toBe(count);

    // Other hours: only those, and a booking inside them goes through.
    const hours = { isOff: false, startTime: "15:00", endTime: "16:00" };
    expect((await manager("PUT", overridePath(date), hours)).statusCode).toBe(200);
    expect(await slotsOf()).toEqual(["15:00", "15:30"]);
    const inside = await book(t, LUMIERE, patient.token, {
      ...visit(seoulAt(10, "15:00")),
      employeeId: doctorId,
    });
    expect(reservationOf(inside).employee?.id).toBe(doctorId);
  });
});
