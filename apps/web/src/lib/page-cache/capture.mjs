// Reads an answer as Next writes it (after its compression) without holding it back from the visitor.
import { keepable, MAX_PAGE_BYTES, PUBLIC_PAGE_HEADER, SITE_HEADER, STATUS_HEADER } from "./rules.mjs";

/** Headers of one connection or one moment, never replayed from a kept page. */
const NOT_KEPT_HEADERS = new Set([
  "connection",
  "keep-alive",
  "transfer-encoding",
  "date",
  "content-length",
  "age",
]);
const INTERNAL_HEADERS = [SITE_HEADER, PUBLIC_PAGE_HEADER];

/**
 * A copy of what was passed to `res.write` or `res.end` (a Buffer, a string in its encoding, a typed array), or
 * null when nothing was (no chunk, or the callback in its place). A copy: the writer may reuse its buffer.
 * @returns {Buffer | null}
 */
export function copyOfChunk(chunk, encoding) {
  if (chunk === undefined || chunk === null || typeof chunk === "function") return null;
  if (typeof chunk === "string") return Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8");
  return Buffer.from(
    Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength),
  );
}

/**
 * @typedef {{ status: number, rawHeaders: Record<string, unknown>, headers: [string, unknown][], body: Buffer,
 *   kept: { site: string, stale: boolean } | null }} Answer
 */

/**
 * Wraps `res` so that the proxy's internal headers never reach the visitor and, with `capture`, the status,
 * headers and bytes are collected. Resolves with the answer once it is sent, or null when the connection closed
 * first (or the body was too large to keep); `onFinish` gets the same value.
 * @param {import("node:http").ServerResponse} res
 * @param {{ capture: boolean, onFinish: (answer: Answer | null) => void }} options
 * @returns {Promise<Answer | null>}
 */
export function captureResponse(res, { capture, onFinish }) {
  /** @type {Record<string, unknown>} */
  let rawHeaders = {};
  let status = 200;
  /** @type {Buffer[] | null} */
  let chunks = capture ? [] : null;
  let bytes = 0;

  const writeHead = res.writeHead;
  res.writeHead = function writeHeadStripped(statusCode, ...rest) {
    const [reason, headers] = rest;
    const given = typeof reason === "object" ? reason : headers;
    if (given && !Array.isArray(given)) {
      for (const [name, value] of Object.entries(given)) if (value !== undefined) res.setHeader(name, value);
    } else if (Array.isArray(given)) {
      // Raw header arrays are not read here: such an answer is passed on untouched and not kept.
      chunks = null;
      return writeHead.call(res, statusCode, ...rest);
    }
    status = statusCode;
    rawHeaders = { ...res.getHeaders() };
    for (const name of INTERNAL_HEADERS) res.removeHeader(name);
    return writeHead.call(res, statusCode, typeof reason === "string" ? reason : undefined);
  };

  if (capture) {
    const collect = (chunk, encoding) => {
      const buffer = chunks === null ? null : copyOfChunk(chunk, encoding);
      if (buffer === null) return;
      bytes += buffer.length;
      if (bytes > MAX_PAGE_BYTES) chunks = null;
      else chunks.push(buffer);
    };
    const write = res.write;
    res.write = function writeCollected(chunk, encoding, callback) {
      collect(chunk, encoding);
      return write.call(res, chunk, encoding, callback);
    };
    const end = res.end;
    res.end = function endCollected(chunk, encoding, callback) {
      collect(chunk, encoding);
      return end.call(res, chunk, encoding, callback);
    };
  }

  return new Promise((resolve) => {
    let settled = false;
    const settle = (answer) => {
      if (settled) return;
      settled = true;
      onFinish(answer);
      resolve(answer);
    };
    res.once("finish", () => {
      if (chunks === null) return settle(null);
      const headers = Object.entries(rawHeaders).filter(
        ([name]) => !NOT_KEPT_HEADERS.has(name) && !INTERNAL_HEADERS.includes(name) && name !== STATUS_HEADER,
      );
      settle({
        status,
        rawHeaders,
        headers,
        body: Buffer.concat(chunks),
        kept: keepable(status, rawHeaders),
      });
    });
    res.once("close", () => settle(null));
  });
}
