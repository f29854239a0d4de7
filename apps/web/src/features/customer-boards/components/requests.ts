import {
  type CustomerPostCreate,
  type CustomerPostDetail,
  type CustomerPostUpdate,
  customerPostDetailSchema,
} from "@clinic/shared";
import type { CallResult } from "@clinic/shared/contract/endpoint";
import { call } from "@/features/api/browser-call";
import { clientErrorOf, fieldErrorsOf } from "@/features/api/errors";

/**
 * The customer boards' browser calls, through the same-origin /api pass-through (the web server adds the tenant
 * header and the session cookie). Every failure comes back as a value for the form to show, never as a thrown
 * error: a wrong post password is a 403 and a missing login a 401, and spec 8's global "session expired, log out"
 * rule must not fire for them (see docs/decisions/0010). So these calls keep that rule off (sessionRule: false)
 * and each form decides what a status means.
 */

export interface BoardRequestError {
  status: number;
  /** Korean text to show (the answer's translate, spec 8). */
  message: string;
  /** A 400's field messages, e.g. { path: "body.title", message: "…" }. */
  fields?: { path: string; message: string }[];
}

export type BoardResult<T> = { ok: true; data: T } | { ok: false; error: BoardRequestError };

/** These forms read every status themselves (decision 0010): spec 8's sign-out rule stays off. */
const OWN_STATUSES = { sessionRule: false } as const;

function failure(error: Extract<CallResult<unknown>, { ok: false }>["error"]): BoardResult<never> {
  const { status, message } = clientErrorOf(error);
  return { ok: false, error: { status, message, fields: fieldErrorsOf(error) } };
}

/** A 2xx whose body is not the post we expect is reported like a failed call (the API and the page disagree). */
async function postOf(
  name: string,
  pending: Promise<CallResult<unknown>>,
): Promise<BoardResult<CustomerPostDetail>> {
  const result = await pending;
  if (!result.ok) return failure(result.error);
  const post = customerPostDetailSchema.safeParse(result.data);
  if (post.success) return { ok: true, data: post.data };
  console.error(`[customer-boards] ${name}: unexpected answer`, post.error.issues);
  return failure({ status: 500, message: "INVALID_RESPONSE" });
}

/** POST /customer/notice-customer-boards: answers the new post, unlocked for its writer. */
export const createPost = (input: CustomerPostCreate) =>
  postOf("createPost", call("createPost", { body: input }, OWN_STATUSES));

/** POST /customer/notice-customer-boards/{id}/private: the post opened with its password. */
export const openPost = (id: number, password: string) =>
  postOf("openPost", call("openPost", { params: { id }, body: { password } }, OWN_STATUSES));

/** PUT /customer/notice-customer-boards/{id}: the rewritten post (409 once the clinic has answered). */
export const updatePost = (id: number, changes: CustomerPostUpdate) =>
  postOf("updatePost", call("updatePost", { params: { id }, body: changes }, OWN_STATUSES));

/** PUT /customer/notice-customer-boards/{id}/delete: 204 when the post is gone. */
export async function deletePost(id: number, password: string | undefined): Promise<BoardResult<null>> {
  const body = password === undefined ? {} : { password };
  const result = await call("deletePost", { params: { id }, body }, OWN_STATUSES);
  return result.ok ? { ok: true, data: null } : failure(result.error);
}
