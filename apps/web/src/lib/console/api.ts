import "server-only";
import type { ApiError } from "@clinic/shared";
import { headers } from "next/headers";
import { notFound, redirect } from "next/navigation";
import type { z } from "zod";
import { env } from "../../env";
import { forwardedClientHeader } from "../client-address/forwarded-client";
import { consoleToken } from "./session";

/**
 * The console's one way to the API (`/console/...` paths): the staff token from the HttpOnly cookie becomes
 * Authorization, the visitor's address (the one server.mjs established, never the browser's own chain) travels in
 * X-Forwarded-For (sign-in throttling counts per address).
 * Never cached: every answer depends on who is signed in.
 */
async function call(method: string, path: string, body?: unknown, token?: string): Promise<Response> {
  const incoming = await headers();
  const outgoing = new Headers({ accept: "application/json", ...forwardedClientHeader(incoming) });
  const bearer = token ?? (await consoleToken());
  if (bearer) outgoing.set("authorization", `Bearer ${bearer}`);
  if (body !== undefined) outgoing.set("content-type", "application/json");
  return fetch(`${env.API_URL}${path}`, {
    method,
    headers: outgoing,
    body: body === undefined ? undefined : JSON.stringify(body),
    cache: "no-store",
  });
}

export class ConsoleApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "ConsoleApiError";
  }
}

/** A page's read: parsed by the shared schema; no session → the sign-in page; refused or missing → 404. */
export async function consoleGet<S extends z.ZodType>(
  path: `/console/${string}`,
  schema: S,
): Promise<z.infer<S>> {
  const response = await call("GET", path);
  if (response.status === 401) redirect("/login");
  // Another clinic's id, or a section above the account's role, looks like no page at all (as the layout does).
  if (response.status === 403 || response.status === 404) notFound();
  if (!response.ok) {
    const error = (await response.json().catch(() => null)) as Partial<ApiError> | null;
    throw new ConsoleApiError(
      response.status,
      error?.translate ?? error?.message ?? `API ${response.status}`,
    );
  }
  return schema.parse(await response.json());
}

export const SIGN_IN_PATH = "/console/auth/sign-in";

export type ConsoleResult =
  | { ok: true; data: unknown }
  | { ok: false; status: number; message: string; fields: Record<string, string> };

/** A server action's write: the outcome as data (the form shows the message and field errors). */
export async function consoleSend(
  method: "POST" | "PUT" | "PATCH" | "DELETE",
  path: `/console/${string}`,
  body?: unknown,
  options: { token?: string } = {},
): Promise<ConsoleResult> {
  let response: Response;
  try {
    response = await call(method, path, body, options.token);
  } catch {
    return {
      ok: false,
      status: 503,
      message: "서버에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.",
      fields: {},
    };
  }
  // An ended session sends the person to sign in again (sign-in's own 401 is a wrong password, shown on the form).
  if (response.status === 401 && path !== SIGN_IN_PATH) redirect("/login");
  const data = await response.json().catch(() => null);
  if (response.ok) return { ok: true, data };
  const error = (data ?? {}) as Partial<ApiError>;
  const fields: Record<string, string> = {};
  // "body.openTime" → "openTime": forms name their inputs after the body's fields.
  for (const field of error.fields ?? []) fields[field.path.replace(/^body\./, "")] ??= field.message;
  return {
    ok: false,
    status: response.status,
    message: error.translate ?? error.message ?? "요청을 처리하지 못했습니다.",
    fields,
  };
}
