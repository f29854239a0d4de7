import {
  apiErrorSchema,
  type CustomerPostCreate,
  type CustomerPostDetail,
  type CustomerPostUpdate,
  customerPostDetailSchema,
} from "@clinic/shared";
import {
  storefrontEndpoints as endpoints,
  sameOriginUrl,
} from "@clinic/shared/contract/storefront-endpoints";
import { toClientError } from "../../lib/api/errors";

/**
 * The customer boards' browser calls, through the same-origin /api pass-through (the web server adds the tenant
 * header and the session cookie). Every failure comes back as a value for the form to show, never as a thrown
 * error: a wrong post password is a 403 and a missing login a 401, and spec 8's global "session expired, log out"
 * rule must not fire for them (see docs/decisions/0010). So these calls stay out of any shared client error
 * handling and each form decides what a status means.
 */

export interface BoardRequestError {
  status: number;
  /** Korean text to show (the answer's translate, spec 8). */
  message: string;
  /** A 400's field messages, e.g. { path: "body.title", message: "…" }. */
  fields?: { path: string; message: string }[];
}

export type BoardResult<T> = { ok: true; data: T } | { ok: false; error: BoardRequestError };

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function send(method: "POST" | "PUT", path: string, body: unknown): Promise<BoardResult<unknown>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(body),
      cache: "no-store",
    });
  } catch {
    return { ok: false, error: toClientError(null, undefined) };
  }
  const answer = await readBody(response);
  if (response.ok) return { ok: true, data: answer };
  const { status, message } = toClientError(response.status, answer);
  const parsed = apiErrorSchema.safeParse(answer);
  return { ok: false, error: { status, message, fields: parsed.success ? parsed.data.fields : undefined } };
}

/** A 2xx whose body is not the post we expect is reported like a failed call (the API and the page disagree). */
async function sendForPost(method: "POST" | "PUT", path: string, body: unknown) {
  const result = await send(method, path, body);
  if (!result.ok) return result;
  const post = customerPostDetailSchema.safeParse(result.data);
  if (post.success) return { ok: true, data: post.data } as BoardResult<CustomerPostDetail>;
  console.error(`[customer-boards] ${method} ${path}: unexpected answer`, post.error.issues);
  return { ok: false, error: toClientError(null, undefined) } as BoardResult<CustomerPostDetail>;
}

/** POST /customer/notice-customer-boards: answers the new post, unlocked for its writer. */
export const createPost = (input: CustomerPostCreate) =>
  sendForPost("POST", sameOriginUrl(endpoints.createPost), input);

/** POST /customer/notice-customer-boards/{id}/private: the post opened with its password. */
export const openPost = (id: number, password: string) =>
  sendForPost("POST", sameOriginUrl(endpoints.openPost, { id }), { password });

/** PUT /customer/notice-customer-boards/{id}: the rewritten post (409 once the clinic has answered). */
export const updatePost = (id: number, changes: CustomerPostUpdate) =>
  sendForPost("PUT", sameOriginUrl(endpoints.updatePost, { id }), changes);

/** PUT /customer/notice-customer-boards/{id}/delete: 204 when the post is gone. */
export async function deletePost(id: number, password: string | undefined): Promise<BoardResult<null>> {
  const result = await send(
    "PUT",
    sameOriginUrl(endpoints.deletePost, { id }),
    password === undefined ? {} : { password },
  );
  return result.ok ? { ok: true, data: null } : result;
}
