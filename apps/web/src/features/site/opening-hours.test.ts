import type { DayHours, PartnerInfo } from "@clinic/shared";
import { describe, expect, it } from "vitest";
import { closedDaysNote, footerHours } from "./opening-hours";

const open = (
  opening: string,
  closing: string,
  lunchStart: string | null = null,
  lunchEnd: string | null = null,
): DayHours => ({
  opening,
  closing,
  lunchStart,
  lunchEnd,
});
const closed: DayHours = { opening: null, closing: null, lunchStart: null, lunchEnd: null };

function partner(overrides: Partial<PartnerInfo>): PartnerInfo {
  const weekday = open("09:30:00", "19:00:00");
  return {
    operationTimeType: "weekWeekend",
    operationTimes: {
      monday: weekday,
      tuesday: weekday,
      wednesday: weekday,
      thursday: weekday,
      friday: weekday,
      saturday: open("10:00:00", "15:00:00"),
      sunday: closed,
    },
    lunchStart: "13:00:00",
    lunchEnd: "14:00:00",
    ...overrides,
  } as PartnerInfo;
}

describe("footerHours", () => {
  it("weekWeekend: weekday, Saturday and lunch in one group, times cut to HH:MM", () => {
    expect(footerHours(partner({}))).toEqual([
      [
        { label: "평일", value: "09:30 - 19:00" },
        { label: "토요일", value: "10:00 - 15:00" },
        { label: "점심시간", value: "13:00 - 14:00" },
      ],
    ]);
  });

  it("otherwise: Mon-Fri, then Saturday plus lunch; closed days read 휴진, no lunch 없음", () => {
    const daily = partner({ operationTimeType: "daily", lunchStart: null, lunchEnd: null });
    daily.operationTimes.saturday = closed;
    expect(footerHours(daily)).toEqual([
      [{ label: "월-금", value: "09:30 - 19:00" }],
      [
        { label: "토요일", value: "휴진" },
        { label: "점심시간", value: "없음" },
      ],
    ]);
  });

  it("prefers the weekday's own lunch break over the general one", () => {
    const own = partner({});
    own.operationTimes.monday = open("09:00:00", "18:00:00", "12:30:00", "13:30:00");
    expect(footerHours(own)[0]?.[2]).toEqual({ label: "점심시간", value: "12:30 - 13:30" });
  });
});

describe("closedDaysNote", () => {
  it("names the weekly closed days with the closed text", () => {
    expect(closedDaysNote(partner({}))).toBe("일요일 휴진");
    const twoDays = partner({});
    twoDays.operationTimes.wednesday = { ...closed, lunchStart: "13:00:00", lunchEnd: "14:00:00" };
    expect(closedDaysNote(twoDays)).toBe("수요일 · 일요일 휴진");
  });

  it("is null for a clinic open every day", () => {
    const everyDay = partner({});
    everyDay.operationTimes.sunday = open("10:00:00", "14:00:00");
    expect(closedDaysNote(everyDay)).toBeNull();
  });
});
