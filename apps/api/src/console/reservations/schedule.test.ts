import { seoulAt, setSchedule } from "@api/customer/reservations/reservation-fixtures";
import { useTestApp } from "@api/testing/suite";
import { LUMIERE, site } from "@api/testing/test-app";
import { demoManager, eq, schema } from "@clinic/db";
import { apiErrorSchema, scheduleSchema } from "@clinic/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { consoleCall, consoleToken, ownerToken, staffToken } from "./desk-fixtures";

describe("console reservation schedule", () => {
  const t = useTestApp();
  let owner: ReturnType<typeof consoleCall>;
  let manager: ReturnType<typeof consoleCall>;
  let staff: ReturnType<typeof consoleCall>;
  let stranger: ReturnType<typeof consoleCall>;
  const base = () => `/console/clinics/${t.lumiere}/schedule`;
  const settings = {
    slotMinutes: 20,
    capacityPerSlot: 3,
    minNoticeMinutes: 60,
    cancelCutoffMinutes: 720,
    visitMinutes: 40,
  };

  beforeAll(async () => {
    await setSchedule(t.database, t.lumiere);
    owner = consoleCall(t, await ownerToken(t, "lumiere"));
    staff = consoleCall(t, await staffToken(t.database, t.lumiere));
    const account = demoManager("lumiere");
    manager = consoleCall(t, await consoleToken(t, account.email, account.password));
    stranger = consoleCall(t, await ownerToken(t, "haneul"));
  });

  it("lets staff read and only managers and owners change the settings, audited", async () => {
    const read = await staff("GET", base());
    expect(read.statusCode, read.body).toBe(200);
    expect(scheduleSchema.parse(read.json()).settings.slotMinutes).toBe(30);
    expect((await staff("PUT", base(), settings)).statusCode).toBe(403);
    expect((await stranger("PUT", base(), settings)).statusCode).toBe(403);
    expect((await stranger("GET", base())).statusCode).toBe(403);
    expect((await consoleCall(t, undefined)("GET", base())).statusCode).toBe(401);

    const byManager = await manager("PUT", base(), { ...settings, capacityPerSlot: 4 });
    expect(byManager.statusCode, byManager.body).toBe(200);
    expect(scheduleSchema.parse(byManager.json()).settings.capacityPerSlot).toBe(4);
    const saved = await owner("PUT", base(), settings);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(scheduleSchema.parse(saved.json()).settings).toEqual(settings);
    const audit = await t.database.db
      .select({ action: schema.auditEvents.action })
      .from(schema.auditEvents)
      .where(eq(schema.auditEvents.partnerId, t.lumiere));
    expect(audit.map((row) => row.action)).toContain("schedule.update");
  });

  it("refuses settings out of range with the field named", async () => {
    for (const [field, value] of [
      ["slotMinutes", 0],
      ["capacityPerSlot", -1],
      ["visitMinutes", "30"],
      ["minNoticeMinutes", 1.5],
    ] as const) {
      const response = await owner("PUT", base(), { ...settings, [field]: value });
      expect(response.statusCode, response.body).toBe(400);
      expect(apiErrorSchema.parse(response.json()).fields?.map((f) => f.path)).toContain(`body.${field}`);
    }
  });

  it("adds a holiday that closes the date on the storefront, replaces and deletes it", async () => {
    const date = seoulAt(5, "00:00").slice(0, 10);
    expect((await staff("POST", `${base()}/overrides`, { date, isClosed: true })).statusCode).toBe(403);
    const added = await manager("POST", `${base()}/overrides`, { date, isClosed: true, note: "임시 휴진" });
    expect(added.statusCode, added.body).toBe(200);
    const override = scheduleSchema.parse(added.json()).overrides.find((row) => row.date === date);
    expect(override).toMatchObject({ isClosed: true, note: "임시 휴진", opening: null });
    const times = await t.app.inject({
      url: `/partner-schedules/time?type=VISIT&date=${date}`,
      headers: site(LUMIERE),
    });
    expect(times.json().slots.filter((slot: { available: boolean }) => slot.available)).toEqual([]);

    const replaced = await owner("POST", `${base()}/overrides`, {
      date,
      isClosed: false,
      opening: "10:00",
      closing: "14:00",
      lunchStart: "12:00",
      lunchEnd: "12:30",
    });
    const overrides = scheduleSchema.parse(replaced.json()).overrides.filter((row) => row.date === date);
    expect(overrides).toEqual([
      expect.objectContaining({ isClosed: false, opening: "10:00", closing: "14:00", lunchEnd: "12:30" }),
    ]);

    const id = overrides[0]?.id as number;
    expect((await staff("DELETE", `${base()}/overrides/${id}`)).statusCode).toBe(403);
    const deleted = await manager("DELETE", `${base()}/overrides/${id}`);
    expect(scheduleSchema.parse(deleted.json()).overrides.some((row) => row.date === date)).toBe(false);
    expect((await owner("DELETE", `${base()}/overrides/${id}`)).statusCode).toBe(404);
    expect((await staff("DELETE", `${base()}/overrides/${id}`)).statusCode).toBe(403);
  });

  it("refuses impossible dates and hours", async () => {
    const bad = [
      [{ date: "2026-02-30", isClosed: true }, "body.date"],
      [{ date: "2026-03-01", isClosed: false }, "body.opening"],
      [{ date: "2026-03-01", isClosed: false, opening: "18:00", closing: "09:00" }, "body.closing"],
      [{ date: "2026-03-01", isClosed: false, opening: "9:00", closing: "18:00" }, "body.opening"],
      [{ date: "2026-03-01", isClosed: false, opening: "09:00", closing: "24:00" }, "body.closing"],
      [
        { date: "2026-03-01", isClosed: false, opening: "09:00", closing: "18:00", lunchStart: "13:00" },
        "body.lunchEnd",
      ],
      [
        {
          date: "2026-03-01",
          isClosed: false,
          opening: "09:00",
          closing: "18:00",
          lunchStart: "08:00",
          lunchEnd: "09:30",
        },
        "body.lunchStart",
      ],
    ] as const;
    for (const [payload, path] of bad) {
      const response = await owner("POST", `${base()}/overrides`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(apiErrorSchema.parse(response.json()).fields?.map((f) => f.path)).toContain(path);
    }
  });

  it("replaces a doctor's weekly blocks, refusing overlaps and other clinics' doctors", async () => {
    const schedule = scheduleSchema.parse((await owner("GET", base())).json());
    const doctor = schedule.doctors[0];
    if (!doctor) throw new Error("the demo clinic has no doctor");
    const blocks = [
      { weekday: 1, startTime: "09:00", endTime: "13:00" },
      { weekday: 1, startTime: "14:00", endTime: "18:00" },
      { weekday: 3, startTime: "10:00", endTime: "16:00" },
    ];
    expect((await staff("PUT", `${base()}/doctors/${doctor.id}`, { blocks })).statusCode).toBe(403);
    const saved = await manager("PUT", `${base()}/doctors/${doctor.id}`, { blocks });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(scheduleSchema.parse(saved.json()).doctors.find((row) => row.id === doctor.id)?.blocks).toEqual(
      blocks,
    );

    const overlapping = await owner("PUT", `${base()}/doctors/${doctor.id}`, {
      blocks: [blocks[0], { weekday: 1, startTime: "12:00", endTime: "15:00" }],
    });
    expect(overlapping.statusCode).toBe(400);
    const reversed = await owner("PUT", `${base()}/doctors/${doctor.id}`, {
      blocks: [{ weekday: 8, startTime: "12:00", endTime: "11:00" }],
    });
    expect(apiErrorSchema.parse(reversed.json()).fields?.map((f) => f.path)).toEqual(
      expect.arrayContaining(["body.blocks.0.weekday", "body.blocks.0.endTime"]),
    );
    const [other] = await t.database.db
      .select({ id: schema.partnerEmployees.id })
      .from(schema.partnerEmployees)
      .where(eq(schema.partnerEmployees.partnerId, t.partnerIds.haneul));
    expect((await owner("PUT", `${base()}/doctors/${other?.id}`, { blocks })).statusCode).toBe(404);
  });
});
