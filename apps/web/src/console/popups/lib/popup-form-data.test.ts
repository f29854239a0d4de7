import { describe, expect, it } from "vitest";
import { popupBodyFrom, seoulIso, seoulLocal } from "./popup-form-data";

describe("popup form data", () => {
  it("turns Seoul wall-clock times into instants and back", () => {
    expect(seoulIso("2026-05-01T10:00")).toBe("2026-05-01T10:00:00+09:00");
    expect(seoulIso("")).toBeNull();
    expect(seoulLocal("2026-05-01T01:00:00.000Z")).toBe("2026-05-01T10:00");
  });

  it("builds the body: devices from boxes, items in order, blank spare rows dropped", () => {
    const data = new FormData();
    for (const [name, value] of [
      ["locations", "/\n/events"],
      ["weight", "3"],
      ["devices.MOBILE", "on"],
      ["pcSizeType", "PIXEL"],
      ["pcWidth", "400"],
      ["direction", "CENTER"],
      ["isVisible", "on"],
      ["popupItems.0.title", "봄"],
      ["popupItems.0.devices.PC", "on"],
      ["popupItems.1.title", ""],
    ]) {
      data.append(name as string, value as string);
    }
    expect(popupBodyFrom(data)).toMatchObject({
      locations: ["/", "/events"],
      weight: 3,
      devices: ["MOBILE"],
      pcWidth: 400,
      pcHeight: null,
      isVisible: true,
      isAutoPlacement: false,
      startsAt: null,
      popupItems: [{ title: "봄", weight: 0, devices: ["PC"], pcContent: "", linkTo: "" }],
    });
  });
});
