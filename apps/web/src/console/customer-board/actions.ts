"use server";

import { redirect } from "next/navigation";
import { consoleSend } from "@/console/lib/api";
import { clinicHref, consoleHref } from "@/console/lib/paths";
import { type SettingsFormState, text, toFormState, valuesOf } from "@/console/settings/lib/form-data";
import { answerHtmlFrom } from "./lib/answer-text";

// Each change goes back to the post (or the list) with a notice in the query, which also resets the forms.

const postHref = (partnerId: number, postId: number, notice: string) =>
  consoleHref(`${clinicHref(partnerId, `customer-board/${postId}`)}?notice=${notice}`);

/** The answer form's body: typed text as HTML; an empty name leaves the clinic's name to sign it. */
function answerBody(form: FormData) {
  const authorName = text(form, "authorName");
  return {
    contentHtml: answerHtmlFrom(String(form.get("content") ?? "")),
    ...(authorName === "" ? {} : { authorName }),
  };
}

/** Writes a new answer (answerId null) or rewrites one. */
export async function saveAnswerAction(
  partnerId: number,
  postId: number,
  answerId: number | null,
  _previous: SettingsFormState,
  form: FormData,
): Promise<SettingsFormState> {
  const body = answerBody(form);
  const result =
    answerId === null
      ? await consoleSend("answerPost", { params: { partnerId, id: postId }, body })
      : await consoleSend("updateAnswer", { params: { partnerId, id: postId, answerId }, body });
  if (!result.ok) {
    const state = toFormState(result, "", valuesOf(form));
    // The API names the HTML it was sent; the form names the textarea it came from.
    const contentError = state.fields?.contentHtml;
    return contentError ? { ...state, fields: { ...state.fields, content: contentError } } : state;
  }
  redirect(postHref(partnerId, postId, answerId === null ? "answered" : "answer-updated"));
}

export async function deleteAnswerAction(
  partnerId: number,
  postId: number,
  answerId: number,
  _previous: SettingsFormState,
  _form: FormData,
): Promise<SettingsFormState> {
  const result = await consoleSend("deleteAnswer", { params: { partnerId, id: postId, answerId } });
  if (!result.ok) return { ok: false, message: result.message };
  redirect(postHref(partnerId, postId, "answer-deleted"));
}

export async function setPostHiddenAction(
  partnerId: number,
  postId: number,
  hidden: boolean,
  _previous: SettingsFormState,
  _form: FormData,
): Promise<SettingsFormState> {
  const result = await consoleSend("setPostHidden", { params: { partnerId, id: postId }, body: { hidden } });
  if (!result.ok) return { ok: false, message: result.message };
  redirect(postHref(partnerId, postId, hidden ? "hidden" : "shown"));
}

export async function deletePostAction(
  partnerId: number,
  postId: number,
  _previous: SettingsFormState,
  _form: FormData,
): Promise<SettingsFormState> {
  const result = await consoleSend("deletePost", { params: { partnerId, id: postId } });
  if (!result.ok) return { ok: false, message: result.message };
  redirect(consoleHref(`${clinicHref(partnerId, "customer-board")}?notice=deleted`));
}
