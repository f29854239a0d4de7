import { DEMO_SITES } from "../support/sites";
import { expect, test } from "../support/test";
import {
  api,
  canonicalOf,
  type DoctorAnswer,
  expectSoundPage,
  isMobile,
  MULTI_PAGE_TIMEOUT,
  openPage,
  type ScheduleAnswer,
} from "./content-support";

test.describe.configure({ timeout: MULTI_PAGE_TIMEOUT });

const hhmm = (time: string) => time.slice(0, 5);
const WEEKDAYS = ["월", "화", "수", "목", "금", "토", "일"];

for (const code of DEMO_SITES) {
  test.describe(`${code}: introduction pages`, () => {
    test("/introduce shows the clinic's text, a doctors preview and links to the other pages", async ({
      page,
    }) => {
      const { errors } = await openPage(page, code, "/introduce");
      const doctors = await api<{ rows: DoctorAnswer[] }>(
        page,
        "/partner-employees?partnerEmployeeType=DOCTOR",
      );
      const content = await api<{ title: string }>(page, "/page?pageKey=INTRODUCE");

      await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.title);
      await expect(page.getByTestId("introduce-content")).not.toBeEmpty();
      expect(doctors.rows.length).toBeGreaterThanOrEqual(1);
      for (const doctor of doctors.rows.slice(0, 4)) {
        await expect(page.getByRole("heading", { name: doctor.name, exact: true })).toBeVisible();
      }
      for (const [name, href] of [
        ["의료진 전체 보기", "/introduce/staff"],
        ["진료 일정", "/introduce/schedule"],
        ["둘러보기", "/introduce/space"],
      ] as const) {
        await expect(page.getByRole("main").getByRole("link", { name }).first()).toHaveAttribute(
          "href",
          href,
        );
      }
      expect(await canonicalOf(page)).toMatch(new RegExp(`^http://${code}\\.localhost:\\d+/introduce$`));
      await expectSoundPage(page, errors);
    });

    test("/introduce/staff lists every doctor with position and careers", async ({ page }) => {
      const { errors } = await openPage(page, code, "/introduce/staff");
      const doctors = (
        await api<{ rows: DoctorAnswer[] }>(page, "/partner-employees?partnerEmployeeType=DOCTOR")
      ).rows;
      const cards = page.getByTestId("doctor-card");
      await expect(cards).toHaveCount(doctors.length);
      for (const [index, doctor] of doctors.entries()) {
        const card = cards.nth(index);
        await expect(card.getByRole("heading", { name: doctor.name })).toBeVisible();
        if (doctor.position) await expect(card).toContainText(doctor.position);
        for (const career of doctor.careers) await expect(card).toContainText(career);
      }
      await expect(
        page.getByRole("navigation", { name: "병원 소개 메뉴" }).getByRole("link", { name: "의료진 소개" }),
      ).toHaveAttribute("aria-current", "page");
      await expectSoundPage(page, errors);
    });

    test("/introduce/schedule is a weekly table: doctors by Monday–Sunday with hours and 휴진", async ({
      page,
    }) => {
      const { errors } = await openPage(page, code, "/introduce/schedule");
      const doctors = (
        await api<{ rows: DoctorAnswer[] }>(page, "/partner-employees?partnerEmployeeType=DOCTOR")
      ).rows;
      const schedules = (
        await api<{ rows: ScheduleAnswer[] }>(page, "/partner-employee-schedules?partnerEmployeeType=DOCTOR")
      ).rows;
      const table = page.getByTestId("schedule-table");
      await expect(table.locator("thead th[scope='col']")).toHaveText(["의료진", ...WEEKDAYS]);
      await expect(table.locator("tbody tr")).toHaveCount(doctors.length);
      await expect(table.locator("tbody th[scope='row']").first()).toContainText(doctors[0]?.name ?? "");
      await expect(table.locator("tbody td", { hasText: "휴진" }).first()).toBeVisible();

      // Every block of the API shows in its doctor's row, in its weekday's column.
      for (const block of schedules.slice(0, 8)) {
        const row = doctors.findIndex((doctor) => doctor.id === block.employeeId);
        if (row < 0) continue;
        const cell = table
          .locator("tbody tr")
          .nth(row)
          .locator("td")
          .nth(block.weekday - 1);
        await expect(cell).toContainText(hhmm(block.startTime));
      }
      // Sunday: nobody works in the demo clinics.
      const sunday = table.locator("tbody tr td:nth-of-type(7)");
      for (const text of await sunday.allTextContents()) expect(text).toBe("휴진");

      if (isMobile(page)) {
        const region = page.getByRole("region", { name: "의료진 주간 진료 일정" });
        const scrolls = await region.evaluate((element) => element.scrollWidth > element.clientWidth);
        expect(scrolls).toBe(true);
      }
      await expect(page.getByTestId("hours-summary")).toBeVisible();
      await expectSoundPage(page, errors);
    });

    test("/introduce/space: a captioned gallery whose pictures open a keyboard-friendly larger view", async ({
      page,
    }) => {
      const { errors } = await openPage(page, code, "/introduce/space");
      const spaces = (await api<{ rows: { title: string }[] }>(page, "/partner-spaces")).rows;
      expect(spaces.length).toBeGreaterThanOrEqual(2);
      const gallery = page.getByTestId("space-gallery");
      await expect(gallery.locator("figcaption")).toHaveCount(spaces.length);

      const first = gallery.getByRole("button", { name: `${spaces[0]?.title} 크게 보기` });
      await first.click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toHaveAccessibleName(spaces[0]?.title ?? "");
      await expect(dialog.getByRole("button", { name: "닫기" })).toBeFocused();
      await page.keyboard.press("ArrowRight");
      await expect(dialog).toHaveAccessibleName(spaces[1]?.title ?? "");
      await page.keyboard.press("ArrowLeft");
      await page.keyboard.press("ArrowLeft");
      await expect(dialog).toHaveAccessibleName(spaces[spaces.length - 1]?.title ?? "");

      // Tab never leaves the dialog.
      for (let presses = 0; presses < 5; presses += 1) {
        await page.keyboard.press("Tab");
        expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
      await expect(
        gallery.getByRole("button", { name: `${spaces[spaces.length - 1]?.title} 크게 보기` }),
      ).toBeFocused();
      await expectSoundPage(page, errors);
    });

    test("/info shows the address, phone, the map links that are set, transit, parking and hours", async ({
      page,
    }) => {
      const { errors } = await openPage(page, code, "/info");
      const partner = await api<
        Record<string, unknown> & {
          partnerAddress: string | null;
          partnerTel: string | null;
          partnerPhone: string | null;
          wayToPartnerBySubway: string[];
          wayToPartnerByBus: string[];
          partnerParkingInfo: string | null;
          partnerParkingNotice: string | null;
        }
      >(page, "/partners/this");

      await expect(page.getByRole("heading", { level: 1 })).toHaveText("오시는 길");
      await expect(page.getByTestId("location-address")).toHaveText(partner.partnerAddress ?? "");
      const number = (partner.partnerTel ?? partner.partnerPhone ?? "").replace(/\D/g, "");
      await expect(page.getByTestId("location-phone")).toHaveAttribute("href", `tel:${number}`);
      await expect(page.getByTestId("location-phone")).toHaveText(/^\d{2,4}-\d{3,4}(-\d{4})?$/);

      const mapKeys = ["naverMapUrl", "kakaoMapUrl", "tMapUrl", "googleMapUrl"];
      const set = mapKeys.filter(
        (key) => typeof partner[key] === "string" && (partner[key] as string).trim(),
      );
      const buttons = page.locator("[data-map]");
      await expect(buttons).toHaveCount(set.length);
      for (const [index, key] of set.entries()) {
        await expect(buttons.nth(index)).toHaveAttribute("data-map", key);
        await expect(buttons.nth(index)).toHaveAttribute("target", "_blank");
      }
      for (const way of [...partner.wayToPartnerBySubway, ...partner.wayToPartnerByBus]) {
        await expect(page.getByRole("main").getByText(way, { exact: true })).toBeVisible();
      }
      if (partner.partnerParkingInfo)
        await expect(page.getByTestId("way-parking")).toContainText(partner.partnerParkingInfo);
      if (partner.partnerParkingNotice) {
        await expect(page.getByTestId("way-parking")).toContainText(partner.partnerParkingNotice);
      }
      await expect(page.getByTestId("hours-summary")).toContainText("일요일 휴진");
      await expect(page.locator("iframe")).toHaveCount(0);
      await expectSoundPage(page, errors);
    });
  });
}
