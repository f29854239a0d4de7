import { answerKey, type PublicAnswers, UNCACHED } from "@api/lib/public-answer-cache";
import { publishedFor, translateItem } from "@api/storefront/translations/overlay";
import { type Database, withTenant } from "@clinic/db";
import type { Language, Popup } from "@clinic/shared";
import { toPopup } from "./mappers";
import { findPopupItems, findVisiblePopups } from "./repository";

export interface PopupService {
  /** In `language`, each item's title and images where the clinic translated them (issue 29). */
  listVisible(partnerId: number, language?: Language): Promise<{ rows: Popup[] }>;
}

/**
 * Visible popups are the same for every visitor of a clinic, so they may be held per clinic. A popup's display
 * window opens and closes by the clock, not by a change of its row: a held answer may show or hide one for up to
 * the cache's TTL after its start or end time.
 */
export function createPopupService(database: Database, cache: PublicAnswers = UNCACHED): PopupService {
  const read = async (partnerId: number, language: Language | undefined) => {
    const { rows, items, translations } = await withTenant(database.db, partnerId, async (tx) => {
      const rows = await findVisiblePopups(tx, partnerId);
      const ids = rows.map((row) => row.id);
      const items = await findPopupItems(tx, partnerId, ids);
      const translations =
        language && language !== "ko" ? await publishedFor(tx, "popups", language, ids) : null;
      return { rows, items, translations };
    });
    return {
      rows: rows.map((row) => {
        const popup = toPopup(
          row,
          items.filter((item) => item.popupId === row.id),
        );
        if (!translations) return popup;
        const fields = translations.get(row.id);
        return {
          ...popup,
          popupItems: popup.popupItems.map((item) =>
            translateItem(item, fields, { title: "title", pcContent: "image", mobileContent: "image" }),
          ),
        };
      }),
    };
  };
  return {
    listVisible: (partnerId, language) =>
      cache.answer(partnerId, answerKey("popups", { language }), () => read(partnerId, language)),
  };
}
