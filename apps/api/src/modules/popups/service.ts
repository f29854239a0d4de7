import { type Database, withTenant } from "@clinic/db";
import { devices, type Popup, type PopupItem, popupDirections, popupSizeTypes } from "@clinic/shared";
import { knownValues, oneOf } from "../../lib/enums";
import { type PublicAnswers, UNCACHED } from "../../lib/public-answer-cache";
import { findPopupItems, findVisiblePopups, type PopupItemRow, type PopupRow } from "./repository";

export interface PopupService {
  listVisible(partnerId: number): Promise<{ rows: Popup[] }>;
}

function toPopupItem(row: PopupItemRow): PopupItem {
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

function toPopup(row: PopupRow, items: PopupItemRow[]): Popup {
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

/**
 * Visible popups are the same for every visitor of a clinic, so they may be held per clinic. A popup's display
 * window opens and closes by the clock, not by a change of its row: a held answer may show or hide one for up to
 * the cache's TTL after its start or end time.
 */
export function createPopupService(database: Database, cache: PublicAnswers = UNCACHED): PopupService {
  const read = async (partnerId: number) => {
    const { rows, items } = await withTenant(database.db, partnerId, async (tx) => {
      const rows = await findVisiblePopups(tx, partnerId);
      const items = await findPopupItems(
        tx,
        partnerId,
        rows.map((row) => row.id),
      );
      return { rows, items };
    });
    return {
      rows: rows.map((row) =>
        toPopup(
          row,
          items.filter((item) => item.popupId === row.id),
        ),
      ),
    };
  };
  return { listVisible: (partnerId) => cache.answer(partnerId, "popups", () => read(partnerId)) };
}
