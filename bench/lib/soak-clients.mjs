// The soak's simulated visitors: each one loops until the deadline over a mix of API reads, storefront pages and
// reservation bookings. A request the server could not take (connection refused or reset, 503 while the API
// restarts) is retried with the same Idempotency-Key, so a booking that committed before its answer was lost is
// answered again (200) rather than made twice. What counts:
//   created  — 201, or 200 naming an earlier attempt of the same key (the visitor now knows it is booked)
//   refused  — 409: the schedule said no (slot full, too soon); a business answer, expected under load, not an error
//   errors   — anything else, or retries that never got an answer within RETRY_BUDGET_MS
const RETRY_BUDGET_MS = 20_000;
const RETRY_PAUSE_MS = 100;
const HTTP = { ok: 200, created: 201, conflict: 409, unavailable: 503 };
const BOOK_SHARE = 0.15;
const PAGE_SHARE = 0.15;

const sleep = (ms) => new Promise((resolveSleep) => setTimeout(resolveSleep, ms));
const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** fetch that waits out a restarting server: network failures and 503 are retried until the budget runs out. */
async function patientFetch(url, init, stats) {
  const giveUp = Date.now() + RETRY_BUDGET_MS;
  for (;;) {
    try {
      const response = await fetch(url, init);
      if (response.status !== HTTP.unavailable || Date.now() > giveUp) return response;
      await response.arrayBuffer();
    } catch (error) {
      if (Date.now() > giveUp) throw error;
    }
    stats.retries += 1;
    await sleep(RETRY_PAUSE_MS);
  }
}

export function createSoakStats() {
  return {
    requests: 0,
    reads: 0,
    pages: 0,
    bookings: 0,
    retries: 0,
    refused: 0,
    errorCount: 0,
    errors: [],
    created: new Map(),
  };
}

const ERROR_SAMPLES = 20;

function recordError(stats, what, detail) {
  stats.errorCount += 1;
  if (stats.errors.length < ERROR_SAMPLES) stats.errors.push(`${what}: ${detail}`);
}

async function read(ctx, stats) {
  const path = pick(ctx.apiReads);
  const response = await patientFetch(`${ctx.api}${path}`, { headers: ctx.tenant }, stats);
  await response.arrayBuffer();
  stats.reads += 1;
  if (response.status !== HTTP.ok) recordError(stats, `GET ${path}`, response.status);
}

async function page(ctx, stats) {
  const path = pick(ctx.pages);
  const response = await patientFetch(`${ctx.web}${path}`, { headers: ctx.site }, stats);
  await response.arrayBuffer();
  stats.pages += 1;
  if (response.status !== HTTP.ok) recordError(stats, `page ${path}`, response.status);
}

async function book(ctx, stats, visitor, sequence) {
  const key = `soak-${ctx.runId}-${visitor.index}-${sequence}`;
  const init = {
    method: "POST",
    headers: {
      ...ctx.tenant,
      "content-type": "application/json",
      authorization: `Bearer ${visitor.tokens[sequence % visitor.tokens.length]}`,
      "idempotency-key": key,
    },
    body: JSON.stringify({ type: "VISIT", reservedAt: pick(ctx.slots), agreePrivacy: true }),
  };
  const response = await patientFetch(`${ctx.api}/customer/reservations`, init, stats);
  const body = await response.json().catch(() => null);
  stats.bookings += 1;
  if (response.status === HTTP.created || response.status === HTTP.ok) {
    const seen = stats.created.get(body.id);
    if (seen && seen !== key) recordError(stats, "booking", `id ${body.id} answered for two keys`);
    stats.created.set(body.id, key);
  } else if (response.status === HTTP.conflict) stats.refused += 1;
  else recordError(stats, "booking", `${response.status} ${JSON.stringify(body)}`);
}

/** One visitor's loop; `visitor` carries its index and the session tokens of the members it books for. */
export async function runVisitor(ctx, stats, visitor, deadline) {
  let sequence = 0;
  while (Date.now() < deadline) {
    const roll = Math.random();
    stats.requests += 1;
    try {
      if (roll < BOOK_SHARE) await book(ctx, stats, visitor, sequence++);
      else if (roll < BOOK_SHARE + PAGE_SHARE) await page(ctx, stats);
      else await read(ctx, stats);
    } catch (error) {
      recordError(
        stats,
        "request",
        error instanceof Error ? (error.cause?.code ?? error.message) : String(error),
      );
    }
  }
}

/** Every bookable start (VISIT) of the next dates, as ISO instants, read through the API like the widget does. */
export async function bookableStarts(ctx) {
  const dates = await (
    await fetch(`${ctx.api}/partner-schedules/available-dates?type=VISIT`, { headers: ctx.tenant })
  ).json();
  const starts = [];
  for (const date of dates.dates ?? []) {
    const url = `${ctx.api}/partner-schedules/time?type=VISIT&date=${date}`;
    const { slots } = await (await fetch(url, { headers: ctx.tenant })).json();
    for (const slot of slots ?? []) if (slot.available) starts.push(slot.startsAt);
  }
  return starts;
}
