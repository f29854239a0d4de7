import { isUtf8 } from "node:buffer";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { ownBytes } from "../memory/own-bytes.ts";

// Cached pages carry Buffers (RSC payload, route bodies) and a Map of segment Buffers, which JSON alone loses.
const BUFFER_MARK = "$buffer";
/**
 * A Buffer of UTF-8 text (a page's HTML and RSC payload, the bulk of every page entry) is kept as its text: it
 * compresses several times better than the base64 of the same bytes (issue 28: at most 40 kB stored a page).
 */
const TEXT_MARK = "$text";
const MAP_MARK = "$map";
/**
 * Next 16 keeps a page's whole RSC payload twice: as `rscData` and as the `/_full` entry of `segmentData` (the
 * client's segment cache asks for it). The copy is stored as this mark and made the same Buffer again on reading:
 * a third of a page entry's JSON, serialised, compressed and parsed for nothing otherwise.
 */
const SAME_AS_RSC_MARK = "$rscData";
// Every gzip stream starts with 1f 8b and every zstd frame with 28 b5 2f fd; JSON text starts with neither. Entries
// written by earlier versions (plain JSON, then gzip) are still read, with no format marker of our own.
const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);
const ZSTD_MAGIC = Buffer.from([0x28, 0xb5, 0x2f, 0xfd]);
/**
 * zstd at level 3 (issue 28, measured on lumière's home and product entries: docs/quality.md): a page entry is
 * the HTML with the RSC payload inlined beside the payload itself, repeats farther apart than gzip's 32 kB window
 * and well inside zstd's, so it stores in about half of gzip's bytes, and compresses about four times faster than
 * gzip at level 4. Node 24 has zstd; a runtime without it (Node 20 before the project's own Node is installed)
 * writes gzip, which every version reads.
 */
const ZSTD_LEVEL = 3;
const GZIP_LEVEL = 4;
const hasZstd = typeof zlib.zstdCompress === "function";
const zstdCompress = hasZstd ? promisify(zlib.zstdCompress) : null;
const zstdDecompress = hasZstd ? promisify(zlib.zstdDecompress) : null;
const gzip = promisify(zlib.gzip);
const gunzip = promisify(zlib.gunzip);

/** @param {string} json @returns {Promise<Buffer>} */
async function compress(json) {
  // Kept for long by the memory store: in memory of its own size, not a view of zlib's 64 kB chunk.
  return ownBytes(
    await (zstdCompress
      ? zstdCompress(json, { params: { [zlib.constants.ZSTD_c_compressionLevel]: ZSTD_LEVEL } })
      : gzip(json, { level: GZIP_LEVEL })),
  );
}

/**
 * @param {unknown} entry
 * @returns {string} the entry as JSON, Buffers and Maps marked so that parseEntry restores them
 */
export function serializeEntry(entry) {
  // Marked before JSON.stringify sees them: it would call Buffer#toJSON first, which spells out every byte as a
  // number (the largest cost of writing a page entry, issue 28), only for a replacer to throw that away.
  return JSON.stringify(marked(withoutRscCopies(entry)));
}

/**
 * @param {unknown} value
 * @returns {value is { rscData: Uint8Array; segmentData: Map<string, unknown> }} a page value holding its payload twice
 */
function isPageValue(value) {
  if (!value || typeof value !== "object") return false;
  const page = /** @type {{ rscData?: unknown; segmentData?: unknown }} */ (value);
  return page.rscData instanceof Uint8Array && page.segmentData instanceof Map;
}

/** @param {unknown} entry @returns {unknown} the entry with segments equal to its RSC payload marked */
function withoutRscCopies(entry) {
  const value = /** @type {{ value?: unknown } | null} */ (entry)?.value;
  if (!isPageValue(value)) return entry;
  const rsc = Buffer.from(value.rscData.buffer, value.rscData.byteOffset, value.rscData.byteLength);
  const segments = new Map();
  for (const [key, segment] of value.segmentData)
    segments.set(
      key,
      segment instanceof Uint8Array && rsc.equals(segment) ? { [SAME_AS_RSC_MARK]: 1 } : segment,
    );
  return { .../** @type {object} */ (entry), value: { ...value, segmentData: segments } };
}

/** @param {unknown} entry @returns {unknown} the entry with marked segments made its RSC payload again */
function withRscCopies(entry) {
  const value = /** @type {{ value?: unknown } | null} */ (entry)?.value;
  if (!isPageValue(value)) return entry;
  for (const [key, segment] of value.segmentData)
    if (segment && typeof segment === "object" && SAME_AS_RSC_MARK in segment)
      value.segmentData.set(key, value.rscData);
  return entry;
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
    return withRscCopies(parseMarked(text));
  } catch {
    return undefined;
  }
}

/** @param {string} text @returns {unknown} */
function parseMarked(text) {
  return JSON.parse(text, (_key, value) => {
    if (value && typeof value === "object" && !Array.isArray(value)) {
      if (typeof value[BUFFER_MARK] === "string") return Buffer.from(value[BUFFER_MARK], "base64");
      if (typeof value[TEXT_MARK] === "string") return Buffer.from(value[TEXT_MARK], "utf8");
      if (Array.isArray(value[MAP_MARK])) return new Map(value[MAP_MARK]);
    }
    return value;
  });
}

/**
 * @param {unknown} entry
 * @returns {Promise<Buffer>} the entry as compressed JSON (zstd; gzip without it), as stored in Redis or memory
 */
export async function encodeEntry(entry) {
  return compress(serializeEntry(entry));
}

/**
 * @param {Buffer} stored compressed JSON, or plain JSON written by an earlier version
 * @returns {Promise<unknown>} the entry, or undefined when the bytes are not one (a miss)
 */
export async function decodeEntry(stored) {
  const starts = (/** @type {Buffer} */ magic) => stored.subarray(0, magic.length).equals(magic);
  const inflate = starts(ZSTD_MAGIC) ? zstdDecompress : starts(GZIP_MAGIC) ? gunzip : null;
  if (!inflate) return parseEntry(stored.toString("utf8"));
  try {
    return parseEntry((await inflate(stored)).toString("utf8"));
  } catch {
    // A zstd entry read by a runtime without zstd, or truncated bytes: a miss.
    return undefined;
  }
}
