import type { Socket } from "node:net";
import { type ApiError, errorMessages } from "@clinic/shared";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isResponseSerializationError } from "fastify-type-provider-zod";
import { isDatabaseUnavailable } from "../lib/database-errors";
import { databaseUnavailable, HttpError, unknownSystemError } from "../lib/http-error";
import { securityHeadersFor } from "./security-headers";

/** Fastify names the request parts it validates; clients know them by the names in our field paths. */
const PART_NAMES: Record<string, string> = {
  querystring: "query",
  body: "body",
  params: "params",
  headers: "headers",
};

interface ValidationIssue {
  instancePath?: string;
  message?: string;
}

/**
 * Maps anything thrown while handling a request to the one error shape of spec section 8. Only deliberate
 * HttpErrors and Fastify's own 4xx errors keep their message; everything else is a 500 without details.
 */
export function toApiError(error: unknown): ApiError {
  if (error instanceof HttpError) return error.toBody();
  const fastifyError = error as Partial<FastifyError> | undefined;
  if (Array.isArray(fastifyError?.validation)) {
    return validationError(fastifyError.validation, fastifyError.validationContext ?? "request").toBody();
  }
  if (isDatabaseUnavailable(error)) return databaseUnavailable().toBody();
  const status = fastifyError?.statusCode;
  if (typeof status === "number" && status >= 400 && status < 500 && !isSerializationError(error)) {
    return { status, message: clientErrorMessage(fastifyError), translate: translateFor(status) };
  }
  return unknownSystemError().toBody();
}

export function validationError(issues: ValidationIssue[], context: string): HttpError {
  const part = PART_NAMES[context] ?? context;
  const fields = issues.map((issue) => {
    const path = (issue.instancePath ?? "").split("/").filter(Boolean).join(".");
    return { path: path ? `${part}.${path}` : part, message: issue.message ?? "invalid value" };
  });
  return new HttpError(400, "validation failed", errorMessages.badRequest, fields);
}

export function translateFor(status: number): string {
  if (status === 401 || status === 403) return errorMessages.sessionExpired;
  if (status === 404) return errorMessages.notFound;
  if (status === 429) return errorMessages.tooManyRequests;
  if (status >= 500) return status === 503 ? errorMessages.unavailable : errorMessages.unknownSystemError;
  return errorMessages.badRequest;
}

function clientErrorMessage(error: Partial<FastifyError> | undefined): string {
  // Fastify's 4xx messages are fixed texts ("Body cannot be empty…") that never carry a stack or internals.
  const message = error?.message?.trim();
  return message ? message : "bad request";
}

function isSerializationError(error: unknown): boolean {
  return error instanceof Error && "method" in error && isResponseSerializationError(error);
}

function send(reply: FastifyReply, body: ApiError) {
  return reply.code(body.status).type("application/json; charset=utf-8").send(body);
}

/** One error handler and one not-found handler for the whole app, so every failure has the same shape. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const body = toApiError(error);
    if (error instanceof HttpError && error.retryAfterSeconds !== undefined) {
      reply.header("retry-after", String(error.retryAfterSeconds));
    }
    if (body.status >= 500) {
      request.log.error({ err: error, status: body.status }, "request failed");
    } else {
      request.log.info(
        { status: body.status, message: body.message, fields: body.fields },
        "request rejected",
      );
    }
    return send(reply, body);
  });

  app.setNotFoundHandler((request, reply) => {
    request.log.info({ url: request.url }, "route not found");
    return send(reply, { status: 404, message: "route not found", translate: errorMessages.notFound });
  });
}

/** Errors Fastify raises before routing (e.g. a malformed URL): same shape, status from the error. */
export function handleFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const body = toApiError(error);
  request.log.info({ status: body.status, code: error.code }, "request rejected before routing");
  // Fastify runs no hooks for these, so the security-headers hook never sees them.
  reply.headers(securityHeadersFor(request.url ?? ""));
  return send(reply, body);
}

/** Requests Node's HTTP parser rejects never reach Fastify; answer them in the same shape and hang up. */
export function handleClientError(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const tooLarge = error.code === "HPE_HEADER_OVERFLOW";
  const status = tooLarge ? 431 : 400;
  const payload = JSON.stringify({
    status,
    message: tooLarge ? "request header fields too large" : "bad request",
    translate: errorMessages.badRequest,
  } satisfies ApiError);
  const security = Object.entries(securityHeadersFor(""))
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");
  socket.end(
    `HTTP/1.1 ${status} ${tooLarge ? "Request Header Fields Too Large" : "Bad Request"}\r\n` +
      `Connection: close\r\nContent-Type: application/json; charset=utf-8\r\n${security}` +
      `Content-Length: ${Buffer.byteLength(payload)}\r\n\r\n${payload}`,
  );
}
