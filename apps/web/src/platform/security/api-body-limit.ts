// Bodies sent to the /api pass-through that are larger than the API accepts (issue 23). Next reads every request
// body to its end (keeping 10 MB) before proxy.ts and the route handler run, so a 150 MB upload was read whole
// before anything could refuse it. server.mjs asks this module first, before the page cache and Next: a declared
// length over the limit is refused without reading the body, and a chunked body is counted as it arrives and
// refused as soon as it passes the limit. Erasable TypeScript: server.mjs runs it on Node's type stripping, outside
// Next's compiler.
import { IncomingMessage, type ServerResponse } from "node:http";
import { answerErrorJson } from "./error-answer.ts";

/** API_BODY_LIMIT_BYTES of @clinic/shared (a .ts module server.mjs cannot import); a test keeps them equal. */
export const API_BODY_LIMIT_BYTES = 1024 * 1024;
/**
 * The connection is cut this long after the 413, not at once: closing at once makes the client's next write fail
 * (EPIPE) before it has read the answer, so it would see a broken connection instead of the 413. Meanwhile the
 * rest of the upload is not read: it waits in the kernel's buffers, the client's writes stall, and a client that
 * reads while it sends (every HTTP client does) has the answer within milliseconds and stops.
 */
const LINGER_MS = 2_000;
const API_PATH = /^\/api\//;
const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Calls `next` with the request to serve (the same one, or for a chunked body a copy that replays the bytes
 * already read), or answers 413 itself.
 */
export function guardApiBody(
  req: IncomingMessage,
  res: ServerResponse,
  next: (req: IncomingMessage) => void,
  limit: number = API_BODY_LIMIT_BYTES,
) {
  const path = (req.url ?? "/").split("?", 1)[0] ?? "/";
  if (!BODY_METHODS.has(req.method ?? "") || !API_PATH.test(path)) return next(req);
  const declared = req.headers["content-length"];
  // Node's parser holds a body to its declared length, so a length within the limit needs no counting.
  if (declared !== undefined) return Number(declared) <= limit ? next(req) : refuse(req, res);
  if (req.headers["transfer-encoding"] === undefined) return next(req);

  const chunks: Buffer[] = [];
  let size = 0;
  const onData = (chunk: Buffer) => {
    size += chunk.length;
    if (size <= limit) {
      chunks.push(chunk);
      return;
    }
    req.off("data", onData);
    req.off("end", onEnd);
    refuse(req, res);
  };
  const onEnd = () => next(replayOf(req, Buffer.concat(chunks, size)));
  req.on("data", onData);
  req.on("end", onEnd);
  // A client that gives up mid-upload leaves nothing to answer.
  req.on("error", () => {});
}

/** The same request with its (already read) body as a fixed-length one, for Next to read again. */
function replayOf(req: IncomingMessage, body: Buffer): IncomingMessage {
  const replay = new IncomingMessage(req.socket);
  replay.method = req.method;
  replay.url = req.url;
  replay.httpVersion = req.httpVersion;
  replay.httpVersionMajor = req.httpVersionMajor;
  replay.httpVersionMinor = req.httpVersionMinor;
  const headers = { ...req.headers, "content-length": String(body.length) };
  delete headers["transfer-encoding"];
  replay.headers = headers;
  replay.rawHeaders = Object.entries(headers).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).flatMap((one) => [name, String(one)]),
  );
  // Whole, as the parser would have marked it: a request that is not `complete` when it is destroyed (after its
  // end, while Next is still answering) counts as aborted, and Node then destroys the connection under the answer.
  replay.complete = true;
  replay.push(body);
  replay.push(null);
  return replay;
}

/** 413 in the spec-8 error shape with the site's security headers; the rest of the upload is not kept. */
function refuse(req: IncomingMessage, res: ServerResponse): void {
  // Stop taking the body. Paused, the request buffers a few kilobytes and Node then stops reading the socket; and
  // as a request already being read, it is not "dumped" after the answer (Node would read the whole rest then).
  req.pause();
  req.read(0);
  // The pass-through's own 413 says it the same way (errorMessages.badRequest).
  answerErrorJson(req, res, 413, "Request body is too large");
  res.once("finish", () => {
    if (!req.complete) setTimeout(() => req.socket.destroy(), LINGER_MS).unref();
  });
}
