import { newPopupPlacement, type Popup, type PopupItem } from "@clinic/shared";

/** Test rows shaped like GET /customer/popups answers. */
export function item(overrides: Partial<PopupItem> = {}): PopupItem {
  return {
    id: 1,
    title: "이벤트",
    weight: 1,
    devices: ["PC", "MOBILE"],
    pcContent: "/media/pc.svg",
    mobileContent: "/media/mobile.svg",
    linkTo: null,
    ...overrides,
  };
}

export function popupRow(overrides: Partial<Popup> = {}): Popup {
  return {
    id: 1,
    ...newPopupPlacement(),
    weight: 1,
    popupItems: [item()],
    ...overrides,
  };
}
