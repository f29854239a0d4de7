import type { Page } from "@playwright/test";
import { siteOrigin } from "./sites";
import { expect } from "./test";

/** The partner console's host in development and tests (CONSOLE_HOST default: console.{PLATFORM_DOMAIN}). */
export const consoleUrl = (path = "/") => `${siteOrigin("console.localhost")}${path}`;

/** Demo console sign-ins the seed creates (packages/db/src/seed/insert-staff.ts; listed in the README). */
export const DEMO_CONSOLE = {
  operator: { email: "operator@console.demo", password: "operator-demo-2026" },
  owner: (code: "lumiere" | "haneul") => ({ email: `owner@${code}.demo`, password: `${code}-owner-2026` }),
  staff: (code: "lumiere" | "haneul") => ({ email: `staff@${code}.demo`, password: `${code}-staff-2026` }),
} as const;

/** Signs in and answers the clinic id of the page the console opens first. */
export async function signInToClinic(
  page: Page,
  account: { email: string; password: string },
): Promise<number> {
  await signInToConsole(page, account);
  await page.waitForURL(/\/clinics\/\d+\//);
  return Number(/\/clinics\/(\d+)\//.exec(page.url())?.[1]);
}

/** Signs in on the console's own page and waits for the console behind it. */
export async function signInToConsole(
  page: Page,
  account: { email: string; password: string },
): Promise<void> {
  await page.goto(consoleUrl("/login"));
  await page.getByLabel("이메일").fill(account.email);
  await page.getByLabel("비밀번호").fill(account.password);
  await page.getByRole("button", { name: "로그인" }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}
