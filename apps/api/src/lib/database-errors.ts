// Errors that mean "the database is not answering" rather than "this query is wrong": they become 503 so callers
// and load balancers retry later instead of reporting a bug.

/** SQLSTATE classes and codes of connection loss, shutdown and exhaustion. */
const UNAVAILABLE_SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300", "53400"]);
const UNAVAILABLE_SQLSTATE_CLASS = "08";

/** Socket errors from node-postgres. */
const UNAVAILABLE_SYSCALL_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
  "EPIPE",
]);

/** Messages of pg-pool, node-postgres, PGlite and our own ping timeout (they carry no code). */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Cannot use a pool after calling end on the pool/,
  /^Client has encountered a connection error/,
  /^PGlite is closed/,
  /^database did not answer within/,
];

const MAX_CAUSE_DEPTH = 5;

/** Walks the error and its causes (Drizzle wraps driver errors in DrizzleQueryError). */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < MAX_CAUSE_DEPTH && current instanceof Object; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === "string") {
      if (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_SYSCALL_CODES.has(code)) return true;
      if (code.length === 5 && code.startsWith(UNAVAILABLE_SQLSTATE_CLASS)) return true;
    }
    if (typeof message === "string" && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message)))
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
