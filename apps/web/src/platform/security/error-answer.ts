// The answers server.mjs gives itself, before the page cache and Next (an address it cannot decode, a body over
// the limit): the security headers every other answer carries, never cached, and under /api the spec-8 error
// shape. Erasable TypeScript: server.mjs runs it on Node's type stripping, outside Next's compiler.
import type { IncomingMessage, ServerResponse } from "node:http";
import { securityHeaders } from "./security-headers.ts";

/** errorMessages.badRequest of @clinic/shared (a .ts module server.mjs cannot import); a test keeps them equal. */
export const BAD_REQUEST_MESSAGE = "요청 값이 올바르지 않습니다.";

/**
 * Status, security headers (HSTS behind TLS: server.mjs has already set x-forwarded-proto from the connection or a
 * trusted proxy) and no-store; the caller writes the body.
 */
export function startErrorAnswer(req: IncomingMessage, res: ServerResponse, status: number): void {
  const https = req.headers["x-forwarded-proto"] === "https";
  for (const { key, value } of securityHeaders({ development: false, https })) res.setHeader(key, value);
  res.statusCode = status;
  res.setHeader("cache-control", "no-store");
}

/** The whole answer in the spec-8 error shape `{ status, message, translate }`. */
export function answerErrorJson(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  message: string,
): void {
  startErrorAnswer(req, res, status);
  res.setHeader("content-type", "application/json; charset=utf-8");
  res.end(JSON.stringify({ status, message, translate: BAD_REQUEST_MESSAGE }));
}
