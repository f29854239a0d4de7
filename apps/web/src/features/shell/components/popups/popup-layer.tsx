import type { Popup } from "@clinic/shared";
import { getPopups } from "@/features/api";
import { type PopupSettings, PREPAINT_SCRIPT } from "@/features/popups";
import type { SiteData } from "@/features/site/load-site";
import { PopupGate } from "./popup-gate";

/** Spec 8: the popup query is not retried (lib/api calls once) and a failure only means no popups. */
async function loadPopups(site: string): Promise<Popup[]> {
  try {
    return await getPopups(site);
  } catch (error) {
    console.warn(`[popups] popups of ${site} unavailable; showing none`, error);
    return [];
  }
}

/**
 * The site's popups (spec sections 2-4): loaded on the server, cached per site, and handed with the partner's
 * popup settings to a client leaf that picks the rows for the current path and device (rendered by the server
 * too, see popup-controller.tsx; its code loads only where a popup is placed, see popup-gate.tsx). Part of the page's first HTML, not a streamed boundary: a streamed boundary is
 * revealed by a script after a short batching delay, and the popup is what a phone paints largest (issue 28).
 * The popup answer is cached per site and fetched beside the page's own.
 */
export async function PopupLayer({ site, partner }: SiteData) {
  const rows = (await loadPopups(site)).filter((popup) => popup.locations.length > 0);
  if (rows.length === 0) return null;
  const config = partner.homepageConfig;
  const settings: PopupSettings = {
    popupType: config.popupType,
    isPopupDimmed: config.isPopupDimmed,
    popupGridWidthCount: config.popupGridWidthCount,
    popupTopOffset: config.popupTopOffset,
    popupLeftOffset: config.popupLeftOffset,
    popupBottomOffset: config.popupBottomOffset,
    popupRightOffset: config.popupRightOffset,
  };
  return (
    <>
      {/* Before the popups: hides those dismissed for today before they paint (popups/prepaint.ts). */}
      <script
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant built from tokens, no data interpolated
        dangerouslySetInnerHTML={{ __html: PREPAINT_SCRIPT }}
      />
      <PopupGate rows={rows} settings={settings} />
    </>
  );
}
