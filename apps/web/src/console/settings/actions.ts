"use server";

import { weekdays } from "@clinic/shared";
import { consoleSend, formBody } from "@/console/lib/api";
import {
  checked,
  lines,
  numberOrNull,
  numberOrText,
  type SettingsFormState,
  text,
  timeOrNull,
  toFormState,
  valuesOf,
} from "./lib/form-data";

// Each action is bound to the clinic id by its page; the API checks the account may change that clinic.

const SAVED = "저장했습니다. 홈페이지에 곧 반영됩니다.";

const PARTNER_TEXTS = [
  "partnerName",
  "displayName",
  "logoImageUrl",
  "phone",
  "tel",
  "ceoName",
  "fax",
  "businessNumber",
  "copyRight",
  "address",
  "parkingInfo",
  "parkingNotice",
  "groupInquiryUrl",
  "googlePlaceId",
  "internationalTelCode",
  "naverMapUrl",
  "tMapUrl",
  "googleMapUrl",
  "kakaoMapUrl",
] as const;

export async function savePartnerAction(
  partnerId: number,
  _previous: SettingsFormState,
  form: FormData,
): Promise<SettingsFormState> {
  const body = {
    ...Object.fromEntries(PARTNER_TEXTS.map((name) => [name, text(form, name)])),
    lat: numberOrNull(form, "lat"),
    lng: numberOrNull(form, "lng"),
    wayToPartnerByBus: lines(form, "wayToPartnerByBus"),
    wayToPartnerBySubway: lines(form, "wayToPartnerBySubway"),
  };
  return toFormState(
    await consoleSend("putPartnerSettings", { params: { partnerId }, body: formBody(body) }),
    SAVED,
    valuesOf(form),
  );
}

export async function saveHoursAction(
  partnerId: number,
  _previous: SettingsFormState,
  form: FormData,
): Promise<SettingsFormState> {
  const operationTimes = Object.fromEntries(
    weekdays.map((day) => {
      const at = (field: string) => `operationTimes.${day}.${field}`;
      // A closed day sends no times at all, whatever is still typed in its inputs.
      const closed = checked(form, at("closed"));
      const time = (field: string) => (closed ? null : timeOrNull(form, at(field)));
      return [
        day,
        {
          opening: time("opening"),
          closing: time("closing"),
          lunchStart: time("lunchStart"),
          lunchEnd: time("lunchEnd"),
        },
      ];
    }),
  );
  const body = {
    operationTimeType: text(form, "operationTimeType"),
    lunchStart: timeOrNull(form, "lunchStart"),
    lunchEnd: timeOrNull(form, "lunchEnd"),
    operationTimes,
  };
  return toFormState(
    await consoleSend("putHours", { params: { partnerId }, body: formBody(body) }),
    SAVED,
    valuesOf(form),
  );
}

const MARKETING_TEXTS = [
  "gtmId",
  "ga4Id",
  "ga4PropertyId",
  "channelTalkId",
  "naverDomainCheckHtml",
  "domainUrl",
  "languageId",
  "instagramUrl",
  "kakaoTalkUrl",
  "naverBlogUrl",
  "naverTalkUrl",
  "youtubeUrl",
  "xUrl",
] as const;

export async function saveMarketingAction(
  partnerId: number,
  _previous: SettingsFormState,
  form: FormData,
): Promise<SettingsFormState> {
  const body = Object.fromEntries(MARKETING_TEXTS.map((name) => [name, text(form, name)]));
  return toFormState(
    await consoleSend("putMarketing", { params: { partnerId }, body: formBody(body) }),
    SAVED,
    valuesOf(form),
  );
}

const HOMEPAGE_FLAGS = [
  "hasPriceView",
  "isIncludeVat",
  "isPopupDimmed",
  "reservationConfirm",
  "isForceReservation",
  "useWidget",
] as const;
const HOMEPAGE_NUMBERS = [
  "popupGridWidthCount",
  "popupTopOffset",
  "popupLeftOffset",
  "popupBottomOffset",
  "popupRightOffset",
  "reservationRange",
] as const;

export async function saveHomepageAction(
  partnerId: number,
  _previous: SettingsFormState,
  form: FormData,
): Promise<SettingsFormState> {
  const body = {
    ...Object.fromEntries(HOMEPAGE_FLAGS.map((name) => [name, checked(form, name)])),
    ...Object.fromEntries(HOMEPAGE_NUMBERS.map((name) => [name, numberOrText(form, name)])),
    popupType: text(form, "popupType"),
    reservationMode: text(form, "reservationMode"),
  };
  return toFormState(
    await consoleSend("putHomepage", { params: { partnerId }, body: formBody(body) }),
    SAVED,
    valuesOf(form),
  );
}
