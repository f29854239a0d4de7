import { describe, expect, it } from "vitest";
import { item, popupRow } from "./fixtures";
import { itemImage, itemsFor, normalisePath, popupsFor } from "./select";

const none = new Set<number>();
const ids = (popups: { id: number }[]) => popups.map((popup) => popup.id);

describe("normalisePath", () => {
  it("drops trailing slashes, query and hash but keeps the root", () => {
    expect(normalisePath("/")).toBe("/");
    expect(normalisePath("")).toBe("/");
    expect(normalisePath("/events/")).toBe("/events");
    expect(normalisePath("/events?tab=1#top")).toBe("/events");
  });
});

describe("popupsFor", () => {
  it("keeps only rows whose locations contain the current path, matched exactly", () => {
    const rows = [
      popupRow({ id: 1, locations: ["/"] }),
      popupRow({ id: 2, locations: ["/events", "/"] }),
      popupRow({ id: 3, locations: ["/events"] }),
      popupRow({ id: 4, locations: ["/products"] }),
      popupRow({ id: 5, locations: [] }),
    ];
    expect(ids(popupsFor(rows, "/", "PC", none))).toEqual([1, 2]);
    expect(ids(popupsFor(rows, "/events/", "PC", none))).toEqual([2, 3]);
    // A sub-page is another page: /products/12 is not /products.
    expect(ids(popupsFor(rows, "/products/12", "PC", none))).toEqual([]);
    expect(ids(popupsFor(rows, "/nowhere", "PC", none))).toEqual([]);
  });

  it("orders by weight, lower first, ties by id", () => {
    const rows = [
      popupRow({ id: 1, weight: 3 }),
      popupRow({ id: 2, weight: 1 }),
      popupRow({ id: 4, weight: 2 }),
      popupRow({ id: 3, weight: 2 }),
    ];
    expect(ids(popupsFor(rows, "/", "PC", none))).toEqual([2, 3, 4, 1]);
  });

  it("filters popups by device", () => {
    const rows = [
      popupRow({ id: 1, devices: ["PC", "MOBILE"] }),
      popupRow({ id: 2, devices: ["PC"] }),
      popupRow({ id: 3, devices: ["MOBILE"] }),
      popupRow({ id: 4, devices: [] }),
    ];
    expect(ids(popupsFor(rows, "/", "PC", none))).toEqual([1, 2]);
    expect(ids(popupsFor(rows, "/", "MOBILE", none))).toEqual([1, 3]);
  });

  it("leaves out popups dismissed for today", () => {
    const rows = [popupRow({ id: 1 }), popupRow({ id: 2, weight: 2 })];
    expect(ids(popupsFor(rows, "/", "PC", new Set([1])))).toEqual([2]);
    expect(ids(popupsFor(rows, "/", "PC", new Set([1, 2])))).toEqual([]);
  });

  it("keeps each popup's items for the device by weight, and drops a popup left with none", () => {
    const rows = [
      popupRow({
        id: 1,
        popupItems: [
          item({ id: 11, weight: 2 }),
          item({ id: 12, weight: 1, devices: ["MOBILE"] }),
          item({ id: 13, weight: 0 }),
        ],
      }),
      popupRow({ id: 2, weight: 2, popupItems: [item({ id: 21, devices: ["MOBILE"] })] }),
    ];
    const pc = popupsFor(rows, "/", "PC", none);
    expect(ids(pc)).toEqual([1]);
    expect(ids(pc[0]!.popupItems)).toEqual([13, 11]);
    const mobile = popupsFor(rows, "/", "MOBILE", none);
    expect(mobile.map((popup) => ids(popup.popupItems))).toEqual([[13, 12, 11], [21]]);
  });

  it("does not change the rows it was given", () => {
    const rows = [popupRow({ id: 1, popupItems: [item({ id: 2, weight: 2 }), item({ id: 1, weight: 1 })] })];
    popupsFor(rows, "/", "PC", none);
    expect(ids(rows[0]!.popupItems)).toEqual([2, 1]);
  });
});

describe("itemsFor and itemImage", () => {
  it("uses the device's image and falls back to the other one", () => {
    expect(itemImage(item(), "PC")).toBe("/media/pc.svg");
    expect(itemImage(item(), "MOBILE")).toBe("/media/mobile.svg");
    expect(itemImage(item({ mobileContent: null }), "MOBILE")).toBe("/media/pc.svg");
    expect(itemImage(item({ pcContent: null }), "PC")).toBe("/media/mobile.svg");
  });

  it("skips items without any image", () => {
    const popup = popupRow({
      popupItems: [item({ id: 1, pcContent: null, mobileContent: " " }), item({ id: 2 })],
    });
    expect(ids(itemsFor(popup, "PC"))).toEqual([2]);
  });
});
