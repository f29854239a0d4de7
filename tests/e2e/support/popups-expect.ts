import type { Page } from "@playwright/test";
import { type DemoSite, openClinicOrigin, readAsClinic } from "./sites";

interface PopupItemAnswer {
  id: number;
  title: string;
  weight: number;
  devices: string[];
}

export interface PopupAnswer {
  id: number;
  locations: string[];
  weight: number;
  devices: string[];
  isAutoPlacement: boolean;
  direction: string;
  popupItems: PopupItemAnswer[];
}

export type TestDevice = "PC" | "MOBILE";

/** The storefront's device rule: phones (under 768 px wide) get the MOBILE popups. */
export const deviceOf = (page: Page): TestDevice =>
  (page.viewportSize()?.width ?? 0) < 768 ? "MOBILE" : "PC";

/** A popup as a visitor should see it: its id and its items' titles for the device, in weight order. */
export interface ExpectedPopup {
  id: number;
  titles: string[];
  isAutoPlacement: boolean;
  direction: string;
}

/**
 * What the spec says should open on `path` for this page's device, read from the clinic's own API answer (so the
 * tests follow the seed): rows listing the path and the device, by weight; items for the device, by weight.
 */
export async function expectedPopups(page: Page, code: DemoSite, path: string): Promise<ExpectedPopup[]> {
  // A page with no popups on the clinic's host, whose popups readAsClinic reads.
  await openClinicOrigin(page, code);
  const { body } = await readAsClinic<{ rows: PopupAnswer[] }>(page, "/api/customer/popups");
  const device = deviceOf(page);
  const byWeight = (a: { weight: number; id: number }, b: { weight: number; id: number }) =>
    a.weight - b.weight || a.id - b.id;
  return body.rows
    .filter((popup) => popup.locations.includes(path) && popup.devices.includes(device))
    .sort(byWeight)
    .map((popup) => ({
      id: popup.id,
      isAutoPlacement: popup.isAutoPlacement,
      direction: popup.direction,
      titles: popup.popupItems
        .filter((item) => item.devices.includes(device))
        .sort(byWeight)
        .map((item) => item.title),
    }))
    .filter((popup) => popup.titles.length > 0);
}

/** Paths some popup of the clinic lists. */
export async function popupLocations(page: Page, code: DemoSite): Promise<Set<string>> {
  await openClinicOrigin(page, code);
  const { body } = await readAsClinic<{ rows: PopupAnswer[] }>(page, "/api/customer/popups");
  return new Set(body.rows.flatMap((popup) => popup.locations));
}

/** The next midnight in Seoul (UTC+9, no summer time) after `now`, as epoch seconds (cookie expiry unit). */
export function nextSeoulMidnightSeconds(now: number): number {
  const seoul = new Date(now + 9 * 3_600_000);
  const midnightUtc = Date.UTC(seoul.getUTCFullYear(), seoul.getUTCMonth(), seoul.getUTCDate() + 1);
  return (midnightUtc - 9 * 3_600_000) / 1000;
}

/** The partner's popup offsets (homepageConfig.popupTop/Left/Bottom/RightOffset). */
export async function popupOffsets(page: Page) {
  const { body } = await readAsClinic<{
    homepageConfig: {
      popupTopOffset: number;
      popupLeftOffset: number;
      popupBottomOffset: number;
      popupRightOffset: number;
    };
  }>(page, "/api/partners/this");
  const config = body.homepageConfig;
  return {
    top: config.popupTopOffset,
    left: config.popupLeftOffset,
    bottom: config.popupBottomOffset,
    right: config.popupRightOffset,
  };
}
