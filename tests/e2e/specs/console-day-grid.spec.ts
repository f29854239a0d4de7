import type { Page } from "@playwright/test";
import { consoleUrl, DEMO_CONSOLE, signInToClinic } from "../support/console";
import { signInGuestThroughApi } from "../support/guest-session";
import { fetchFromPage, openClinicOrigin } from "../support/sites";
import { expect, test } from "../support/test";

/**
 * Issue 27's day grid: the desk moves a booking to another time by dragging it, and with the keyboard alone. Each
 * test books its own visit as a new guest on the clinic's last bookable date, far from the dates other specs use.
 */

test.describe.configure({ timeout: 120_000 });
const slow = expect.configure({ timeout: 30_000 });

const hhmm = (startsAt: string) => startsAt.slice(11, 16);

/** Books a visit on the last date with room for it and a later time; answers its id, date, time and that later time. */
async function bookFarAhead(page: Page, name: string, next: "any" | "adjacent") {
  await openClinicOrigin(page, "lumiere");
  await signInGuestThroughApi(page, name);
  const { body: days } = await fetchFromPage<{ dates: string[] }>(
    page,
    "/api/partner-schedules/available-dates?type=VISIT",
  );
  for (const date of [...days.dates].reverse()) {
    const { body } = await fetchFromPage<{ slots: { startsAt: string; available: boolean }[] }>(
      page,
      `/api/partner-schedules/time?type=VISIT&date=${date}`,
    );
    const slots = body.slots;
    const index = slots.findIndex(
      (slot, at) =>
        slot.available &&
        (next === "adjacent"
          ? slots[at + 1]?.available
          : slots.slice(at + 2).some((later) => later.available)),
    );
    const slot = slots[index];
    if (!slot) continue;
    const later =
      next === "adjacent"
        ? slots[index + 1]
        : slots.slice(index + 2).findLast((candidate) => candidate.available);
    const booked = await page.evaluate(async (reservedAt) => {
      const response = await fetch("/api/customer/reservations", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ type: "VISIT", reservedAt, agreePrivacy: true }),
      });
      return { status: response.status, body: (await response.json()) as { id: number } };
    }, slot.startsAt);
    expect(booked.status).toBe(201);
    return { id: booked.body.id, date, time: hhmm(slot.startsAt), to: hhmm(later?.startsAt ?? "") };
  }
  throw new Error("lumiere has no date with two free visit times");
}

async function openGrid(page: Page, date: string) {
  const context = await page.context().browser()?.newContext({ locale: "ko-KR", timezoneId: "Asia/Seoul" });
  if (!context) throw new Error("no browser");
  const desk = await context.newPage();
  const partnerId = await signInToClinic(desk, DEMO_CONSOLE.staff("lumiere"));
  await desk.goto(consoleUrl(`/clinics/${partnerId}/reservations/day?date=${date}`));
  return desk;
}

test("staff drag a booking to another time in the day grid and it moves there", async ({ page }) => {
  const booked = await bookFarAhead(page, `격자${Date.now() % 100_000}`, "any");
  const desk = await openGrid(page, booked.date);
  const booking = desk.locator(`[data-testid="grid-booking"][data-id="${booked.id}"]`);
  await slow(booking).toContainText(booked.time);

  const target = desk.locator(`[data-testid="grid-cell"][data-time="${booked.to}"][data-column="none"]`);
  await booking.dragTo(target);
  await slow(booking).toContainText(booked.to);
  await expect(desk.getByTestId("grid-live")).toContainText("옮겼습니다");
  // The move is the server's: a reload shows it too.
  await desk.reload();
  await slow(desk.locator(`[data-testid="grid-booking"][data-id="${booked.id}"]`)).toContainText(booked.to);
  await desk.context().close();
});

test("staff move a booking one slot later with the keyboard alone", async ({ page }) => {
  const booked = await bookFarAhead(page, `키보드${Date.now() % 100_000}`, "adjacent");
  const desk = await openGrid(page, booked.date);
  const booking = desk.locator(`[data-testid="grid-booking"][data-id="${booked.id}"]`);
  await slow(booking).toContainText(booked.time);

  await booking.focus();
  await desk.keyboard.press("Enter");
  await expect(desk.getByTestId("grid-live")).toContainText("예약을 들었습니다");
  await desk.keyboard.press("ArrowDown");
  await expect(desk.getByTestId("grid-live")).toContainText(booked.to);
  await expect(
    desk.locator(`[data-testid="grid-cell"][data-time="${booked.to}"][data-column="none"]`),
  ).toHaveAttribute("data-target", "");
  await desk.keyboard.press("Enter");
  await slow(booking).toContainText(booked.to);
  await expect(desk.getByTestId("grid-live")).toContainText("옮겼습니다");
  await desk.context().close();
});
