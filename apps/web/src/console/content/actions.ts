"use server";

import type { BulkAction, ConsoleBulkResult, ContentUse } from "@clinic/shared";
import { type ConsoleResult, consoleSend, formBody } from "@/console/lib/api";
import { getConsoleClinic } from "@/console/lib/me";
import { siteOrigin } from "@/platform/site-origin/site-origin";

/** What the editor shows after a write: a message, the API's field errors, and where to go next. */
export type ContentActionResult =
  | { ok: true; message: string; id?: number; publishAt?: string | null }
  | { ok: false; message: string; fields: Record<string, string> };

/** The action's outcome from a write's: the message on success, the API's message and fields on failure. */
function outcome<T>(result: ConsoleResult<T>, message: string): ContentActionResult {
  return result.ok ? { ok: true, message } : { ok: false, message: result.message, fields: result.fields };
}

export async function createContentAction(
  partnerId: number,
  entity: string,
  body: unknown,
): Promise<ContentActionResult> {
  const result = await consoleSend("createContent", {
    params: { partnerId, entity },
    body: formBody(body),
  });
  const message = "임시저장했습니다. 게시하면 홈페이지에 보입니다.";
  return result.ok ? { ok: true, message, id: result.data.id } : outcome(result, message);
}

export async function saveDraftAction(
  partnerId: number,
  entity: string,
  id: number,
  body: unknown,
): Promise<ContentActionResult> {
  return outcome(
    await consoleSend("saveDraft", { params: { partnerId, entity, id }, body: formBody(body) }),
    "임시저장했습니다. 홈페이지에는 게시할 때 반영됩니다.",
  );
}

export async function discardDraftAction(
  partnerId: number,
  entity: string,
  id: number,
): Promise<ContentActionResult> {
  return outcome(
    await consoleSend("discardDraft", { params: { partnerId, entity, id } }),
    "임시저장을 버렸습니다. 게시된 내용으로 돌아갑니다.",
  );
}

/** Publish now (at null) or at a time; the answer says which happened. */
export async function publishAction(
  partnerId: number,
  entity: string,
  id: number,
  at: string | null,
): Promise<ContentActionResult> {
  const result = await consoleSend("publishContent", { params: { partnerId, entity, id }, body: { at } });
  if (!result.ok) return outcome(result, "");
  const answer = result.data;
  return answer.published
    ? { ok: true, message: "게시했습니다. 홈페이지에 몇 초 안에 반영됩니다.", publishAt: null }
    : { ok: true, message: "예약 게시를 설정했습니다.", publishAt: answer.publishAt };
}

export async function bulkContentAction(
  partnerId: number,
  entity: string,
  action: BulkAction,
  ids: number[],
  /** Deleting treatments other places link to: remove those links too (after the owner confirmed). */
  unlink = false,
): Promise<{ ok: true; result: ConsoleBulkResult } | { ok: false; message: string }> {
  const result = await consoleSend("bulkContent", {
    params: { partnerId, entity },
    body: { action, ids, ...(unlink ? { unlink: true } : {}) },
  });
  if (!result.ok) return { ok: false, message: result.message };
  return { ok: true, result: result.data };
}

export async function orderContentAction(
  partnerId: number,
  entity: string,
  ids: number[],
): Promise<{ ok: boolean; message: string }> {
  const result = await consoleSend("orderContent", { params: { partnerId, entity }, body: { ids } });
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
    consoleSend("previewToken", { params: { partnerId } }),
  ]);
  if (!issued.ok || !clinic)
    return { ok: false, message: issued.ok ? "병원을 찾지 못했습니다." : issued.message };
  const { token } = issued.data;
  const url = new URL("/preview-mode", siteOrigin(clinic.code));
  url.searchParams.set("token", token);
  url.searchParams.set("path", path);
  return { ok: true, url: url.toString() };
}

/** The places linking to these treatments (banners, popups, menus…), asked before deleting them. */
export async function productUsesAction(
  partnerId: number,
  ids: number[],
): Promise<{ ok: true; uses: (ContentUse & { productId: number })[] } | { ok: false; message: string }> {
  const uses: (ContentUse & { productId: number })[] = [];
  for (const id of ids) {
    const result = await consoleSend("productUses", { params: { partnerId, id } });
    if (!result.ok) return { ok: false, message: result.message };
    uses.push(...result.data.uses.map((use) => ({ ...use, productId: id })));
  }
  return { ok: true, uses };
}
