/** Calendar arithmetic for the demo, relative to the day the seed runs in Asia/Seoul (the clinics' time zone). */
export const SEOUL_TIME_ZONE = "Asia/Seoul";
const DAY_MS = 86_400_000;

export interface SeedClock {
  /** The seeding day in Seoul, "YYYY-MM-DD". */
  today: string;
  /** The Seoul calendar day `offset` days from today, "YYYY-MM-DD". */
  day(offset: number): string;
  /** A moment `daysAgo` days before now, pulled back a little more per `salt` so rows never tie. */
  ago(daysAgo: number, salt?: number): Date;
}

export function seedClock(now: Date = new Date()): SeedClock {
  const today = new Intl.DateTimeFormat("en-CA", {
    timeZone: SEOUL_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
  const [y, m, d] = today.split("-").map(Number) as [number, number, number];
  const base = Date.UTC(y, m - 1, d);
  return {
    today,
    day: (offset) => new Date(base + offset * DAY_MS).toISOString().slice(0, 10),
    // 37-minute steps keep same-day rows in a stable order without moving them to another day.
    ago: (daysAgo, salt = 0) => new Date(now.getTime() - daysAgo * DAY_MS - (salt % 12) * 37 * 60_000),
  };
}
