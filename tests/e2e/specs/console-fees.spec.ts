import type { Page } from "@playwright/test";
import { consoleUrl, DEMO_CONSOLE, signInToClinic } from "../support/console";
import { gotoWithoutPopups } from "../support/popups";
import { siteUrl } from "../support/sites";
import { expect, test } from "../support/test";

/**
 * Issue 25: the 비급여 진료비용 page and the header and footer texts are edited in the console and shown on the
 * storefront, which reaches the page from the footer link. Each test changes lumière's first fee item or two
 * texts no other spec reads, and puts them back at the end.
 */
const REFRESH = { timeout: 20_000, intervals: [500, 1_000, 2_000] };

// The first visit renders the storefront pages cold (decision 0018), which takes long on a loaded machine.
test.describe.configure({ mode: "serial", timeout: 150_000 });

const field = (page: Page, row: number, name: string) => page.locator(`#row-${row}-${name}`);

async function saveFirstFee(page: Page, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) await field(page, 0, name).fill(value);
  await page.getByRole("button", { name: "저장" }).click();
}

test("a fee edited in the console shows on the 비급여 page, which the footer links to", async ({ page }) => {
  // Staff may keep the fees current, as the treatments' prices.
  const clinic = await signInToClinic(page, DEMO_CONSOLE.staff("lumiere"));
  await page.goto(consoleUrl(`/clinics/${clinic}/non-covered-fees`));
  await expect(page.getByRole("heading", { name: "비급여 진료비용", level: 1 })).toBeVisible();
  const names = ["category", "name", "priceMin", "priceMax", "unit", "note"];
  const original = Object.fromEntries(
    await Promise.all(names.map(async (name) => [name, await field(page, 0, name).inputValue()] as const)),
  );
  expect(original.name).not.toBe("");

  try {
    // A minimum above the maximum: a Korean error on the field, nothing saved.
    await saveFirstFee(page, { priceMin: "90000", priceMax: "10000" });
    await expect(page.getByRole("alert").first()).toContainText("입력한 내용을 확인해 주세요.");
    await expect(page.getByText("최대 금액은 최소 금액보다 작을 수 없습니다.")).toBeVisible();
    await saveFirstFee(page, { priceMin: "-5", priceMax: "" });
    await expect(page.getByText("금액은 0원 이상이어야 합니다.")).toBeVisible();

    await saveFirstFee(page, {
      category: "E2E 분류",
      name: "E2E 레이저 항목",
      priceMin: "12345",
      priceMax: "67890",
      unit: "1회",
      note: "E2E 비고",
    });
    await expect(page.getByRole("status")).toContainText("저장했습니다");

    const storefront = await page.context().newPage();
    // The home page opens the clinic's promotional popups over the footer: dismissed for today first.
    await gotoWithoutPopups(storefront, "lumiere", "/");
    const link = storefront.locator("footer").getByRole("link", { name: "비급여 진료비용 안내" });
    await expect(link).toHaveAttribute("href", "/non-covered-fees");
    await link.click();
    await expect(storefront).toHaveURL(/\/non-covered-fees$/);
    await expect(storefront.getByRole("heading", { name: "비급여 진료비용", level: 1 })).toBeVisible();
    await expect(async () => {
      await storefront.reload();
      const section = storefront.getByRole("region", { name: "E2E 분류" });
      await expect(section.getByRole("row", { name: /E2E 레이저 항목/ })).toContainText(
        "12,345원 ~ 67,890원",
        { timeout: 1_000 },
      );
    }).toPass(REFRESH);
    await expect(storefront.getByRole("region", { name: "E2E 분류" })).toContainText("1회 · E2E 비고");
    // Saved today (Seoul): the date of the last change says so.
    const today = new Intl.DateTimeFormat("ko-KR", {
      timeZone: "Asia/Seoul",
      year: "numeric",
      month: "long",
      day: "numeric",
    }).format(new Date());
    await expect(storefront.getByTestId("fees-changed-at")).toHaveText(today);
    await expect(storefront.getByText("위 금액은 부가가치세(VAT)가 포함된 금액입니다.")).toBeVisible();
  } finally {
    await page.goto(consoleUrl(`/clinics/${clinic}/non-covered-fees`));
    await saveFirstFee(page, original);
    await expect(page.getByRole("status")).toContainText("저장했습니다");
  }
});

test("header and footer texts edited in the console show on the storefront", async ({ page }) => {
  const clinic = await signInToClinic(page, DEMO_CONSOLE.owner("lumiere"));
  const storefront = await page.context().newPage();
  await storefront.goto(siteUrl("lumiere", "/non-covered-fees"));
  // Lumière wrote no consultation line: the footer writes it from the opening hours.
  await expect(storefront.getByTestId("footer-consultation")).toContainText("상담 가능 시간: 평일");

  await page.goto(consoleUrl(`/clinics/${clinic}/site/shell-texts`));
  await expect(page.getByLabel("상담 칸 제목")).toHaveAttribute("placeholder", "상담 문의");
  const save = async (values: Record<string, string>) => {
    for (const [label, value] of Object.entries(values))
      await page.getByLabel(label, { exact: true }).fill(value);
    await page.getByRole("button", { name: "저장" }).first().click();
    await expect(page.getByRole("status").first()).toContainText("저장했습니다");
  };
  try {
    await save({ "상담 칸 제목": "E2E 상담 창구", "상단 문구": "E2E 상단 문구" });
    await expect(async () => {
      await storefront.reload();
      await expect(storefront.locator("footer").getByRole("heading", { name: "E2E 상담 창구" })).toBeVisible({
        timeout: 1_000,
      });
    }).toPass(REFRESH);
    await expect(storefront.getByTestId("header-top-text")).toHaveText("E2E 상단 문구");
  } finally {
    await page.goto(consoleUrl(`/clinics/${clinic}/site/shell-texts`));
    await save({ "상담 칸 제목": "", "상단 문구": "" });
  }
  await expect(async () => {
    await storefront.reload();
    await expect(storefront.locator("footer").getByRole("heading", { name: "상담 문의" })).toBeVisible({
      timeout: 1_000,
    });
  }).toPass(REFRESH);
});
