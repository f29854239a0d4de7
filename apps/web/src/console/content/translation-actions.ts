"use server";

import type { TranslationFields, TranslationLanguage } from "@clinic/shared";
import { consoleSend } from "@/console/lib/api";
import type { ContentActionResult } from "./actions";

// The translation editor's writes (issue 29, decision 0043): one language of one row at a time.

type Target = { partnerId: number; entity: string; id: number; language: TranslationLanguage };

export async function saveTranslationAction(
  target: Target,
  fields: TranslationFields,
): Promise<ContentActionResult> {
  const result = await consoleSend("saveTranslationDraft", { params: target, body: { fields } });
  return result.ok
    ? { ok: true, message: "번역을 임시저장했습니다. 게시하면 홈페이지에 보입니다." }
    : { ok: false, message: result.message, fields: result.fields };
}

export async function publishTranslationAction(target: Target): Promise<ContentActionResult> {
  const result = await consoleSend("publishTranslation", { params: target });
  if (!result.ok) return { ok: false, message: result.message, fields: result.fields };
  return {
    ok: true,
    message: result.data.published
      ? "번역을 게시했습니다. 홈페이지에 몇 초 안에 반영됩니다."
      : "번역을 내렸습니다. 이 언어에서는 한국어 내용이 보입니다.",
  };
}

export async function discardTranslationAction(target: Target): Promise<ContentActionResult> {
  const result = await consoleSend("discardTranslationDraft", { params: target });
  return result.ok
    ? { ok: true, message: "번역 임시저장을 버렸습니다." }
    : { ok: false, message: result.message, fields: result.fields };
}
