// The data-layer bootstrap first in <head> (README, issue 25, decision 0034). React writes Next's async chunk
// scripts, stylesheets and preloads into <head> before anything the root layout renders there (vercel/next.js#73275),
// so the web server moves the `<script id="data-layer">` the layout rendered to right after `<head>`. Moving keeps the
// document's length and bytes otherwise unchanged. Next compresses its answers itself, after which nothing could be
// moved: for document requests Next is asked for the plain answer and this layer gzips it, as Next would have.
import type { IncomingMessage, ServerResponse } from "node:http";
import { constants, createGzip, type Gzip } from "node:zlib";

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

/** The script the root layout renders (apps/web/src/app/[site]/[lang]/layout.tsx). */
const FIRST_SCRIPT = /<script id="data-layer">[^<]*<\/script>/;
const HEAD_OPEN = /<head(?:\s[^>]*)?>/;
const HEAD_CLOSE = "</head>";
/** A head larger than this is passed on as it is (ours is a few kB). */
const MAX_HEAD_BYTES = 256 * 1024;
/** Paths that never answer a clinic's HTML page. */
const NOT_DOCUMENTS = /^\/(?:_next|api|media|widget|ops|_vercel)(?:\/|$)/;

/** `html` with the data-layer script moved right after `<head>`; unchanged when either is missing. Pure. */
export function moveFirstScript(html: string): string {
  const head = HEAD_OPEN.exec(html);
  const script = FIRST_SCRIPT.exec(html);
  if (!head || !script) return html;
  const headEnd = head.index + head[0].length;
  if (script.index < headEnd) return html;
  if (script.index === headEnd) return html;
  const before = html.slice(0, headEnd);
  const between = html.slice(headEnd, script.index);
  const after = html.slice(script.index + script[0].length);
  return `${before}${script[0]}${between}${after}`;
}

/** A GET of a page (not an RSC payload, a file, the pass-through or an internal path). */
export function isDocumentRequest(req: Pick<IncomingMessage, "method" | "url" | "headers">): boolean {
  if (req.method !== "GET") return false;
  if (req.headers.rsc !== undefined || req.headers["next-router-prefetch"] !== undefined) return false;
  const path = (req.url ?? "/").split("?")[0] ?? "/";
  if (NOT_DOCUMENTS.test(path)) return false;
  return !/\.[A-Za-z0-9]+$/.test(path);
}

const acceptsGzip = (value: string | string[] | undefined): boolean =>
  /\bgzip\b(?!\s*;\s*q=0(?:\.0*)?\b)/i.test(Array.isArray(value) ? value.join(",") : (value ?? ""));

type Write = (chunk: unknown, encoding?: unknown, callback?: unknown) => boolean;
type End = (chunk?: unknown, encoding?: unknown, callback?: unknown) => ServerResponse;

const toBuffer = (chunk: unknown, encoding: unknown): Buffer | null => {
  if (chunk === undefined || chunk === null || typeof chunk === "function") return null;
  if (typeof chunk === "string")
    return Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
  if (Buffer.isBuffer(chunk)) return chunk;
  const view = chunk as ArrayBufferView;
  return Buffer.from(view.buffer, view.byteOffset, view.byteLength);
};

/** Wraps Next's handler: document answers get the data-layer script first in <head>. */
export function withFirstScript(handle: RequestHandler): RequestHandler {
  return (req, res) => {
    if (!isDocumentRequest(req)) return handle(req, res);
    const gzipWanted = acceptsGzip(req.headers["accept-encoding"]);
    // Next must not compress: the script could not be moved in gzip. This layer compresses instead.
    delete req.headers["accept-encoding"];
    patchResponse(res, gzipWanted);
    return handle(req, res);
  };
}

function patchResponse(res: ServerResponse, gzipWanted: boolean): void {
  const originalWrite = res.write.bind(res) as Write;
  const originalEnd = res.end.bind(res) as End;
  const originalWriteHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  /** null until the headers are written: then whether this answer is an HTML body we rearrange. */
  let html: boolean | null = null;
  let gzip: Gzip | null = null;
  let head: Buffer[] | null = [];
  let headBytes = 0;

  const decide = () => {
    if (html !== null) return;
    const type = String(res.getHeader("content-type") ?? "");
    const bodyless = res.statusCode === 204 || res.statusCode === 304 || res.req?.method === "HEAD";
    html = !bodyless && type.startsWith("text/html") && !res.getHeader("content-encoding");
    if (!html) {
      head = null;
      return;
    }
    const vary = String(res.getHeader("vary") ?? "");
    if (!/accept-encoding/i.test(vary))
      res.setHeader("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
    if (!gzipWanted) return;
    res.removeHeader("content-length");
    res.setHeader("content-encoding", "gzip");
    gzip = createGzip();
    gzip.on("data", (data: Buffer) => originalWrite(data));
  };

  res.writeHead = function writeHead(this: ServerResponse, ...args: unknown[]) {
    // Headers given to writeHead itself are applied first, so the decision sees them.
    const [statusCode, reason, headers] = args;
    const given = typeof reason === "object" && reason !== null ? reason : headers;
    if (typeof statusCode === "number") res.statusCode = statusCode;
    if (given && typeof given === "object" && !Array.isArray(given)) {
      for (const [name, value] of Object.entries(given)) {
        if (value !== undefined) res.setHeader(name, value as string | number | readonly string[]);
      }
      decide();
      return originalWriteHead(res.statusCode, ...(typeof reason === "string" ? [reason] : []));
    }
    decide();
    return originalWriteHead(...args);
  } as typeof res.writeHead;

  const emit = (data: Buffer) => {
    if (data.length === 0) return;
    if (gzip) gzip.write(data);
    else originalWrite(data);
  };

  /** The buffered head, rearranged, goes out once `</head>` has arrived (or the head is too long to hold). */
  const release = () => {
    if (head === null) return;
    const text = Buffer.concat(head).toString("utf8");
    head = null;
    emit(Buffer.from(moveFirstScript(text), "utf8"));
  };

  res.write = function write(chunk: unknown, encoding?: unknown, callback?: unknown) {
    if (html === null) decide();
    const data = toBuffer(chunk, encoding);
    const done = typeof encoding === "function" ? encoding : callback;
    if (!html) return originalWrite(chunk, encoding, callback);
    if (data) {
      if (head !== null) {
        head.push(Buffer.from(data));
        headBytes += data.length;
        if (headBytes > MAX_HEAD_BYTES || Buffer.concat(head).includes(HEAD_CLOSE)) release();
      } else emit(data);
    }
    if (typeof done === "function") process.nextTick(done as () => void);
    return true;
  } as typeof res.write;

  // Next flushes streamed HTML as it goes; the compressed part follows at once.
  (res as ServerResponse & { flush?: () => void }).flush = () => {
    if (gzip && head === null) gzip.flush(constants.Z_SYNC_FLUSH);
  };

  res.end = function end(chunk?: unknown, encoding?: unknown, callback?: unknown) {
    if (html === null) decide();
    if (!html) return originalEnd(chunk, encoding, callback);
    const data = toBuffer(chunk, encoding);
    const done = [chunk, encoding, callback].find((value) => typeof value === "function") as
      | (() => void)
      | undefined;
    if (data) {
      if (head !== null) head.push(Buffer.from(data));
      else emit(data);
    }
    release();
    const finishing = gzip;
    if (finishing) {
      finishing.once("end", () => originalEnd(done));
      finishing.end();
    } else originalEnd(done);
    return res;
  } as typeof res.end;
}
