import "server-only";
import type { ApiError } from "@clinic/shared";
import { type ConsoleEndpointName, consoleEndpoints } from "@clinic/shared/contract/console-endpoints";
import { consoleSchemas } from "@clinic/shared/contract/console-schemas";
import {
  type CallResult,
  createApiCaller,
  type EndpointInput,
  type EndpointOutput,
  type Transport,
} from "@clinic/shared/contract/endpoint";
import { headers } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { env } from "@/env";
import { forwardedClientHeader } from "@/platform/client-address/forwarded-client";
import { consoleToken } from "./session";

/** What a console call may add to the usual request. */
export interface ConsoleCallOptions {
  /** A token other than the cookie's. */
  token?: string | undefined;
  /** The body as raw bytes instead of JSON (the media upload's image), with its type and extra headers. */
  raw?: { body: ArrayBuffer; contentType: string; headers: Record<string, string> } | undefined;
}

/** The machine message of a call that never reached the API (no network, refused connection). */
export const CONSOLE_UNREACHABLE = "API unreachable";
const UNREACHABLE_TEXT = "서버에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.";

/**
 * The console's transport to the API (decision 0030): the staff token from the HttpOnly cookie becomes
 * Authorization, the visitor's address (the one server.mjs established, never the browser's own chain) travels in
 * X-Forwarded-For (sign-in throttling counts per address). Never cached: every answer depends on who is signed in.
 * A success is checked with the endpoint's answer schema; a failure comes back as data, never thrown.
 */
const consoleTransport: Transport<ConsoleCallOptions> = async (call, options) => {
  const incoming = await headers();
  const outgoing = new Headers({ accept: "application/json", ...forwardedClientHeader(incoming) });
  const bearer = options.token ?? (await consoleToken());
  if (bearer) outgoing.set("authorization", `Bearer ${bearer}`);
  let body: BodyInit | undefined;
  if (options.raw) {
    for (const [name, value] of Object.entries(options.raw.headers)) outgoing.set(name, value);
    outgoing.set("content-type", options.raw.contentType);
    body = options.raw.body;
  } else if (call.body !== undefined) {
    outgoing.set("content-type", "application/json");
    body = JSON.stringify(call.body);
  }
  let response: Response;
  try {
    response = await fetch(`${env.API_URL}${call.target}`, {
      method: call.endpoint.method,
      headers: outgoing,
      body,
      cache: "no-store",
    });
  } catch {
    const error = { status: 503, message: CONSOLE_UNREACHABLE, translate: UNREACHABLE_TEXT };
    return { ok: false, status: 503, error };
  }
  const data: unknown = await response.json().catch(() => null);
  if (response.ok) {
    const schema = consoleSchemas[call.name as ConsoleEndpointName].response;
    return { ok: true, status: response.status, data: schema.parse(data) };
  }
  const error = (data ?? {}) as Partial<ApiError>;
  return {
    ok: false,
    status: response.status,
    error: {
      status: response.status,
      message: error.message ?? `API ${response.status}`,
      translate: error.translate,
      fields: error.fields,
    },
  };
};

type Schemas = typeof consoleSchemas;

/** The one typed call to the console's API, by the contract's name. */
export const callConsole = createApiCaller<typeof consoleEndpoints, Schemas, ConsoleCallOptions>(
  consoleEndpoints,
  consoleTransport,
);

export type ConsoleInput<Name extends ConsoleEndpointName> = EndpointInput<Schemas[Name]>;
export type ConsoleOutput<Name extends ConsoleEndpointName> = EndpointOutput<Schemas[Name]>;

export class ConsoleApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "ConsoleApiError";
  }
}

/** A page's read: no session → the sign-in page; refused or missing → 404; other failures throw. */
export async function consoleGet<Name extends ConsoleEndpointName>(
  name: Name,
  input: ConsoleInput<Name>,
): Promise<ConsoleOutput<Name>> {
  const result = await callConsole(name, input, {});
  if (result.ok) return result.data;
  if (result.status === 401) redirect("/login");
  // Another clinic's id, or a section above the account's role, looks like no page at all (as the layout does).
  if (result.status === 403 || result.status === 404) notFound();
  throw new ConsoleApiError(result.status, result.error.translate ?? result.error.message);
}

export type ConsoleResult<T = unknown> =
  | { ok: true; data: T }
  | { ok: false; status: number; message: string; fields: Record<string, string> };

/** Failures of a write as a form shows them: the Korean message and the field errors by input name. */
export function failureOf(result: Extract<CallResult<unknown>, { ok: false }>): ConsoleResult<never> {
  const fields: Record<string, string> = {};
  // "body.openTime" → "openTime": forms name their inputs after the body's fields.
  for (const field of (result.error.fields ?? []) as NonNullable<ApiError["fields"]>)
    fields[field.path.replace(/^body\./, "")] ??= field.message;
  return {
    ok: false,
    status: result.status,
    message: result.error.translate ?? fallback(result),
    fields,
  };
}

/** The API's own message when it sent one; the transport's stand-in (`API 502`, no body) is not for people. */
const fallback = (result: Extract<CallResult<unknown>, { ok: false }>) =>
  result.error.message && result.error.message !== `API ${result.status}`
    ? result.error.message
    : "요청을 처리하지 못했습니다.";

/** A server action's write: the outcome as data (the form shows the message and field errors). */
export async function consoleSend<Name extends ConsoleEndpointName>(
  name: Name,
  input: ConsoleInput<Name>,
  options: ConsoleCallOptions = {},
): Promise<ConsoleResult<ConsoleOutput<Name>>> {
  const result = await callConsole(name, input, options);
  if (result.ok) return { ok: true, data: result.data };
  // An ended session sends the person to sign in again (sign-in's own 401 is a wrong password, shown on the form).
  if (result.status === 401 && name !== "signIn") redirect("/login");
  return failureOf(result);
}

/**
 * Form values as a body, unchecked here on purpose: the API validates them and answers 400 with the fields the
 * form then marks, so text typed into a number or choice input is its to judge. Typed `never` so that it fits any
 * route's body.
 */
export const formBody = (values: unknown): never => values as never;
