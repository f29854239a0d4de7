import { readFile } from "node:fs/promises";
import { parse } from "csv-parse/sync";
import { consoleUrl, DEMO_CONSOLE, signInToClinic } from "../support/console";
import { expect, test } from "../support/test";

/**
 * Issue 27's reports: the owner opens 통계, sees the figures and charts, and downloads the bookings as a CSV that
 * a spreadsheet reads (BOM, Korean header, the demo's confirmed treatment of a few days ago as a row); a range over
 * a year comes back to the form with the Korean message. Reads only: no demo data changes.
 */
test.describe.configure({ timeout: 90_000 });

test("the owner opens 통계, sees the charts and downloads the bookings as a CSV that parses", async ({
  page,
}) => {
  await signInToClinic(page, DEMO_CONSOLE.owner("lumiere"));
  await page.getByRole("link", { name: "통계", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "통계" })).toBeVisible();
  await expect(page.getByRole("link", { name: "최근 30일" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("img", { name: /^일별 예약 막대 그래프: 30일 동안 \d+건/ })).toBeVisible();
  await expect(page.getByRole("term").filter({ hasText: "확정률" })).toBeVisible();
  const treatments = page.getByRole("region", { name: "시술별 예약" });
  await expect(treatments.getByRole("row").first()).toBeVisible();

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "CSV 내려받기" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^예약내역_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, ...rows] = parse(bytes.toString("utf8"), { bom: true }) as string[][];
  expect(header?.slice(0, 8).join(",")).toBe("예약번호,예약일,시간,상태,구분,시술,의사,고객명");
  // The seed's guest with a confirmed treatment three days ago (insert-review-links.ts).
  const demo = rows.find((row) => row[7] === "이수민");
  expect(demo).toMatchObject({ 2: "14:00", 3: "예약 확정", 4: "시술", 8: "010-7777-0001", 11: "온라인" });
});

test("a range over a year is refused with the Korean message on the form", async ({ page }) => {
  const partnerId = await signInToClinic(page, DEMO_CONSOLE.owner("lumiere"));
  await page.goto(consoleUrl(`/clinics/${partnerId}/reports?days=7`));
  await page.locator("#export-from").fill("2024-01-01");
  await page.locator("#export-to").fill("2025-06-30");
  await page.getByRole("button", { name: "CSV 내려받기" }).click();
  // (Next's route announcer is an alert too: the message is the one that says it.)
  await expect(page.getByRole("alert").filter({ hasText: "최대 366일(1년)" })).toBeVisible();
  await expect(page.locator("#export-from")).toHaveValue("2024-01-01");
});
