import { type PublicAnswers, UNCACHED } from "@api/lib/public-answer-cache";
import { type Database, withTenant } from "@clinic/db";
import type { Popup } from "@clinic/shared";
import { toPopup } from "./mappers";
import { findPopupItems, findVisiblePopups } from "./repository";

export interface PopupService {
  listVisible(partnerId: number): Promise<{ rows: Popup[] }>;
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
