"use server";

import type { TranslationFields, TranslationLanguage } from "@clinic/shared";
import { consoleSend } from "@/console/lib/api";
import type { TranslationNotice } from "./lib/translation-notices";

// The translation editor's writes (issue 29, decision 0043): one language of one row at a time.

type Target = { partnerId: number; entity: string; id: number; language: TranslationLanguage };

/** A write's outcome: what happened (a notice the reloaded page shows), or the API's message and field errors. */
export type TranslationActionResult =
  | { ok: true; notice: TranslationNotice }
  | { ok: false; message: string; fields: Record<string, string> };

const done = (notice: TranslationNotice): TranslationActionResult => ({ ok: true, notice });

export async function saveTranslationAction(
  target: Target,
  fields: TranslationFields,
): Promise<TranslationActionResult> {
  const result = await consoleSend("saveTranslationDraft", { params: target, body: { fields } });
  return result.ok ? done("saved") : { ok: false, message: result.message, fields: result.fields };
}

export async function publishTranslationAction(target: Target): Promise<TranslationActionResult> {
  const result = await consoleSend("publishTranslation", { params: target });
  if (!result.ok) return { ok: false, message: result.message, fields: result.fields };
  return done(result.data.published ? "published" : "unpublished");
}

export async function discardTranslationAction(target: Target): Promise<TranslationActionResult> {
  const result = await consoleSend("discardTranslationDraft", { params: target });
  return result.ok ? done("discarded") : { ok: false, message: result.message, fields: result.fields };
}
