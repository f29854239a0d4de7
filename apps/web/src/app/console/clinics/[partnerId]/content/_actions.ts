"use server";

import {
  type BulkAction,
  type ConsoleBulkResult,
  consoleBulkResultSchema,
  consolePreviewTokenSchema,
  consolePublishResultSchema,
} from "@clinic/shared";
import { consoleSend } from "../../../../../lib/console/api";
import { getConsoleClinic } from "../../../../../lib/console/me";
import { siteOrigin } from "../../../../../lib/site/site-origin";

/** What the editor shows after a write: a message, the API's field errors, and where to go next. */
export type ContentActionResult =
  | { ok: true; message: string; id?: number; publishAt?: string | null }
  | { ok: false; message: string; fields: Record<string, string> };

const base = (partnerId: number, entity: string) =>
  `/console/clinics/${partnerId}/content/${encodeURIComponent(entity)}` as const;

async function send(
  method: "POST" | "PUT" | "DELETE",
  path: `/console/${string}`,
  body: unknown,
  message: string,
): Promise<ContentActionResult & { data?: unknown }> {
  const result = await consoleSend(method, path, body);
  if (!result.ok) return { ok: false, message: result.message, fields: result.fields };
  return { ok: true, message, data: result.data };
}

export async function createContentAction(
  partnerId: number,
  entity: string,
  body: unknown,
): Promise<ContentActionResult> {
  const result = await send(
    "POST",
    base(partnerId, entity),
    body,
    "임시저장했습니다. 게시하면 홈페이지에 보입니다.",
  );
  if (!result.ok) return result;
  return { ok: true, message: result.message, id: (result.data as { id: number }).id };
}

export async function saveDraftAction(
  partnerId: number,
  entity: string,
  id: number,
  body: unknown,
): Promise<ContentActionResult> {
  const { data: _data, ...result } = await send(
    "PUT",
    `${base(partnerId, entity)}/${id}/draft`,
    body,
    "임시저장했습니다. 홈페이지에는 게시할 때 반영됩니다.",
  );
  return result;
}

export async function discardDraftAction(
  partnerId: number,
  entity: string,
  id: number,
): Promise<ContentActionResult> {
  const { data: _data, ...result } = await send(
    "DELETE",
    `${base(partnerId, entity)}/${id}/draft`,
    undefined,
    "임시저장을 버렸습니다. 게시된 내용으로 돌아갑니다.",
  );
  return result;
}

/** Publish now (at null) or at a time; the answer says which happened. */
export async function publishAction(
  partnerId: number,
  entity: string,
  id: number,
  at: string | null,
): Promise<ContentActionResult> {
  const result = await send("POST", `${base(partnerId, entity)}/${id}/publish`, { at }, "");
  if (!result.ok) return result;
  const answer = consolePublishResultSchema.parse(result.data);
  return answer.published
    ? { ok: true, message: "게시했습니다. 홈페이지에 몇 초 안에 반영됩니다.", publishAt: null }
    : { ok: true, message: "예약 게시를 설정했습니다.", publishAt: answer.publishAt };
}

export async function bulkContentAction(
  partnerId: number,
  entity: string,
  action: BulkAction,
  ids: number[],
): Promise<{ ok: true; result: ConsoleBulkResult } | { ok: false; message: string }> {
  const result = await consoleSend("POST", `${base(partnerId, entity)}/bulk`, { action, ids });
  if (!result.ok) return { ok: false, message: result.message };
  return { ok: true, result: consoleBulkResultSchema.parse(result.data) };
}

export async function orderContentAction(
  partnerId: number,
  entity: string,
  ids: number[],
): Promise<{ ok: boolean; message: string }> {
  const result = await consoleSend("PUT", `${base(partnerId, entity)}/order`, { ids });
  return result.ok ? { ok: true, message: "순서를 저장했습니다." } : { ok: false, message: result.message };
}

/**
 * A preview link on the clinic's own site: the API signs a token for this clinic, the site's /preview-mode checks
 * it again and shows `path` with every draft applied.
 */
export async function previewLinkAction(
  partnerId: number,
  path: string,
): Promise<{ ok: boolean; url?: string; message?: string }> {
  const [clinic, issued] = await Promise.all([
    getConsoleClinic(partnerId),
    consoleSend("POST", `/console/clinics/${partnerId}/preview-token`),
  ]);
  if (!issued.ok || !clinic)
    return { ok: false, message: issued.ok ? "병원을 찾지 못했습니다." : issued.message };
  const { token } = consolePreviewTokenSchema.parse(issued.data);
  const url = new URL("/preview-mode", siteOrigin(clinic.code));
  url.searchParams.set("token", token);
  url.searchParams.set("path", path);
  return { ok: true, url: url.toString() };
}
