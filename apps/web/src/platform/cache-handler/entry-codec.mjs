import { isUtf8 } from "node:buffer";
import { promisify } from "node:util";
import { gunzip, gzip } from "node:zlib";

// Cached pages carry Buffers (RSC payload, route bodies) and a Map of segment Buffers, which JSON alone loses.
const BUFFER_MARK = "$buffer";
/**
 * A Buffer of UTF-8 text (a page's HTML and RSC payload, the bulk of every page entry) is kept as its text: gzip
 * shrinks text several times better than the base64 of the same bytes (issue 28: at most 40 kB stored a page).
 */
const TEXT_MARK = "$text";
const MAP_MARK = "$map";
// Every gzip stream starts with these two bytes, and JSON text never does: entries written before compression was
// introduced (plain JSON) are still read, without a format marker of our own.
const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);
// A rendered page is about 270 kB of JSON and compresses to a tenth of it; level 4 is some 4% larger than 6 for a
// good deal less CPU on every write (issue 28: a cold page's render writes a dozen entries). gzip/gunzip run on
// libuv's thread pool, off the event loop.
const GZIP_LEVEL = 4;
const compress = promisify(gzip);
const decompress = promisify(gunzip);

/**
 * @param {unknown} entry
 * @returns {string} the entry as JSON, Buffers and Maps marked so that parseEntry restores them
 */
export function serializeEntry(entry) {
  // Marked before JSON.stringify sees them: it would call Buffer#toJSON first, which spells out every byte as a
  // number (the largest cost of writing a page entry, issue 28), only for a replacer to throw that away.
  return JSON.stringify(marked(entry));
}

/** @param {unknown} value @returns {unknown} the value with every Buffer and Map replaced by its mark */
function marked(value) {
  if (value === null || typeof value !== "object") return value;
  if (value instanceof Uint8Array) {
    const bytes = Buffer.isBuffer(value)
      ? value
      : Buffer.from(value.buffer, value.byteOffset, value.byteLength);
    return isUtf8(bytes)
      ? { [TEXT_MARK]: bytes.toString("utf8") }
      : { [BUFFER_MARK]: bytes.toString("base64") };
  }
  if (value instanceof Map)
    return { [MAP_MARK]: [...value.entries()].map(([key, item]) => [key, marked(item)]) };
  if (Array.isArray(value)) return value.map(marked);
  // Anything else with its own JSON form (a Date) keeps it.
  if (typeof (/** @type {{ toJSON?: unknown }} */ (value).toJSON) === "function") return value;
  /** @type {Record<string, unknown>} */
  const out = {};
  for (const [key, item] of Object.entries(value)) out[key] = marked(item);
  return out;
}

/**
 * @param {string} text
 * @returns {unknown} the entry, or undefined when the text is not one (a foreign or truncated value: a miss)
 */
export function parseEntry(text) {
  try {
    return JSON.parse(text, (_key, value) => {
      if (value && typeof value === "object" && !Array.isArray(value)) {
        if (typeof value[BUFFER_MARK] === "string") return Buffer.from(value[BUFFER_MARK], "base64");
        if (typeof value[TEXT_MARK] === "string") return Buffer.from(value[TEXT_MARK], "utf8");
        if (Array.isArray(value[MAP_MARK])) return new Map(value[MAP_MARK]);
      }
      return value;
    });
  } catch {
    return undefined;
  }
}

/**
 * @param {unknown} entry
 * @returns {Promise<Buffer>} the entry as gzip-compressed JSON, as stored in Redis
 */
export async function encodeEntry(entry) {
  return compress(serializeEntry(entry), { level: GZIP_LEVEL });
}

/**
 * @param {Buffer} stored compressed JSON, or plain JSON written by an earlier version
 * @returns {Promise<unknown>} the entry, or undefined when the bytes are not one (a miss)
 */
export async function decodeEntry(stored) {
  if (stored.subarray(0, GZIP_MAGIC.length).equals(GZIP_MAGIC)) {
    try {
      return parseEntry((await decompress(stored)).toString("utf8"));
    } catch {
      return undefined;
    }
  }
  return parseEntry(stored.toString("utf8"));
}
