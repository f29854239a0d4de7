import { bannerLocations } from "@clinic/shared";
import { checked, numberOrNull, text } from "@/console/settings/lib/form-data";

/** Where each location shows on the storefront. */
export const BANNER_LOCATION_LABELS: Record<(typeof bannerLocations)[number], string> = {
  MAIN_TOP: "메인 상단",
  MAIN_MIDDLE: "메인 중간",
  PRODUCT_LIST: "시술 목록",
  EVENT_LIST: "이벤트 목록",
};

export const BANNER_LOCATION_OPTIONS = bannerLocations.map((value) => ({
  value,
  label: BANNER_LOCATION_LABELS[value],
}));

/** The banner form → the API's body; "" clears optional fields (the API turns it into null). */
export function bannerBodyFrom(form: FormData) {
  return {
    bannerLocation: text(form, "bannerLocation"),
    title: text(form, "title"),
    subTitle: text(form, "subTitle"),
    pcImageUrl: text(form, "pcImageUrl"),
    mobileImageUrl: text(form, "mobileImageUrl"),
    linkUrl: text(form, "linkUrl"),
    weight: numberOrNull(form, "weight") ?? 0,
    isVisible: checked(form, "isVisible"),
    focalX: numberOrNull(form, "focalX") ?? 50,
    focalY: numberOrNull(form, "focalY") ?? 50,
  };
}
