// At Seoul midnight every public page that lists what is "current" (events, the products on offer, exhibitions)
// changes while no row does, so no announcement comes. Each storefront process tells itself instead. Started by
// server.mjs; loaded by Node 24's type stripping, so erasable TypeScript only.
import { msUntilNextSeoulDay, seoulDayOf } from "@clinic/shared/seoul-day";
import { postToSelf } from "./post-to-self.ts";

/** After midnight by this much: the database's clock (the API's "today") may run a little behind ours. */
export const DAY_TURN_GRACE_MS = 2_000;
const ATTEMPTS = 4;
const FIRST_RETRY_MS = 500;

export interface DayTurnOptions {
  /** This server's own POST /ops/revalidate. */
  revalidateUrl: string;
  token: string;
  /** Drops kept pages: `null` means every page of every clinic. */
  dropPages: (sites: string[] | null) => void;
  now?: () => number;
  graceMs?: number;
  firstRetryMs?: number;
  log?: Pick<Console, "error">;
}

/**
 * Schedules a day turn at every Seoul midnight: the loopback POST expires the day tag every cached public answer
 * carries (Next's data cache, its rendered pages and, with Redis, the shared copy), and the page cache in front
 * drops every page. The kept pages go even when the POST failed: they are this process's own.
 */
export function startDayTurn(options: DayTurnOptions): { close(): void } {
  const now = options.now ?? Date.now;
  const graceMs = options.graceMs ?? DAY_TURN_GRACE_MS;
  const firstRetryMs = options.firstRetryMs ?? FIRST_RETRY_MS;
  const log = options.log ?? console;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  async function turn(day: string): Promise<void> {
    // Without a token this server has no /ops/revalidate: only its own kept pages can go.
    if (options.token === "") return options.dropPages(null);
    const { ok, problem } = await postToSelf({
      url: options.revalidateUrl,
      token: options.token,
      body: JSON.stringify({ dayTurn: day }),
      attempts: ATTEMPTS,
      firstRetryMs,
      stopped: () => closed,
    });
    if (!ok && !closed) log.error(`[day-turn] could not expire yesterday's answers on ${day}: ${problem}`);
    options.dropPages(null);
  }

  function schedule(): void {
    if (closed) return;
    const wait = msUntilNextSeoulDay(now()) + graceMs;
    timer = setTimeout(() => {
      void turn(seoulDayOf(now())).finally(schedule);
    }, wait);
    // A pending day turn never keeps the process alive.
    timer.unref();
  }

  schedule();
  return {
    close() {
      closed = true;
      clearTimeout(timer);
    },
  };
}
