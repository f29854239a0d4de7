import { knownValues, oneOf } from "@api/lib/enums";
import { devices, type Popup, type PopupItem, popupDirections, popupSizeTypes } from "@clinic/shared";
import type { PopupItemRow, PopupRow } from "./repository";

// The console shows the same popup with its visibility and window (console-settings/mappers.ts).

export function toPopupItem(row: PopupItemRow): PopupItem {
  return {
    id: row.id,
    title: row.title,
    weight: row.weight,
    devices: knownValues(devices, row.devices),
    pcContent: row.pcContent,
    mobileContent: row.mobileContent,
    linkTo: row.linkTo,
  };
}

/** `items` are the popup's own items. */
export function toPopup(row: PopupRow, items: PopupItemRow[]): Popup {
  return {
    id: row.id,
    locations: row.locations,
    weight: row.weight,
    devices: knownValues(devices, row.devices),
    pcWidth: row.pcWidth,
    pcHeight: row.pcHeight,
    mobileWidth: row.mobileWidth,
    mobileHeight: row.mobileHeight,
    pcSizeType: oneOf(popupSizeTypes, row.pcSizeType, "RATIO_1_1"),
    isAutoPlacement: row.isAutoPlacement,
    direction: oneOf(popupDirections, row.direction, "CENTER"),
    popupItems: items.map(toPopupItem),
  };
}
