import { hhmm, loadClinic } from "../support/footer-data";
import { gotoWithoutPopups } from "../support/popups";
import { collectPageErrors, DEMO_SITES } from "../support/sites";
import { expect, test } from "../support/test";

const range = (day: { opening: string | null; closing: string | null }) =>
  day.opening && day.closing ? `${hhmm(day.opening)} - ${hhmm(day.closing)}` : "휴진";

for (const code of DEMO_SITES) {
  test.describe(`${code}: footer`, () => {
    test("shows opening hours by the clinic's operationTimeType, cut to HH:MM, with the closed day", async ({
      page,
    }) => {
      const errors = collectPageErrors(page);
      await gotoWithoutPopups(page, code, "/");
      const { partner } = await loadClinic(page);
      const hours = page.getByTestId("footer-hours");
      await expect(hours).toHaveAttribute("data-type", partner.operationTimeType);

      const monday = partner.operationTimes.monday;
      const lunch =
        (monday.lunchStart ?? partner.lunchStart) && (monday.lunchEnd ?? partner.lunchEnd)
          ? `${hhmm(monday.lunchStart ?? partner.lunchStart)} - ${hhmm(monday.lunchEnd ?? partner.lunchEnd)}`
          : "없음";
      const groups = hours.locator("dl");
      if (partner.operationTimeType === "weekWeekend") {
        await expect(groups).toHaveCount(1);
        await expect(groups.locator("dt")).toHaveText(["평일", "토요일", "점심시간"]);
        await expect(groups.locator("dd")).toHaveText([
          range(monday),
          range(partner.operationTimes.saturday),
          lunch,
        ]);
      } else {
        await expect(groups).toHaveCount(2);
        await expect(groups.nth(0).locator("dt")).toHaveText(["월-금"]);
        await expect(groups.nth(0).locator("dd")).toHaveText([range(monday)]);
        await expect(groups.nth(1).locator("dt")).toHaveText(["토요일", "점심시간"]);
        await expect(groups.nth(1).locator("dd")).toHaveText([range(partner.operationTimes.saturday), lunch]);
      }
      for (const value of await hours.locator("dd").allTextContents()) {
        expect(value).toMatch(/^(\d{2}:\d{2} - \d{2}:\d{2}|휴진|없음)$/);
      }
      // Both demo clinics close on Sundays.
      expect(partner.operationTimes.sunday.opening).toBeNull();
      await expect(hours).toContainText("일요일 휴진");
      expect(errors).toEqual([]);
    });

    test("links the phone with tel:, opens the terms in a new tab and shows the business information", async ({
      page,
    }) => {
      await gotoWithoutPopups(page, code, "/");
      const { partner, siteConfig } = await loadClinic(page);
      const footer = page.locator("footer");

      const phone = footer.getByTestId("footer-phone");
      const number = partner.partnerTel ?? partner.partnerPhone ?? "1000-1000";
      await expect(phone).toHaveAttribute("href", `tel:${number.replace(/\D/g, "")}`);
      await expect(phone).toHaveText(/^\d{2,4}-\d{3,4}(-\d{4})?$/);

      for (const [name, href] of [
        ["이용약관", "/terms/terms-of-service"],
        ["개인정보처리방침", "/terms/privacy-policy"],
      ] as const) {
        const link = footer.getByRole("link", { name, exact: true });
        await expect(link).toHaveAttribute("href", href);
        await expect(link).toHaveAttribute("target", "_blank");
      }
      for (const link of siteConfig.footer.links) {
        await expect(footer.getByRole("link", { name: link.title, exact: true })).toHaveAttribute(
          "href",
          link.url,
        );
      }

      for (const value of [
        partner.partnerName,
        partner.partnerCeoName,
        partner.partnerBusinessNumber,
        partner.partnerAddress,
      ]) {
        if (value) await expect(footer).toContainText(value);
      }

      // Social buttons: exactly the ones the partner set, each in a new tab.
      const social = footer.getByRole("list", { name: "소셜 미디어" }).getByRole("link");
      const marketing = partner.partnerMarketingInfo;
      const expected = [
        marketing.instagramUrl,
        marketing.naverBlogUrl,
        marketing.youtubeUrl,
        marketing.kakaoTalkUrl,
        marketing.xUrl,
      ].filter((url): url is string => Boolean(url));
      await expect(social).toHaveCount(expected.length);
      for (const [index, url] of expected.entries()) {
        await expect(social.nth(index)).toHaveAttribute("href", url);
        await expect(social.nth(index)).toHaveAttribute("target", "_blank");
      }
      await expect(footer.getByRole("link", { name: /^X/ })).toHaveCount(marketing.xUrl ? 1 : 0);
    });

    test("sizes the footer logo 200 px wide on desktop and 154 px on phones", async ({ page }, testInfo) => {
      await gotoWithoutPopups(page, code, "/");
      const logo = page.locator("footer img").first();
      await logo.scrollIntoViewIfNeeded();
      const width = await logo.evaluate((element) => element.getBoundingClientRect().width);
      expect(width).toBe(testInfo.project.name === "mobile" ? 154 : 200);
    });
  });
}

test("haneul: the footer branch picker lists the branches with their targets", async ({ page }) => {
  await gotoWithoutPopups(page, "haneul", "/");
  const footer = page.locator("footer");
  const picker = footer.getByRole("button", { name: "지점 선택" });
  await picker.scrollIntoViewIfNeeded();
  await expect(picker).toHaveAttribute("aria-expanded", "false");
  await picker.click();
  await expect(picker).toHaveAttribute("aria-expanded", "true");
  const busan = footer.getByRole("link", { name: "하늘 성형외과 부산 서면점" });
  await expect(busan).toHaveAttribute("target", "_blank");
  await expect(footer.getByRole("link", { name: "하늘 성형외과 강남본점" })).toHaveAttribute(
    "target",
    "_self",
  );
  await page.keyboard.press("Escape");
  await expect(picker).toHaveAttribute("aria-expanded", "false");
  await expect(picker).toBeFocused();
});
