import { oneOf } from "@api/lib/enums";
import { DEFAULT_HOMEPAGE_CONFIG, EMPTY_MARKETING_INFO } from "@api/platform/partners/defaults";
import { toPopup } from "@api/storefront/popups/mappers";
import {
  type ConsoleHomepage,
  type ConsoleHours,
  type ConsoleMarketing,
  type ConsolePartnerSettings,
  type ConsolePopup,
  operationTimeTypes,
  popupTypes,
  reservationModes,
  weekdays,
} from "@clinic/shared";
import type {
  HomepageRow,
  MarketingRow,
  OperationTimeRow,
  OperationTimeValues,
  PartnerRow,
  PopupItemRow,
  PopupRow,
} from "./repository";

/** PostgreSQL answers a `time` as HH:MM:SS; the console edits HH:MM. */
const hhmm = (value: string | null): string | null => (value === null ? null : value.slice(0, 5));

export function toPartnerSettings(row: PartnerRow): ConsolePartnerSettings {
  return {
    partnerName: row.partnerName,
    displayName: row.displayName,
    logoImageUrl: row.logoImageUrl,
    phone: row.phone,
    tel: row.tel,
    ceoName: row.ceoName,
    fax: row.fax,
    businessNumber: row.businessNumber,
    copyRight: row.copyRight,
    address: row.address,
    parkingInfo: row.parkingInfo,
    parkingNotice: row.parkingNotice,
    groupInquiryUrl: row.groupInquiryUrl,
    googlePlaceId: row.googlePlaceId,
    internationalTelCode: row.internationalTelCode,
    lat: row.lat,
    lng: row.lng,
    naverMapUrl: row.naverMapUrl,
    tMapUrl: row.tMapUrl,
    googleMapUrl: row.googleMapUrl,
    kakaoMapUrl: row.kakaoMapUrl,
    wayToPartnerByBus: row.wayToPartnerByBus,
    wayToPartnerBySubway: row.wayToPartnerBySubway,
  };
}

/** Weekday rows 1 (Monday) … 7 (Sunday); a missing row is a closed day, as the storefront reads it. */
export function toHours(partner: PartnerRow, rows: OperationTimeRow[]): ConsoleHours {
  const byDay = new Map(rows.map((row) => [row.weekday, row]));
  const operationTimes = Object.fromEntries(
    weekdays.map((day, index) => {
      const row = byDay.get(index + 1);
      return [
        day,
        {
          opening: hhmm(row?.opening ?? null),
          closing: hhmm(row?.closing ?? null),
          lunchStart: hhmm(row?.lunchStart ?? null),
          lunchEnd: hhmm(row?.lunchEnd ?? null),
        },
      ];
    }),
  ) as ConsoleHours["operationTimes"];
  return {
    operationTimeType: oneOf(operationTimeTypes, partner.operationTimeType, "daily"),
    lunchStart: hhmm(partner.lunchStart),
    lunchEnd: hhmm(partner.lunchEnd),
    operationTimes,
  };
}

export function toOperationTimeValues(hours: ConsoleHours): OperationTimeValues[] {
  return weekdays.map((day, index) => ({ weekday: index + 1, ...hours.operationTimes[day] }));
}

export function toMarketing(row: MarketingRow | null): ConsoleMarketing {
  const source = row ?? EMPTY_MARKETING_INFO;
  return {
    gtmId: source.gtmId,
    ga4Id: source.ga4Id,
    ga4PropertyId: source.ga4PropertyId,
    channelTalkId: source.channelTalkId,
    naverDomainCheckHtml: source.naverDomainCheckHtml,
    domainUrl: source.domainUrl,
    languageId: source.languageId,
    instagramUrl: source.instagramUrl,
    kakaoTalkUrl: source.kakaoTalkUrl,
    naverBlogUrl: source.naverBlogUrl,
    naverTalkUrl: source.naverTalkUrl,
    youtubeUrl: source.youtubeUrl,
    xUrl: source.xUrl,
  };
}

export function toHomepage(row: HomepageRow | null): ConsoleHomepage {
  const source = row ?? DEFAULT_HOMEPAGE_CONFIG;
  return {
    hasPriceView: source.hasPriceView,
    isIncludeVat: source.isIncludeVat,
    popupType: oneOf(popupTypes, source.popupType, "LAYER"),
    isPopupDimmed: source.isPopupDimmed,
    popupGridWidthCount: source.popupGridWidthCount,
    popupTopOffset: source.popupTopOffset,
    popupLeftOffset: source.popupLeftOffset,
    popupBottomOffset: source.popupBottomOffset,
    popupRightOffset: source.popupRightOffset,
    reservationMode: oneOf(reservationModes, source.reservationMode, "STRICT"),
    reservationRange: source.reservationRange,
    reservationConfirm: source.reservationConfirm,
    isForceReservation: source.isForceReservation,
    useWidget: source.useWidget,
  };
}

export function toConsolePopup(row: PopupRow, items: PopupItemRow[]): ConsolePopup {
  return {
    ...toPopup(
      row,
      items.filter((item) => item.popupId === row.id),
    ),
    isVisible: row.isVisible,
    startsAt: row.startsAt ? row.startsAt.toISOString() : null,
    endsAt: row.endsAt ? row.endsAt.toISOString() : null,
  };
}
