/** Spec 7: the UTM query parameters the widget receives (and stores with a reservation). */
export const UTM_KEYS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "utm_target",
  "utm_channel",
  "utm_createdAt",
  "utm_partnerId",
  "utm_eventId",
  "utm_productId",
] as const;

/** Longest value kept; the API accepts 200 characters per UTM value (reservationCreateSchema). */
const MAX_UTM_LENGTH = 200;

/** The UTM values present in the query (trimmed, non-empty, capped); other parameters are dropped. Pure. */
export function readUtm(search: string | URLSearchParams): Record<string, string> {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const utm: Record<string, string> = {};
  for (const key of UTM_KEYS) {
    const value = params.get(key)?.trim();
    if (value) utm[key] = value.slice(0, MAX_UTM_LENGTH);
  }
  return utm;
}
