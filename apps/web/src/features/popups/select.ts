import type { Popup, PopupItem } from "@clinic/shared";
import type { Device } from "./types";

/** "/events/" and "/events" are the same page; the root stays "/". */
export function normalisePath(path: string): string {
  const withoutQuery = path.split(/[?#]/)[0] ?? "";
  const trimmed = withoutQuery.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

/** The image an item shows on a device, falling back to the other device's image when only one was uploaded. */
export function itemImage(item: PopupItem, device: Device): string | null {
  const image =
    device === "MOBILE" ? (item.mobileContent ?? item.pcContent) : (item.pcContent ?? item.mobileContent);
  return image && image.trim() !== "" ? image : null;
}

const byWeight = <T extends { weight: number; id: number }>(a: T, b: T) => a.weight - b.weight || a.id - b.id;

/** A popup's items for a device: only those meant for it and having an image, lower weight first. */
export function itemsFor(popup: Popup, device: Device): PopupItem[] {
  return popup.popupItems
    .filter((item) => item.devices.includes(device) && itemImage(item, device) !== null)
    .sort(byWeight);
}

/** Whether a popup lists this page among its locations ("/events/" and "/events" alike). */
export function isPlacedOn(popup: Popup, path: string): boolean {
  const current = normalisePath(path);
  return popup.locations.some((location) => normalisePath(location) === current);
}

/**
 * The popups to show on a page (spec sections 2 and 7): rows whose locations contain the current path, meant for
 * the device, not dismissed for today, lower weight first. Each comes back with only its items for the device;
 * a popup left without items is not shown.
 */
export function popupsFor(
  rows: readonly Popup[],
  path: string,
  device: Device,
  dismissedIds: ReadonlySet<number>,
): Popup[] {
  return rows
    .filter(
      (popup) => isPlacedOn(popup, path) && popup.devices.includes(device) && !dismissedIds.has(popup.id),
    )
    .map((popup) => ({ ...popup, popupItems: itemsFor(popup, device) }))
    .filter((popup) => popup.popupItems.length > 0)
    .sort(byWeight);
}
