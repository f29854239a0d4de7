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

/** A field a 400 names, e.g. { path: "body.email", message: "…" } (spec 8). */
export interface FieldError {
  path: string;
  message: string;
}

/**
 * The error half of a typed call's result (contract/endpoint.ts `CallResult`): `message` is the API's raw message
 * (or NO_RESPONSE / HTTP_{status}), `translate` the Korean text to show (spec 8: translate ?? message ?? the
 * unknown-error text), `fields` a 400's field messages.
 */
export interface CallError {
  status: number;
  message: string;
  translate: string;
  fields?: FieldError[] | undefined;
}

/** The field list of an error answer, read without zod (browser bundles import this module). */
export function fieldErrorsOf(body: unknown): FieldError[] | undefined {
  const fields =
    typeof body === "object" && body !== null ? (body as { fields?: unknown }).fields : undefined;
  if (!Array.isArray(fields)) return undefined;
  return fields.filter(
    (field): field is FieldError =>
      typeof field === "object" &&
      field !== null &&
      typeof (field as FieldError).path === "string" &&
      typeof (field as FieldError).message === "string",
  );
}

/** A typed call's error for an answer (status null: no answer at all), on the same mapping as toClientError. */
export function toCallError(status: number | null, body: unknown): CallError {
  const { status: shown, message, code } = toClientError(status, body);
  return { status: shown, message: code, translate: message, fields: fieldErrorsOf(body) };
}

/** The ClientError (Korean message, raw code) of a typed call's error. */
export function clientErrorOf(error: {
  status: number;
  message: string;
  translate?: string | undefined;
}): ClientError {
  return {
    status: error.status,
    message: error.translate ?? errorMessages.unknownSystemError,
    code: error.message,
  };
}
