import "server-only";
import type { Reservation } from "@clinic/shared";
import { ApiRequestError } from "@/features/api/errors";
import { getMyReservations } from "@/features/api/reservations";

/** The history shows the latest reservations; older ones are rarely looked for (no paging in this section yet). */
const HISTORY_SIZE = 20;

/**
 * The signed-in customer's reservations for the my-page, or null when the API could not answer: the rest of
 * the page (details, settings, withdrawal) must still work when only the history fails.
 */
export async function loadMyReservations(site: string): Promise<Reservation[] | null> {
  try {
    const page = await getMyReservations(site, { page: 1, pageSize: HISTORY_SIZE });
    return page.rows;
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    console.error(`[mypage] reservations for ${site}: ${error.status} ${error.code}`);
    return null;
  }
}
