import type { APIRequestContext, Page } from "@playwright/test";
import { consoleUrl, DEMO_CONSOLE, signInToConsole } from "../support/console";
import { API_PORT } from "../support/env";
import { DEMO_SITES, siteOrigin } from "../support/sites";
import { expect, test } from "../support/test";

/**
 * Issue 25, part 1: a clinic made from a template starts as itself. The operator creates one clinic per template
 * through the console, takes it live, and none of its pages shows anything of the demo clinics: no phone,
 * address, CEO, business number or copyright, no doctor's name, no review, no treatment price.
 */

const TEMPLATES = [
  { value: "blank", label: "빈 템플릿 (기본 메뉴만)" },
  { value: "dermatology", label: "피부과 기본 구성 (샘플 내용)" },
  { value: "plastic-surgery", label: "성형외과 기본 구성 (샘플 내용)" },
] as const;

/** JSON the API answers a clinic (by host), read as the storefront's server reads it. */
async function apiAs<T>(request: APIRequestContext, host: string, path: string): Promise<T> {
  const response = await request.get(`http://127.0.0.1:${API_PORT}${path}`, {
    headers: { "x-tenant-origin": `http://${host}` },
  });
  expect(response.status(), `${host} ${path}`).toBe(200);
  return (await response.json()) as T;
}

/** Everything of the demo clinics that must never appear on another clinic's pages. */
async function demoIdentity(request: APIRequestContext): Promise<string[]> {
  const texts = new Set<string>();
  for (const code of DEMO_SITES) {
    const host = `${code}.localhost`;
    const partner = await apiAs<Record<string, unknown>>(request, host, "/partners/this");
    for (const key of [
      "partnerPhone",
      "partnerTel",
      "partnerFax",
      "partnerAddress",
      "partnerCeoName",
      "partnerBusinessNumber",
      "partnerCopyRight",
    ]) {
      const value = partner[key];
      if (typeof value === "string" && value.trim()) texts.add(value.trim());
    }
    const doctors = await apiAs<{ rows: { name: string }[] }>(request, host, "/partner-employees");
    for (const doctor of doctors.rows) texts.add(doctor.name);
    const reviews = await apiAs<{ rows: { content: string }[] }>(
      request,
      host,
      "/customer/partner-reviews?pageSize=50",
    );
    // The opening words of each review: enough to recognise it, whatever the page cuts off after.
    for (const review of reviews.rows) texts.add(review.content.slice(0, 20));
    const products = await apiAs<{ rows: { price: number | null }[] }>(
      request,
      host,
      "/products?pageSize=100",
    );
    for (const product of products.rows) {
      if (product.price) texts.add(product.price.toLocaleString("ko-KR"));
    }
  }
  expect(texts.size).toBeGreaterThan(20);
  return [...texts];
}

/** The visible text of a page of the new clinic, its footer included. */
async function pageText(page: Page, url: string): Promise<string> {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  await expect(page.locator("footer").first()).toBeVisible();
  return page.locator("body").innerText();
}

