import { queryString } from "@clinic/shared/contract/endpoint";
import { reservationStatusLabels, IDEMPOTENCY_KEY_HEADER as SHARED_HEADER } from "@clinic/shared/reservation";
import { describe, expect, it } from "vitest";
import { ko } from "./i18n/messages-ko";
import { seoulDateTime, seoulToday } from "./seoul";
import { initialState, newIdempotencyKey, scheduleTarget } from "./state";
import { trackComplete } from "./steps/submit";
import { IDEMPOTENCY_KEY_HEADER, STATUS_KEYS } from "./types";

describe("constants mirrored from @clinic/shared (the bundle avoids zod)", () => {
  it("match the shared contract", () => {
    const korean = Object.fromEntries(Object.entries(STATUS_KEYS).map(([status, key]) => [status, ko[key]]));
    expect(korean).toEqual(reservationStatusLabels);
    expect(IDEMPOTENCY_KEY_HEADER).toBe(SHARED_HEADER);
  });
});

describe("queryString (the contract's, which the widget's calls use)", () => {
  it("joins id lists with commas and drops empty values", () => {
    expect(queryString({ type: "TREATMENT", productOptionIds: [3, 4], from: undefined, to: null })).toBe(
      "?type=TREATMENT&productOptionIds=3%2C4",
    );
    expect(queryString({ productOptionIds: [] })).toBe("");
  });
});

describe("Asia/Seoul", () => {
  it("today flips at Seoul midnight, not UTC midnight", () => {
    expect(seoulToday(Date.parse("2026-11-23T14:59:00Z"))).toBe("2026-11-23");
    expect(seoulToday(Date.parse("2026-11-23T15:00:00Z"))).toBe("2026-11-24");
  });

  it("reads an instant as Seoul date and time", () => {
    expect(seoulDateTime("2026-11-24T01:30:00Z")).toEqual({ date: "2026-11-24", time: "10:30" });
    expect(seoulDateTime("2026-11-24T10:30:00+09:00")).toEqual({ date: "2026-11-24", time: "10:30" });
  });
});

describe("state", () => {
  it("visits ask about VISIT only; treatments carry the picked options", () => {
    expect(scheduleTarget(initialState("visit", { type: "visit" }))).toEqual({ type: "VISIT" });
    const treatment = initialState("treatment", { type: "treatment", productOptionIds: [7, 9] });
    expect(scheduleTarget(treatment)).toEqual({ type: "TREATMENT", productOptionIds: [7, 9] });
  });

  it("makes different idempotency keys", () => {
    const keys = new Set(Array.from({ length: 20 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(20);
  });
});

describe("trackComplete", () => {
  it("pushes reservation_complete when the page has a dataLayer", () => {
    const page = { dataLayer: [] as unknown[] };
    trackComplete("treatment", 390000, page);
    expect(page.dataLayer).toEqual([
      { event: "reservation_complete", reservationType: "treatment", value: 390000 },
    ]);
  });

  it("does nothing without a tag manager", () => {
    const page: { dataLayer?: unknown[] } = {};
    trackComplete("visit", 0, page);
    expect(page.dataLayer).toBeUndefined();
  });
});
