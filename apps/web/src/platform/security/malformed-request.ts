// A request whose address Next cannot decode (issue 23): Next's router turns the decode error into a render of
// a /400 page this App Router build does not have, and that render fails into a bare 500 without the security
// headers, on every path, /media and the console host included. server.mjs answers such requests itself, before
// the page cache and Next, with 400 and the same headers every other answer carries (decision 0017).
import type { IncomingMessage, ServerResponse } from "node:http";
import { answerErrorJson, BAD_REQUEST_MESSAGE, startErrorAnswer } from "./error-answer.ts";

/** A `%` not followed by two hex digits: not a URL at all (RFC 3986 2.1). */
const BROKEN_ESCAPE = /%(?![0-9a-f]{2})/i;
const API_PATH = /^\/api(?:\/|$)/;

/**
 * Whether a request target cannot be decoded. The path must decode as UTF-8: Next routes by its decoded form and
 * fails otherwise. The query only needs well-formed escapes: Next reads it leniently (a byte that is not UTF-8
 * becomes U+FFFD), and old inbound links (EUC-KR search terms from Korean portals) keep landing on the page.
 */
export function isMalformedTarget(url: string | undefined): boolean {
  const target = url ?? "/";
  const queryStart = target.indexOf("?");
  const path = queryStart === -1 ? target : target.slice(0, queryStart);
  const query = queryStart === -1 ? "" : target.slice(queryStart + 1);
  if (BROKEN_ESCAPE.test(query)) return true;
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

/** Answers 400: the spec's error shape (section 8) under /api, a small Korean page otherwise; never cached. */
export function answerBadRequest(req: IncomingMessage, res: ServerResponse) {
  const path = (req.url ?? "/").split("?", 1)[0] ?? "/";
  if (API_PATH.test(path)) return answerErrorJson(req, res, 400, "Bad request");
  startErrorAnswer(req, res, 400);
  res.setHeader("content-type", "text/html; charset=utf-8");
  res.end(
    `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>잘못된 주소입니다</title></head><body style="font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;color:#3b2a20;background:#faf6f0"><main style="text-align:center;padding:24px"><h1 style="font-size:24px">잘못된 주소입니다</h1><p>${BAD_REQUEST_MESSAGE} 주소를 확인해 주세요.</p><p><a href="/">처음으로</a></p></main></body></html>`,
  );
}
