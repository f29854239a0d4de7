import fc from "fast-check";
import type { RouteInputs } from "../testing/routes";

/** Sizes of the deliberately oversized inputs: past every schema's max length, under Fastify's body limit. */
const HUGE_STRING_LENGTH = 20_000;
const LONG_STRING_LENGTH = 300;
const MAX_KEYS = 6;

/** Values known to break naive parsing: numbers as strings, overflow, empties, encodings, traversal, scripts. */
const NASTY_TEXT = [
  "",
  " ",
  "0",
  "-1",
  "1.5",
  "1e999",
  "NaN",
  "Infinity",
  "9".repeat(40),
  "2147483648",
  "-9223372036854775809",
  "true",
  "null",
  "undefined",
  "[]",
  "{}",
  "__proto__",
  "constructor",
  "prototype",
  "../../etc/passwd",
  "%00",
  "\u0000",
  "\ud800",
  "한글🙂\u202e",
  "<script>alert(1)</script>",
  "' or 1=1 --",
  "2026-02-30",
  "2026-01-01T25:61:00+09:00",
  "a".repeat(LONG_STRING_LENGTH),
  "x".repeat(HUGE_STRING_LENGTH),
];

export const nastyText = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_TEXT) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 2, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.double().map(String) },
);

/** Any JSON value, weighted toward the nasty ones. */
const nastyJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: nastyText },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, 0, -1, 1.5, Number.MAX_SAFE_INTEGER + 2, []) },
  { weight: 1, arbitrary: fc.array(fc.oneof(fc.integer(), nastyText), { maxLength: 4 }) },
);

/** Keys that exploit careless object merging. */
const POLLUTING_KEYS = ["__proto__", "constructor", "prototype"];

/** Percent-encoding as a browser does it; lone surrogates become U+FFFD on the way (through UTF-8). */
export const percentEncode = (value: string) => encodeURIComponent(Buffer.from(value).toString("utf8"));

const keyOf = (known: string[]) =>
  fc.oneof(
    ...(known.length > 0 ? [{ weight: 4, arbitrary: fc.constantFrom(...known) }] : []),
    { weight: 1, arbitrary: fc.constantFrom(...POLLUTING_KEYS) },
    { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
  );

/** A query string over the route's documented names and others, sometimes with broken percent-encoding. */
export function queryString(known: string[]): fc.Arbitrary<string> {
  const pair = fc.tuple(keyOf(known), fc.oneof(nastyText, fc.constantFrom("%", "%E0%A4%A", "%zz", "a&b=c")));
  return fc
    .array(pair, { maxLength: MAX_KEYS })
    .map((pairs) =>
      pairs
        .map(([key, value]) =>
          value.startsWith("%") && value.length <= 8
            ? `${percentEncode(key)}=${value}`
            : `${percentEncode(key)}=${percentEncode(value)}`,
        )
        .join("&"),
    );
}

/** Raw JSON text whose keys are written by hand, so `__proto__` arrives as a real own key after parsing. */
const rawObject = (known: string[]) =>
  fc
    .array(fc.tuple(keyOf(known), nastyJson), { maxLength: MAX_KEYS })
    .map(
      (pairs) =>
        `{${pairs.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`).join(",")}}`,
    );

export interface FuzzBody {
  contentType: string | undefined;
  payload: string | undefined;
}

const CONTENT_TYPES = [
  "application/json",
  "application/json; charset=utf-8",
  "application/json; charset=latin1",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/xml",
  "application/json;;;",
  "garbage",
];

export function body(known: string[]): fc.Arbitrary<FuzzBody> {
  const payload = fc.oneof(
    { weight: 4, arbitrary: rawObject(known) },
    { weight: 1, arbitrary: nastyJson.map((value) => JSON.stringify(value) ?? "null") },
    { weight: 1, arbitrary: fc.constantFrom("{", "[1,", '{"a":}', "\u0000", "x".repeat(HUGE_STRING_LENGTH)) },
  );
  return fc.record({
    contentType: fc.option(fc.constantFrom(...CONTENT_TYPES), { nil: undefined, freq: 5 }),
    payload: fc.option(payload, { nil: undefined, freq: 5 }),
  });
}

export interface FuzzOrigins {
  own: string;
  other: string;
}

/** Headers: mostly a real site (so requests get past tenant resolution), plus random credentials and ids. */
export function headers(inputs: RouteInputs, origins: FuzzOrigins): fc.Arbitrary<Record<string, string>> {
  const optional = (value: fc.Arbitrary<string>) => fc.option(value, { nil: undefined, freq: 2 });
  return fc
    .record({
      ...Object.fromEntries(inputs.headers.map((name) => [name, optional(nastyText)])),
      "x-tenant-origin": fc.oneof(
        { weight: 6, arbitrary: fc.constant(origins.own) },
        { weight: 1, arbitrary: fc.constant(origins.other) },
        { weight: 1, arbitrary: nastyText },
      ),
      authorization: optional(
        fc.oneof(
          nastyText,
          nastyText.map((text) => `Bearer ${text}`),
        ),
      ),
      "x-visitor-id": optional(fc.oneof(fc.uuid(), nastyText)),
      "idempotency-key": optional(fc.oneof(fc.uuid(), nastyText)),
      "x-forwarded-for": optional(fc.oneof(fc.ipV4(), fc.ipV6(), nastyText)),
    })
    .map(
      (all) =>
        Object.fromEntries(
          Object.entries(all).filter(
            // Header values must be Latin-1 without control characters, or inject refuses to send them.
            (entry): entry is [string, string] =>
              typeof entry[1] === "string" && /^[\x20-\x7e]*$/.test(entry[1]),
          ),
        ) as Record<string, string>,
    );
}

/** A path parameter: any text, percent-encoded as a client would. */
export const pathParam = nastyText.map((value) => percentEncode(value));