test.describe("onboarding: a clinic from each template starts as itself", () => {
  test.describe.configure({ timeout: 180_000 });

  for (const template of TEMPLATES) {
    test(`${template.label}: no other clinic's identity on any page`, async ({ page }) => {
      const forbidden = await demoIdentity(page.request);
      const stamp = Date.now().toString(36).slice(-5);
      const code = `on-${template.value.slice(0, 5)}-${stamp}`;
      const name = `새봄의원 ${stamp}`;
      const own = {
        phone: `031-7${stamp.length}0-${String(Date.now()).slice(-4)}`,
        address: `경기도 수원시 팔달구 새봄로 ${stamp.length + 10}`,
        ceoName: "한새봄",
        businessNumber: "305-81-24680",
      };

      await signInToConsole(page, DEMO_CONSOLE.operator);
      await page.goto(consoleUrl("/clinics"));
      const form = page.locator("form").filter({ has: page.getByRole("button", { name: "병원 만들기" }) });
      await form.getByLabel("병원 이름").fill(name);
      await form.getByLabel(/^코드/).fill(code);
      await form.getByLabel("템플릿").selectOption(template.value);
      await form.getByLabel("원장 이름").fill("한새봄");
      await form.getByLabel("원장 이메일").fill(`owner-${code}@example.com`);
      await form.getByLabel("대표 전화").fill(own.phone);
      await form.getByLabel("주소", { exact: true }).fill(own.address);
      await form.getByLabel("대표자", { exact: true }).fill(own.ceoName);
      await form.getByLabel("사업자등록번호").fill(own.businessNumber);
      // The copyright is left empty on purpose: going live must be refused until it is entered.
      await form.getByRole("button", { name: "병원 만들기" }).click();
      await expect(form.getByRole("status")).toContainText(`${name}을(를) 만들었습니다`);

      // The list shows the new clinic with its go-live progress.
      await page.goto(consoleUrl("/clinics"));
      const row = page.getByRole("row").filter({ hasText: code });
      await expect(row).toContainText("오픈 준비");
      await expect(row.getByRole("progressbar")).toBeVisible();
      await expect(row).toContainText("병원 정보 필요");
      await row.getByRole("link", { name }).click();
      await page.waitForURL(/\/clinics\/\d+\//);
      const partnerId = Number(/\/clinics\/(\d+)\//.exec(page.url())?.[1]);

      // Going live is refused while the copyright is empty, and the clinic stays in preparation.
      await page.goto(consoleUrl(`/clinics/${partnerId}/platform`));
      await expect(page.getByRole("heading", { name: "공개 전 점검" })).toBeVisible();
      await expect(page.getByRole("listitem").filter({ hasText: "병원 정보 (공개 필수)" })).toContainText(
        "저작권 문구",
      );
      await page.getByLabel("사이트 상태").selectOption("LIVE");
      await page.getByRole("button", { name: "상태 저장" }).click();
      await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toContainText(
        "병원 정보가 비어 있어 사이트를 공개할 수 없습니다",
      );
      await expect(page.getByRole("heading", { name: "상태: 오픈 준비" })).toBeVisible();

      // The operator fills it in under 병원 정보; then the clinic goes live, warned about what is still open.
      await page.goto(consoleUrl(`/clinics/${partnerId}/settings/partner`));
      await page.getByLabel("저작권 문구").fill(`Copyright © ${name}`);
      await page.getByRole("button", { name: "저장", exact: true }).click();
      await expect(page.getByRole("status").filter({ hasText: /\S/ }).first()).toBeVisible();
      await page.goto(consoleUrl(`/clinics/${partnerId}/platform`));
      await page.getByLabel("사이트 상태").selectOption("LIVE");
      await page.getByRole("button", { name: "상태 저장" }).click();
      await expect(page.getByRole("status").filter({ hasText: "상태를 바꾸었습니다" })).toBeVisible();
      await expect(page.getByRole("list", { name: "아직 준비되지 않은 항목" })).toContainText("의료진");

      // Every page of the new clinic: its own identity, nothing of the demo clinics.
      const origin = siteOrigin(`${code}.localhost`);
      // The pre-launch page until the storefront has heard of the change (the web proxy's host cache, ≤ 60 s).
      await expect
        .poll(
          async () => {
            await page.goto(`${origin}/`);
            return page.locator("body").innerText();
          },
          { timeout: 70_000, intervals: [1_000, 2_000, 5_000] },
        )
        .not.toContain("홈페이지 오픈을 준비하고 있습니다");
      const products = await apiAs<{ rows: { id: number; name: string }[] }>(
        page.request,
        `${code}.localhost`,
        "/products",
      );
      const urls = [
        `${origin}/`,
        `${origin}/products`,
        `${origin}/cscenter/notice`,
        `${origin}/introduce/staff`,
      ];
      if (template.value === "blank") expect(products.rows).toEqual([]);
      else {
        expect(products.rows.length).toBeGreaterThan(0);
        for (const product of products.rows) expect(product.name).toMatch(/^\[샘플\] /);
        urls.push(`${origin}/products/${products.rows[0]!.id}`);
      }
      for (const url of urls) {
        const text = await pageText(page, url);
        for (const other of forbidden) expect(text, `${url} shows "${other}"`).not.toContain(other);
        if (url.endsWith("/")) {
          const footer = await page.locator("footer").first().innerText();
          expect(footer).toContain(own.businessNumber);
          expect(footer).toContain(own.ceoName);
        }
      }
    });
  }
});
