import { DEMO_SITES } from "../support/sites";
import { expect, test } from "../support/test";
import {
  api,
  canonicalOf,
  expectNavigation,
  expectSoundPage,
  MULTI_PAGE_TIMEOUT,
  openPage,
  statusOf,
} from "./content-support";

test.describe.configure({ timeout: MULTI_PAGE_TIMEOUT });

interface HistoryRow {
  id: number;
  version: string;
  effectiveDate: string;
}

const PAGES = [
  { path: "/terms/terms-of-service", termTitle: "TERMS_OF_SERVICE", title: "이용약관" },
  { path: "/terms/privacy-policy", termTitle: "PRIVACY_POLICY", title: "개인정보처리방침" },
] as const;

const longDate = (iso: string) => {
  const [year, month, day] = iso.slice(0, 10).split("-").map(Number);
  return `${year}년 ${month}월 ${day}일`;
};

for (const code of DEMO_SITES) {
  test.describe(`${code}: terms`, () => {
    for (const terms of PAGES) {
      test(`${terms.path} shows the current version with its effective date; an earlier version opens and differs`, async ({
        page,
      }) => {
        const { errors } = await openPage(page, code, terms.path);
        const term = await api<{ id: number }>(page, `/term?termTitle=${terms.termTitle}`);
        const current = await api<HistoryRow & { contentHtml: string }>(
          page,
          `/terms/${term.id}/terms-histories/current`,
        );
        const versions = (await api<{ rows: HistoryRow[] }>(page, `/terms/${term.id}/terms-histories`)).rows;

        await expect(page.getByRole("heading", { level: 1 })).toHaveText(terms.title);
        await expect(page.getByTestId("term-status")).toContainText("현재 시행 중");
        await expect(page.getByTestId("term-version")).toHaveText(current.version);
        await expect(page.getByTestId("term-status")).toContainText(
          `시행일 ${longDate(current.effectiveDate)}`,
        );
        expect(await canonicalOf(page)).toMatch(new RegExp(`^http://${code}\\.localhost:\\d+${terms.path}$`));
        const currentText = await page.getByRole("main").innerText();

        const earlier = versions.find((row) => row.id !== current.id);
        expect(earlier, "the demo terms have an earlier version").toBeDefined();
        if (!earlier) return;
        const picker = page.getByRole("navigation", { name: `${terms.title} 버전 선택` });
        await picker.getByRole("link", { name: new RegExp(`^${earlier.version} ·`) }).click();
        await expectNavigation(page).toHaveURL(new RegExp(`${terms.path}\\?version=${earlier.id}$`));
        await expect(page.getByTestId("term-status")).toContainText("이전 버전");
        await expect(page.getByTestId("term-version")).toHaveText(earlier.version);
        await expect(page.getByTestId("term-status")).toContainText(
          `시행일 ${longDate(earlier.effectiveDate)}`,
        );
        expect(await page.getByRole("main").innerText()).not.toBe(currentText);
        await expect(picker.getByRole("link", { name: new RegExp(`^${earlier.version} ·`) })).toHaveAttribute(
          "aria-current",
          "page",
        );

        await page.getByRole("link", { name: "현재 버전 보기" }).click();
        await expectNavigation(page).toHaveURL(new RegExp(`${terms.path}$`));
        await expect(page.getByTestId("term-version")).toHaveText(current.version);
        await expectSoundPage(page, errors);
      });
    }

    test("a malformed or unknown ?version= answers 404", async ({ page }) => {
      test.skip(test.info().project.name === "mobile", "a server rule, not a layout: checked at one width");
      for (const query of ["abc", "0", "2147483647"]) {
        expect(await statusOf(page, code, `/terms/privacy-policy?version=${query}`), query).toBe(404);
      }
    });
  });
}
