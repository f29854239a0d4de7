import { insertBarePartner } from "@api/testing/fixtures";
import { useTestApp } from "@api/testing/suite";
import { HANEUL, LUMIERE, site } from "@api/testing/test-app";
import { schema } from "@clinic/db";
import {
  apiErrorSchema,
  employeeScheduleListSchema,
  partnerEmployeeListSchema,
  partnerSpaceListSchema,
  shortenWorkListSchema,
} from "@clinic/shared";
import { beforeAll, describe, expect, it } from "vitest";

describe("introduce routes", () => {
  const t = useTestApp();
  let bare: { id: number; host: string };
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    bare = await insertBarePartner(t.database, "introtest");
    const employee = (name: string, employeeType: string, weight: number, isVisible = true) => ({
      partnerId: bare.id,
      name,
      employeeType,
      weight,
      isVisible,
      position: `${name} 원장`,
      careers: [`${name} 경력`],
    });
    const inserted = await t.database.db
      .insert(schema.partnerEmployees)
      .values([
        employee("b", "DOCTOR", 2),
        employee("a", "DOCTOR", 1),
        employee("n", "NURSE", 0),
        employee("hidden", "DOCTOR", 0, false),
      ])
      .returning();
    for (const row of inserted) ids[row.name] = row.id;
    const block = (name: string, weekday: number, startTime: string, endTime: string) => ({
      partnerId: bare.id,
      employeeId: ids[name] as number,
      weekday,
      startTime,
      endTime,
    });
    await t.database.db
      .insert(schema.partnerEmployeeSchedules)
      .values([
        block("a", 3, "09:00", "13:00"),
        block("a", 1, "14:00", "18:00"),
        block("a", 1, "09:00", "12:00"),
        block("b", 1, "10:00", "19:00"),
        block("n", 2, "09:00", "18:00"),
        block("hidden", 1, "09:00", "18:00"),
      ]);
    await t.database.db.insert(schema.partnerShortenWorks).values([
      { partnerId: bare.id, title: "second", videoUrl: "https://youtu.be/aaaaaaaaaaa", weight: 2 },
      { partnerId: bare.id, title: "first", videoUrl: "https://youtu.be/bbbbbbbbbbb", weight: 1 },
      { partnerId: bare.id, title: "hidden", videoUrl: "https://youtu.be/ccccccccccc", isVisible: false },
    ]);
    await t.database.db.insert(schema.partnerSpaces).values([
      { partnerId: bare.id, title: "대기실", imageUrl: "/media/b.svg", weight: 2 },
      { partnerId: bare.id, title: "상담실", imageUrl: "/media/a.svg", weight: 1, description: "조용한 방" },
      { partnerId: bare.id, title: "공사 중", imageUrl: "/media/c.svg", weight: 0, isVisible: false },
    ]);
  });

  const get = async (origin: string, url: string) => {
    const response = await t.app.inject({ method: "GET", url, headers: site(origin) });
    expect(response.statusCode, url).toBe(200);
    return response.json();
  };
  const names = async (url: string) =>
    partnerEmployeeListSchema.parse(await get(bare.host, url)).rows.map((row) => row.name);
  const schedules = async (url: string) =>
    employeeScheduleListSchema
      .parse(await get(bare.host, url))
      .rows.map((row) => [row.employeeId, row.weekday, row.startTime.slice(0, 5)]);

  it("answers visible employees by weight, of one type when asked", async () => {
    expect(await names("/partner-employees")).toEqual(["n", "a", "b"]);
    expect(await names("/partner-employees?partnerEmployeeType=DOCTOR")).toEqual(["a", "b"]);
    expect(await names("/partner-employees?partnerEmployeeType=STAFF")).toEqual([]);
    const [doctor] = partnerEmployeeListSchema.parse(
      await get(bare.host, "/partner-employees?partnerEmployeeType=DOCTOR"),
    ).rows;
    expect(doctor).toEqual({
      id: ids.a,
      employeeType: "DOCTOR",
      name: "a",
      position: "a 원장",
      specialty: null,
      greeting: null,
      careers: ["a 경력"],
      photoUrl: null,
    });
  });

  it("answers schedules of visible employees by employee weight, weekday and start time", async () => {
    const { a, b, n } = ids as Record<"a" | "b" | "n", number>;
    expect(await schedules("/partner-employee-schedules")).toEqual([
      [n, 2, "09:00"],
      [a, 1, "09:00"],
      [a, 1, "14:00"],
      [a, 3, "09:00"],
      [b, 1, "10:00"],
    ]);
    expect(await schedules("/partner-employee-schedules?partnerEmployeeType=DOCTOR")).toEqual([
      [a, 1, "09:00"],
      [a, 1, "14:00"],
      [a, 3, "09:00"],
      [b, 1, "10:00"],
    ]);
    expect(await schedules(`/partner-employee-schedules?employeeId=${b}`)).toEqual([[b, 1, "10:00"]]);
    expect(await schedules(`/partner-employee-schedules?employeeId=${ids.hidden}`)).toEqual([]);
    expect(await schedules(`/partner-employee-schedules?employeeId=${n}&partnerEmployeeType=DOCTOR`)).toEqual(
      [],
    );
  });

  it("answers visible short clips and visible spaces by weight", async () => {
    const works = shortenWorkListSchema.parse(await get(bare.host, "/partner-shorten-works")).rows;
    expect(works.map((row) => row.title)).toEqual(["first", "second"]);
    const spaces = partnerSpaceListSchema.parse(await get(bare.host, "/partner-spaces")).rows;
    expect(spaces.map((row) => [row.title, row.description])).toEqual([
      ["상담실", "조용한 방"],
      ["대기실", null],
    ]);
  });

  it("never answers another clinic's rows", async () => {
    for (const url of ["/partner-employees", "/partner-shorten-works", "/partner-spaces"]) {
      const rows = (await get(LUMIERE, url)) as { rows: { id: number }[] };
      expect(
        rows.rows.some((row) => Object.values(ids).includes(row.id)),
        url,
      ).toBe(false);
    }
    // Another clinic's employee id filters to nothing rather than leaking its schedule.
    expect(
      employeeScheduleListSchema.parse(await get(LUMIERE, `/partner-employee-schedules?employeeId=${ids.a}`))
        .rows,
    ).toEqual([]);
  });

  it("answers both demo clinics with their own doctors and schedules", async () => {
    const lumiere = partnerEmployeeListSchema.parse(
      await get(LUMIERE, "/partner-employees?partnerEmployeeType=DOCTOR"),
    ).rows;
    const haneul = partnerEmployeeListSchema.parse(
      await get(HANEUL, "/partner-employees?partnerEmployeeType=DOCTOR"),
    ).rows;
    expect(lumiere.length).toBeGreaterThan(0);
    expect(haneul.length).toBeGreaterThan(0);
    const lumiereIds = new Set(lumiere.map((row) => row.id));
    expect(haneul.some((row) => lumiereIds.has(row.id))).toBe(false);
    expect([...lumiere, ...haneul].every((row) => row.employeeType === "DOCTOR")).toBe(true);
    const schedule = employeeScheduleListSchema.parse(
      await get(LUMIERE, "/partner-employee-schedules?partnerEmployeeType=DOCTOR"),
    ).rows;
    expect(schedule.length).toBeGreaterThan(0);
    expect(schedule.every((row) => lumiereIds.has(row.employeeId))).toBe(true);
  });

  it.each([
    ["/partner-employees?partnerEmployeeType=doctor", "query.partnerEmployeeType"],
    ["/partner-employee-schedules?partnerEmployeeType=NOPE", "query.partnerEmployeeType"],
    ["/partner-employee-schedules?employeeId=abc", "query.employeeId"],
    ["/partner-employee-schedules?employeeId=0", "query.employeeId"],
  ])("answers %s with 400 naming %s", async (url, path) => {
    const response = await t.app.inject({ method: "GET", url, headers: site(LUMIERE) });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).fields?.map((field) => field.path)).toEqual([path]);
  });
});
