import "server-only";
import { type CallResult, type PreparedCall, readAnswerBody } from "@clinic/shared/contract/endpoint";
import type { z } from "zod";
import { env } from "@/env";
import { toCallError } from "./errors";

/** Next's fetch extension: the data cache's window and tags. */
export type ApiRequestInit = Omit<RequestInit, "method" | "headers" | "body"> & {
  next?: { revalidate: number; tags: string[] };
};

export interface ApiRequest {
  /** Headers of this caller (tenant, authorization, preview…); accept and content-type are added here. */
  headers: Record<string, string>;
  /** Cache options and the like; method and body come from the prepared call. */
  init: ApiRequestInit;
  /** The contract's answer schema: a 2xx that does not match it is reported as a failure, not passed on. */
  schema?: z.ZodType | undefined;
  /** Who the call is for, in log lines (the site code, "console"…). */
  label: string;
}

/**
 * Sends one prepared call from the web server to the API (API_URL) and answers it as a CallResult, never by
 * throwing: a 4xx/5xx carries the spec-8 mapping, no answer at all is status 500 with the Korean unknown-error
 * text (code NO_RESPONSE), and a 2xx the schema refuses is status 500 with code INVALID_RESPONSE. The storefront's
 * transport (server-call.ts) builds on it; so can the console's, with its own headers.
 */
export async function sendToApi(call: PreparedCall, request: ApiRequest): Promise<CallResult<unknown>> {
  const { method, path } = call.endpoint;
  const headers: Record<string, string> = { accept: "application/json", ...request.headers };
  const init: RequestInit = { ...request.init, method, headers };
  if (call.body !== undefined) {
    headers["content-type"] = "application/json";
    init.body = JSON.stringify(call.body);
  }

  let response: Response;
  try {
    response = await fetch(`${env.API_URL}${call.target}`, init);
  } catch (cause) {
    console.error(`[api] ${method} ${path} for ${request.label}: no response`, cause);
    const error = toCallError(null, undefined);
    return { ok: false, status: error.status, error };
  }

  const body = await readAnswerBody(response);
  if (!response.ok) return { ok: false, status: response.status, error: toCallError(response.status, body) };
  // A 204 has no body to check; the contract names its answer null.
  if (response.status === 204) return { ok: true, status: 204, data: null };
  if (!request.schema) return { ok: true, status: response.status, data: body };

  const parsed = request.schema.safeParse(body);
  if (!parsed.success) {
    console.error(`[api] ${method} ${path} for ${request.label}: unexpected answer`, parsed.error.issues);
    const error = { ...toCallError(null, undefined), message: "INVALID_RESPONSE" };
    return { ok: false, status: error.status, error };
  }
  return { ok: true, status: response.status, data: parsed.data };
}
