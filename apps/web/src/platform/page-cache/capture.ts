// Reads an answer as Next writes it (after its compression) without holding it back from the visitor.
import type { OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { keepable, MAX_PAGE_BYTES, PUBLIC_PAGE_HEADER, SITE_HEADER, STATUS_HEADER } from "./rules.ts";

/** Headers of one connection or one moment, never replayed from a kept page. */
const NOT_KEPT_HEADERS = new Set([
  "connection",
  "keep-alive",
  "transfer-encoding",
  "date",
  "content-length",
  "age",
]);
const INTERNAL_HEADERS: string[] = [SITE_HEADER, PUBLIC_PAGE_HEADER];

/**
 * A copy of what was passed to `res.write` or `res.end` (a Buffer, a string in its encoding, a typed array), or
 * null when nothing was (no chunk, or the callback in its place). A copy: the writer may reuse its buffer.
 */
export function copyOfChunk(chunk: unknown, encoding: unknown): Buffer | null {
  if (chunk === undefined || chunk === null || typeof chunk === "function") return null;
  if (typeof chunk === "string") {
    return Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
  }
  if (Buffer.isBuffer(chunk)) return Buffer.from(chunk);
  const view = chunk as ArrayBufferView;
  return Buffer.from(Buffer.from(view.buffer, view.byteOffset, view.byteLength));
}

export interface Answer {
  status: number;
  rawHeaders: Record<string, unknown>;
  headers: [string, unknown][];
  body: Buffer;
  kept: { site: string; stale: boolean } | null;
}

/** Node's overloaded `res.write` / `res.end`, as the wrappers below call them. */
type WriteArguments = [chunk?: unknown, encoding?: unknown, callback?: unknown];
type Loose<F> = (...args: WriteArguments) => F;

/**
 * Wraps `res` so that the proxy's internal headers never reach the visitor and, with `capture`, the status,
 * headers and bytes are collected. Resolves with the answer once it is sent, or null when the connection closed
 * first (or the body was too large to keep); `onFinish` gets the same value.
 */
export function captureResponse(
  res: ServerResponse,
  { capture, onFinish }: { capture: boolean; onFinish: (answer: Answer | null) => void },
): Promise<Answer | null> {
  let rawHeaders: Record<string, unknown> = {};
  let status = 200;
  let chunks: Buffer[] | null = capture ? [] : null;
  let bytes = 0;

  const writeHead = res.writeHead as (statusCode: number, ...rest: unknown[]) => ServerResponse;
  res.writeHead = function writeHeadStripped(statusCode: number, ...rest: unknown[]) {
    const [reason, headers] = rest;
    const given = typeof reason === "object" ? reason : headers;
    if (given && !Array.isArray(given)) {
      for (const [name, value] of Object.entries(given as OutgoingHttpHeaders)) {
        if (value !== undefined) res.setHeader(name, value as OutgoingHttpHeader);
      }
    } else if (Array.isArray(given)) {
      // Raw header arrays are not read here: such an answer is passed on untouched and not kept.
      chunks = null;
      return writeHead.call(res, statusCode, ...rest);
    }
    status = statusCode;
    rawHeaders = { ...res.getHeaders() };
    for (const name of INTERNAL_HEADERS) res.removeHeader(name);
    return writeHead.call(res, statusCode, typeof reason === "string" ? reason : undefined);
  } as ServerResponse["writeHead"];

  if (capture) {
    const collect = (chunk: unknown, encoding: unknown) => {
      const buffer = chunks === null ? null : copyOfChunk(chunk, encoding);
      if (buffer === null || chunks === null) return;
      bytes += buffer.length;
      if (bytes > MAX_PAGE_BYTES) chunks = null;
      else chunks.push(buffer);
    };
    const write = res.write as Loose<boolean>;
    res.write = function writeCollected(chunk: unknown, encoding?: unknown, callback?: unknown) {
      collect(chunk, encoding);
      return write.call(res, chunk, encoding, callback);
    } as ServerResponse["write"];
    const end = res.end as Loose<ServerResponse>;
    res.end = function endCollected(chunk?: unknown, encoding?: unknown, callback?: unknown) {
      collect(chunk, encoding);
      return end.call(res, chunk, encoding, callback);
    } as ServerResponse["end"];
  }

  return new Promise((resolve) => {
    let settled = false;
    const settle = (answer: Answer | null) => {
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
