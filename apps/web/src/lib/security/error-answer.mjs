// The answers server.mjs gives itself, before the page cache and Next (an address it cannot decode, a body over
// the limit): the security headers every other answer carries, never cached, and under /api the spec-8 error
// shape. Plain JavaScript: server.mjs runs it outside Next's compiler.
import { securityHeaders } from "./security-headers.mjs";

/** errorMessages.badRequest of @clinic/shared (a .ts module server.mjs cannot import); a test keeps them equal. */
export const BAD_REQUEST_MESSAGE = "요청 값이 올바르지 않습니다.";

/**
 * Status, security headers (HSTS behind TLS: server.mjs has already set x-forwarded-proto from the connection or a
 * trusted proxy) and no-store; the caller writes the body.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {number} status
 */
export function startErrorAnswer(req, res, status) {
  const https = req.headers["x-forwarded-proto"] === "https";
  for (const { key, value } of securityHeaders({ development: false, https })) res.setHeader(key, value);
  res.statusCode = status;
  res.setHeader("cache-control", "no-store");
}

/**
 * The whole answer in the spec-8 error shape `{ status, message, translate }`.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {number} status
 * @param {string} message
 */
export function answerErrorJson(req, res, status, message) {
  startErrorAnswer(req, res, status);
  res.setHeader("content-type", "application/json; charset=utf-8");
  res.end(JSON.stringify({ status, message, translate: BAD_REQUEST_MESSAGE }));
}
