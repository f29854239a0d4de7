import type { Page } from "@playwright/test";
import { consoleUrl, DEMO_CONSOLE, signInToClinic } from "../support/console";
import { signInGuestThroughApi } from "../support/guest-session";
import { fetchFromPage, openClinicOrigin } from "../support/sites";
import { expect, test } from "../support/test";

/**
 * Issue 26's live queue: a staff member keeps "확정 대기" open, a guest's request made meanwhile appears in it and in
 * the sidebar badge and tab title without a reload (server-sent events), and confirming it takes it out. Haneul
 * takes requests that the clinic confirms (reservationConfirm), so bookings start as '예약 신청'.
 */

test.describe.configure({ timeout: 120_000 });
const slow = expect.configure({ timeout: 30_000 });

/** Books the first free visit time as a new guest, through the site's /api as the widget would; answers its id. */
async function requestVisit(page: Page, name: string): Promise<number> {
  await openClinicOrigin(page, "haneul");
  await signInGuestThroughApi(page, name);
  const { body: days } = await fetchFromPage<{ dates: string[] }>(
    page,
    "/api/partner-schedules/available-dates?type=VISIT",
  );
  for (const date of days.dates) {
    const { body } = await fetchFromPage<{ slots: { startsAt: string; available: boolean }[] }>(
      page,
      `/api/partner-schedules/time?type=VISIT&date=${date}`,
    );
    const slot = body.slots.find((candidate) => candidate.available);
    if (!slot) continue;
    const booked = await page.evaluate(async (reservedAt) => {
      const response = await fetch("/api/customer/reservations", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ type: "VISIT", reservedAt, agreePrivacy: true }),
      });
      return { status: response.status, body: (await response.json()) as { id: number; status: string } };
    }, slot.startsAt);
    expect(booked.status).toBe(201);
    expect(booked.body.status).toBe("REQUESTED");
    return booked.body.id;
  }
  throw new Error("haneul has no free visit time");
}

const countIn = (text: string | null) => Number(/(\d+)건/.exec(text ?? "")?.[1] ?? Number.NaN);

test("a staff member sees a new request appear in the queue without reloading, confirms it, and the patient's confirmation is in the log", async ({
  page,
  browser,
}) => {
  const consoleContext = await browser.newContext({ locale: "ko-KR", timezoneId: "Asia/Seoul" });
  const queue = await consoleContext.newPage();
  const partnerId = await signInToClinic(queue, DEMO_CONSOLE.staff("haneul"));
  const streaming = queue.waitForResponse((response) =>
    response.url().endsWith("/reservations/pending/stream"),
  );
  await queue.goto(consoleUrl(`/clinics/${partnerId}/reservations/pending`));
  expect((await streaming).status()).toBe(200);
  const heading = queue.getByRole("heading", { name: /^확정 대기 \d+건$/ });
  const before = countIn(await heading.textContent());
  // A reload would lose this mark.
  await queue.evaluate(() => {
    (window as Window & { unreloaded?: boolean }).unreloaded = true;
  });

  const name = `대기${Date.now() % 100_000}`;
  const id = await requestVisit(page, name);

  const item = queue.locator(`[data-testid="pending-reservation"][data-id="${id}"]`);
  await slow(item).toContainText(name);
  await expect(heading).toHaveText(`확정 대기 ${before + 1}건`);
  const badge = queue.getByTestId("pending-badge");
  await expect(badge).toHaveText(String(before + 1));
  await expect(badge).toHaveAccessibleName(`확정 대기 ${before + 1}건`);
  await expect(queue).toHaveTitle(new RegExp(`^\\(${before + 1}\\) 확정 대기`));
  expect(await queue.evaluate(() => (window as Window & { unreloaded?: boolean }).unreloaded)).toBe(true);

  // A waiting request can be edited from the queue as from the day list (issue 27): the same dialog opens.
  await item.getByRole("button", { name: "수정", exact: true }).click();
  const editor = queue.getByRole("dialog", { name: `${name} 예약 수정` });
  await expect(editor).toBeVisible();
  await queue.keyboard.press("Escape");
  await expect(editor).toBeHidden();

  await item.getByRole("button", { name: "확정", exact: true }).click();
  await slow(item).toHaveCount(0);
  await expect(heading).toHaveText(`확정 대기 ${before}건`);
  if (before === 0) {
    await expect(badge).toHaveCount(0);
    await expect(queue).toHaveTitle(/^확정 대기/);
  } else await expect(badge).toHaveText(String(before));

  // The patient was told: the clinic's message log holds the request's receipt and the confirmation, delivered
  // by the API's worker (into the demo's local outbox).
  const rows = queue.getByTestId("message-row");
  await expect(async () => {
    await queue.goto(consoleUrl(`/clinics/${partnerId}/messages?reservationId=${id}`));
    await expect(rows.filter({ hasText: "예약 확정" }).filter({ hasText: "발송 완료" })).toHaveCount(1, {
      timeout: 1_000,
    });
  }).toPass({ timeout: 30_000 });
  await expect(rows.filter({ hasText: "예약 신청 접수" })).toHaveCount(1);
  await expect(queue.getByTestId("delivery-banner")).toBeVisible();
  await consoleContext.close();
});
