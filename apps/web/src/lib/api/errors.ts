// The zod-free entry: the browser imports this module for every failed call.
import { errorMessages } from "@clinic/shared/constants";

/**
 * A failed API call as the storefront shows it (spec section 8): `message` is what a visitor may read, `code`
 * keeps the API's raw message for logs and branching.
 */
export interface ClientError {
  status: number;
  message: string;
  code: string;
}

/** `code` of a call that never got an answer (connection refused, DNS failure, reset). */
export const NO_RESPONSE_CODE = "NO_RESPONSE";

function firstString(value: unknown): string | undefined {
  if (typeof value === "string" && value.trim() !== "") return value;
  if (Array.isArray(value))
    return value.find((item): item is string => typeof item === "string" && item !== "");
  return undefined;
}

/**
 * Maps an answer to a ClientError: message = translate ?? first of a list ?? message; no answer at all (status
 * null) → 500 with the Korean "unknown system error" text. Bodies that are not the error shape (an HTML 502 from
 * a load balancer) fall back to the same Korean text with the answer's status.
 */
export function toClientError(status: number | null, body: unknown): ClientError {
  if (status === null) {
    return { status: 500, message: errorMessages.unknownSystemError, code: NO_RESPONSE_CODE };
  }
  const record = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  const raw = firstString(record.message);
  const message = firstString(record.translate) ?? raw ?? errorMessages.unknownSystemError;
  return { status, message, code: raw ?? `HTTP_${status}` };
}

/** Thrown by the API client; pages turn 404 into notFound() and let the rest reach error.tsx. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(readonly clientError: ClientError) {
    super(clientError.message);
    this.name = "ApiRequestError";
    this.status = clientError.status;
    this.code = clientError.code;
  }
}

export function isApiNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}
