import { consoleCall, ownerToken, staffToken } from "@api/console/reservations/desk-fixtures";
import { createTestApp, type TestApp } from "@api/testing/test-app";
import { and, count, eq, schema } from "@clinic/db";
import { apiErrorSchema, pendingListSchema, reportMessages, reportSummarySchema } from "@clinic/shared";
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertReportWeek, REPORT_WEEK } from "./report-fixtures";
import { createReportService } from "./service";

const HEADER = [
  "예약번호",
  "예약일",
  "시간",
  "상태",
  "구분",
  "시술",
  "의사",
  "고객명",
  "연락처",
  "메모",
  "금액",
  "접수 경로",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "접수일시",
  "취소일시",
  "취소 사유",
];

describe("console reports", () => {
  let t: TestApp;
  let lumiere: number;
  let ids: Map<string, number>;
  let owner: ReturnType<typeof consoleCall>;
  let staff: ReturnType<typeof consoleCall>;
  let stranger: ReturnType<typeof consoleCall>;
  let signedOut: ReturnType<typeof consoleCall>;
  const exportUrl = (from: string, to: string, partnerId = lumiere) =>
    `/console/clinics/${partnerId}/reservations/export.csv?from=${from}&to=${to}`;
  const summaryUrl = (from: string, to: string, partnerId = lumiere) =>
    `/console/clinics/${partnerId}/reports/summary?from=${from}&to=${to}`;
  const week = () => exportUrl(REPORT_WEEK.from, REPORT_WEEK.to);
  /** The file's records (header first), as a spreadsheet would read them. */
  const records = (body: string): string[][] => parse(body, { bom: true, relax_column_count: false });

  beforeAll(async () => {
    t = await createTestApp();
    lumiere = t.partnerIds.lumiere;
    ids = await insertReportWeek(t.database, lumiere);
    owner = consoleCall(t, await ownerToken(t, "lumiere"));
    staff = consoleCall(t, await staffToken(t.database, lumiere));
    stranger = consoleCall(t, await ownerToken(t, "haneul"));
    signedOut = consoleCall(t, undefined);
  });
  afterAll(() => t.close());

  describe("the bookings export (CSV)", () => {
    it("is a UTF-8 file with a BOM, CRLF lines, Korean headers and one row per booking of the range", async () => {
      const response = await staff("GET", week());
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
      expect(response.headers["cache-control"]).toBe("private, no-store");
      expect(response.headers["content-disposition"]).toBe(
        `attachment; filename="reservations_2024-03-01_2024-03-07.csv"; ` +
          `filename*=UTF-8''${encodeURIComponent("예약내역_2024-03-01_2024-03-07.csv")}`,
      );
      const bytes = response.rawPayload;
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const body = bytes.toString("utf8");
      // Every line ends in CRLF; the one line break kept bare is inside the quoted memo.
      expect(body.endsWith("\r\n")).toBe(true);
      expect(body.replaceAll("\r\n", "").split("\n")).toHaveLength(2);

      const [header, ...rows] = records(body);
      expect(header).toEqual(HEADER);
      // A and B share their time (id breaks the tie); the bookings just outside the week are not there.
      expect(rows.map((row) => Number(row[0]))).toEqual(
        ["A", "B", "C", "D", "E", "F"].map((key) => ids.get(key)),
      );
      const [a, b, c, d, e, f] = rows as string[][];
      expect(a).toEqual([
        String(ids.get("A")),
        "2024-03-01",
        "10:00",
        "예약 확정",
        "시술",
        "리프팅 · 1회",
        expect.any(String),
        "김,콤마",
        "010-1234-5678",
        'He said "hi"\n둘째 줄',
        "150000",
        "온라인",
        "naver",
        "cpc",
        "spring",
        "2024-02-28 09:00",
        "",
        "",
      ]);
      expect(a?.[6]).not.toBe("");
      expect(b).toMatchObject({ 3: "내원 완료", 4: "상담", 6: "", 11: "전화/데스크", 12: "" });
      expect(c).toMatchObject({ 3: "노쇼", 5: "리프팅 · 1회, 보톡스 · 1회", 12: "naver" });
      expect(d).toMatchObject({ 3: "예약 취소", 16: "2024-03-03 08:00", 17: "고객 취소" });
      expect(e).toMatchObject({ 17: "병원 취소: 의사 일정 변경" });
      expect(f).toMatchObject({ 1: "2024-03-07", 2: "23:30", 3: "예약 신청", 12: "instagram" });
    });

    it("quotes commas, quotes and line breaks, and neutralises cells a spreadsheet would run as formulas", async () => {
      const body = (await owner("GET", week())).body;
      expect(body).toContain('"김,콤마"');
      expect(body).toContain('"He said ""hi""\n둘째 줄"');
      const rows = records(body).slice(1);
      const byId = (key: string) => rows.find((row) => row[0] === String(ids.get(key))) as string[];
      expect(byId("B")[7]).toBe(`'=HYPERLINK("http://x.test","클릭")`);
      expect(byId("B")[9]).toBe("'+1 추가 요청");
      expect(byId("C")[9]).toBe("'@멘션\t탭");
      // Nothing else starts with a formula character.
      for (const cell of rows.flat()) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    });

    it("reads the bookings in batches without losing or repeating one (ties on time included)", async () => {
      const read = async (batchRows: number) => {
        let text = "";
        for await (const piece of await createReportService(t.database, batchRows).exportCsv(
          lumiere,
          REPORT_WEEK,
        ))
          text += piece;
        return text;
      };
      const whole = await read(1000);
      expect(records(whole)).toHaveLength(7);
      expect(await read(1)).toBe(whole);
      expect(await read(2)).toBe(whole);
    });

    it("answers a range without bookings with the header alone", async () => {
      const response = await owner("GET", exportUrl("2023-01-01", "2023-01-31"));
      expect(response.statusCode).toBe(200);
      expect(records(response.body)).toEqual([HEADER]);
    });

    it.each([
      ["a range over a year", "2024-01-01", "2025-01-01", reportMessages.range],
      ["an end before the start", "2024-03-07", "2024-03-01", reportMessages.order],
      ["a date that does not exist", "2024-02-30", "2024-03-07", reportMessages.date],
      ["a malformed date", "2024-3-1", "2024-03-07", reportMessages.date],
      ["no date", "", "2024-03-07", reportMessages.date],
    ])("refuses %s with 400 and a Korean message, streaming nothing", async (_label, from, to, message) => {
      const response = await owner("GET", exportUrl(from, to));
      expect(response.statusCode).toBe(400);
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      expect(response.headers["content-disposition"]).toBeUndefined();
      const error = apiErrorSchema.parse(response.json());
      expect(error.fields?.map((field) => field.message)).toContain(message);
    });

    it("accepts a whole leap year (366 days)", async () => {
      const response = await owner("GET", exportUrl("2024-01-01", "2024-12-31"));
      expect(response.statusCode).toBe(200);
      expect(records(response.body)).toHaveLength(9);
    });

    it("is for the clinic's own accounts only", async () => {
      expect((await signedOut("GET", week())).statusCode).toBe(401);
      const refused = await stranger("GET", week());
      expect(refused.statusCode).toBe(403);
      expect(refused.body).not.toContain("김,콤마");
      expect(
        (await stranger("GET", exportUrl(REPORT_WEEK.from, REPORT_WEEK.to, t.partnerIds.haneul))).body,
      ).not.toContain("김,콤마");
    });
  });

  describe("the dashboard summary", () => {
    it("counts the known week: statuses, rates, days, treatments, sources and inquiries", async () => {
      const response = await staff("GET", summaryUrl(REPORT_WEEK.from, REPORT_WEEK.to));
      expect(response.statusCode, response.body).toBe(200);
      const summary = reportSummarySchema.parse(response.json());
      expect(summary).toMatchObject({
        from: "2024-03-01",
        to: "2024-03-07",
        bookings: 6,
        created: 6,
        statuses: { REQUESTED: 1, CONFIRMED: 1, VISITED: 1, NO_SHOW: 1, CANCELLED: 2 },
        types: { VISIT: 3, TREATMENT: 3 },
        cancellations: { byCustomer: 1, byClinic: 1 },
        confirmationRate: 3 / 5,
        noShowRate: 1 / 2,
      });
      expect(summary.days).toEqual([
        { date: "2024-03-01", reserved: 2, cancelled: 0, created: 2 },
        { date: "2024-03-02", reserved: 1, cancelled: 0, created: 2 },
        { date: "2024-03-03", reserved: 1, cancelled: 1, created: 0 },
        { date: "2024-03-04", reserved: 0, cancelled: 0, created: 0 },
        { date: "2024-03-05", reserved: 1, cancelled: 1, created: 0 },
        { date: "2024-03-06", reserved: 0, cancelled: 0, created: 1 },
        { date: "2024-03-07", reserved: 1, cancelled: 0, created: 1 },
      ]);
      expect(summary.treatments).toEqual([
        { name: "리프팅", count: 3 },
        { name: "보톡스", count: 1 },
      ]);
      expect(summary.sources).toEqual([
        { kind: "NONE", source: null, count: 2 },
        { kind: "UTM", source: "naver", count: 2 },
        { kind: "DESK", source: null, count: 1 },
        { kind: "UTM", source: "instagram", count: 1 },
      ]);
      expect(summary.inquiries.inRange).toBe(2);
      const [unhandled] = await t.database.db
        .select({ n: count() })
        .from(schema.inquiries)
        .where(and(eq(schema.inquiries.partnerId, lumiere), eq(schema.inquiries.status, "RECEIVED")));
      expect(summary.inquiries.unhandled).toBe(unhandled?.n);
      // Requests waiting now are the desk's pending queue, whatever the range.
      const pending = pendingListSchema.parse(
        (await staff("GET", `/console/clinics/${lumiere}/reservations/pending`)).json(),
      );
      expect(summary.waitingNow).toBe(pending.count);
    });

    it("has no rates where there is nothing to divide by, and a zero for every day", async () => {
      const summary = reportSummarySchema.parse(
        (await owner("GET", summaryUrl("2023-02-01", "2023-02-28"))).json(),
      );
      expect(summary).toMatchObject({
        bookings: 0,
        confirmationRate: null,
        noShowRate: null,
        treatments: [],
      });
      expect(summary.days).toHaveLength(28);
      expect(summary.days.every((day) => day.reserved === 0 && day.created === 0)).toBe(true);
    });

    it("refuses a range over a year or backwards with 400 and a Korean message", async () => {
      for (const [from, to, message] of [
        ["2024-01-01", "2025-01-01", reportMessages.range],
        ["2024-03-02", "2024-03-01", reportMessages.order],
        ["yesterday", "2024-03-01", reportMessages.date],
      ] as const) {
        const response = await owner("GET", summaryUrl(from, to));
        expect(response.statusCode).toBe(400);
        expect(apiErrorSchema.parse(response.json()).fields?.map((field) => field.message)).toContain(
          message,
        );
      }
    });

    it("is for the clinic's own accounts only", async () => {
      expect((await signedOut("GET", summaryUrl(REPORT_WEEK.from, REPORT_WEEK.to))).statusCode).toBe(401);
      expect((await stranger("GET", summaryUrl(REPORT_WEEK.from, REPORT_WEEK.to))).statusCode).toBe(403);
      const own = reportSummarySchema.parse(
        (await stranger("GET", summaryUrl(REPORT_WEEK.from, REPORT_WEEK.to, t.partnerIds.haneul))).json(),
      );
      expect(own.bookings).toBe(0);
    });
  });
});
