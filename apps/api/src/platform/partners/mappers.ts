import { oneOf } from "@api/lib/enums";
import {
  type DayHours,
  type DeployStatus,
  deployStatuses,
  type HomepageConfig,
  homepageTypes,
  operationTimeTypes,
  type PartnerInfo,
  type PartnerMarketingInfo,
  popupTypes,
  reservationModes,
  type Weekday,
  weekdays,
} from "@clinic/shared";
import { DEFAULT_HOMEPAGE_CONFIG, EMPTY_MARKETING_INFO } from "./defaults";
import type { HomepageConfigRow, MarketingInfoRow, OperationTimeRow, PartnerRecord } from "./repository";

const CLOSED: DayHours = { opening: null, closing: null, lunchStart: null, lunchEnd: null };

/** Weekday rows 1 (Monday) … 7 (Sunday) → operationTimes.monday … sunday; a missing day is closed. */
export function toOperationTimes(rows: OperationTimeRow[]): PartnerInfo["operationTimes"] {
  const byDay = new Map(rows.map((row) => [row.weekday, row]));
  const entries = weekdays.map((day, index): [Weekday, DayHours] => {
    const row = byDay.get(index + 1);
    if (!row) return [day, CLOSED];
    return [
      day,
      { opening: row.opening, closing: row.closing, lunchStart: row.lunchStart, lunchEnd: row.lunchEnd },
    ];
  });
  return Object.fromEntries(entries) as PartnerInfo["operationTimes"];
}

export function toMarketingInfo(row: MarketingInfoRow | null): PartnerMarketingInfo {
  if (!row) return EMPTY_MARKETING_INFO;
  const { partnerId: _partnerId, ...info } = row;
  return info;
}

export function toHomepageConfig(row: HomepageConfigRow | null): HomepageConfig {
  if (!row) return DEFAULT_HOMEPAGE_CONFIG;
  const { partnerId: _partnerId, faviconUpdatedAt, ...config } = row;
  return {
    ...config,
    reservationMode: oneOf(reservationModes, row.reservationMode, DEFAULT_HOMEPAGE_CONFIG.reservationMode),
    homepageType: oneOf(homepageTypes, row.homepageType, DEFAULT_HOMEPAGE_CONFIG.homepageType),
    popupType: oneOf(popupTypes, row.popupType, DEFAULT_HOMEPAGE_CONFIG.popupType),
    faviconUpdatedAt: faviconUpdatedAt ? faviconUpdatedAt.toISOString() : null,
  };
}

export function toPartnerInfo(record: PartnerRecord): PartnerInfo {
  const { partner } = record;
  return {
    id: partner.id,
    partnerCode: partner.code,
    partnerName: partner.partnerName,
    displayName: partner.displayName,
    partnerLogoImageUrl: partner.logoImageUrl,
    partnerGroupName: record.groupName,
    partnerPhone: partner.phone,
    partnerTel: partner.tel,
    partnerCeoName: partner.ceoName,
    partnerFax: partner.fax,
    partnerBusinessNumber: partner.businessNumber,
    partnerCopyRight: partner.copyRight,
    partnerAddress: partner.address,
    partnerParkingInfo: partner.parkingInfo,
    partnerParkingNotice: partner.parkingNotice,
    partnerGroupInquiryUrl: partner.groupInquiryUrl,
    googlePlaceId: partner.googlePlaceId,
    partnerInternationalTelCode: partner.internationalTelCode,
    lat: partner.lat,
    lng: partner.lng,
    naverMapUrl: partner.naverMapUrl,
    tMapUrl: partner.tMapUrl,
    googleMapUrl: partner.googleMapUrl,
    kakaoMapUrl: partner.kakaoMapUrl,
    wayToPartnerByBus: partner.wayToPartnerByBus,
    wayToPartnerBySubway: partner.wayToPartnerBySubway,
    operationTimeType: oneOf(operationTimeTypes, partner.operationTimeType, "daily"),
    operationTimes: toOperationTimes(record.operationTimes),
    lunchStart: partner.lunchStart,
    lunchEnd: partner.lunchEnd,
    partnerMarketingInfo: toMarketingInfo(record.marketingInfo),
    homepageConfig: toHomepageConfig(record.homepageConfig),
  };
}

export function toDeployStatus(stored: string): DeployStatus {
  const deployStatus = oneOf(deployStatuses, stored, "READY");
  return { deployStatus, isLive: deployStatus === "LIVE" };
}
