"use client";

import {
  type ConsoleTranslationLanguage,
  type ConsoleTranslations,
  LANGUAGE_NAMES,
  type TranslationFields,
  type TranslationLanguage,
} from "@clinic/shared";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import base from "@/console/components/console.module.css";
import { MediaPicker } from "@/console/components/media-picker";
import { listMediaAction } from "@/console/media/actions";
import article from "@/ui/rich-text/rich-text.module.css";
import { previewLinkAction } from "../actions";
import { TRANSLATION_NOTICES } from "../lib/translation-notices";
import {
  discardTranslationAction,
  publishTranslationAction,
  saveTranslationAction,
  type TranslationActionResult,
} from "../translation-actions";
import { RichTextInput } from "./rich-text-input";
import styles from "./translation-editor.module.css";

interface TranslationEditorProps {
  partnerId: number;
  data: ConsoleTranslations;
  language: ConsoleTranslationLanguage;
  /** The row's storefront page (`/products/12`), for the preview in this language; null when it has none. */
  previewPath: string | null;
  /** This page's address without a query (each write reloads it). */
  selfHref: string;
  /** What the last write said, carried over the reload (`?notice=`). */
  notice?: string | undefined;
}

type Message = { text: string; error: boolean } | null;

/** The Korean page path in a language: `/products/12` → `/ja/products/12`. */
const inLanguage = (language: TranslationLanguage, path: string) => `/${language}${path === "/" ? "" : path}`;

/**
 * One language of one row (issue 29): each translatable field's Korean on the left, its translation on the right.
 * Saving keeps a draft the site does not show; 게시 makes this language live; a field left empty is shown in Korean
 * on the site (marked as such), so nothing is ever blank.
 */
export function TranslationEditor({
  partnerId,
  data,
  language,
  previewPath,
  selfHref,
  notice,
}: TranslationEditorProps) {
  const router = useRouter();
  const [fields, setFields] = useState<TranslationFields>(language.draft ?? language.published ?? {});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<Message>(notice ? { text: notice, error: false } : null);
  const [pending, startTransition] = useTransition();
  const target = { partnerId, entity: data.entity, id: data.id, language: language.language };
  const name = LANGUAGE_NAMES[language.language];

  /** A failure stays on screen with its fields marked; a success reloads the page, which shows its notice. */
  const settle = (result: TranslationActionResult) => {
    if (result.ok) {
      // Shown at once: when the stored text did not change (a draft published as it was) the form stays mounted.
      setErrors({});
      setMessage({ text: TRANSLATION_NOTICES[result.notice], error: false });
      router.replace(`${selfHref}?language=${language.language}&notice=${result.notice}&t=${Date.now()}`);
      return true;
    }
    setErrors(result.fields);
    setMessage({ text: result.message, error: true });
    return false;
  };
  const save = () => saveTranslationAction(target, fields);

  const saveDraft = () => startTransition(async () => void settle(await save()));
  const publish = () =>
    startTransition(async () => {
      const saved = await save();
      if (!saved.ok) return void settle(saved);
      settle(await publishTranslationAction(target));
    });
  const discard = () => startTransition(async () => void settle(await discardTranslationAction(target)));
  const preview = () =>
    startTransition(async () => {
      if (!previewPath) return;
      const opened = window.open("about:blank", "_blank");
      const saved = await save();
      if (!saved.ok) {
        opened?.close();
        settle(saved);
        return;
      }
      const link = await previewLinkAction(partnerId, inLanguage(language.language, previewPath));
      if (!link.ok || !link.url) {
        opened?.close();
        setMessage({ text: link.message ?? "미리보기 링크를 만들지 못했습니다.", error: true });
        return;
      }
      if (opened) opened.location.href = link.url;
      else window.location.href = link.url;
    });

  return (
    <form
      className={base.card}
      aria-label={`${name} 번역`}
      onSubmit={(event) => event.preventDefault()}
      noValidate
    >
      {/* A field the Korean leaves empty has nothing to translate (the site shows its built-in wording), unless a
          translation of it was written before. */}
      {data.fields
        .filter((field) => data.source[field.key] || fields[field.key])
        .map((field) => {
          const id = `translation-${field.key}`;
          const korean = data.source[field.key];
          const value = fields[field.key] ?? "";
          const error = errors[`fields.${field.key}`];
          const set = (next: string) => setFields((current) => ({ ...current, [field.key]: next }));
          return (
            <div key={field.key} className={base.field}>
              <div className={styles.fieldHead}>
                <label className={base.label} htmlFor={id}>
                  {`${field.label} (${name})`}
                </label>
                {korean && !value.trim() ? (
                  <span className={styles.missing}>번역 없음 · 한국어로 보입니다</span>
                ) : null}
              </div>
              <div className={styles.pair}>
                <div>
                  <span className={`${base.muted} ${styles.sideLabel}`}>한국어 원문</span>
                  {field.kind === "html" ? (
                    <div
                      className={`${styles.source} ${styles.sourceHtml} ${article.article}`}
                      lang="ko"
                      // The clinic's own published body, already cleaned by the API's sanitiser.
                      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised server-side on publish
                      dangerouslySetInnerHTML={{ __html: korean ?? "" }}
                    />
                  ) : field.kind === "image" && korean ? (
                    // biome-ignore lint/performance/noImgElement: the clinic's stored address, shown as it is
                    <img
                      className={styles.sourceImage}
                      src={korean}
                      alt={`한국어 ${field.label}`}
                      loading="lazy"
                    />
                  ) : (
                    <p className={styles.source} lang="ko">
                      {korean ?? "(비어 있음)"}
                    </p>
                  )}
                </div>
                <div lang={language.language}>
                  <span className={`${base.muted} ${styles.sideLabel}`}>{name}</span>
                  {field.kind === "html" ? (
                    <RichTextInput
                      id={id}
                      label={`${field.label} (${name})`}
                      value={value}
                      onChange={set}
                      invalid={!!error}
                    />
                  ) : field.kind === "image" ? (
                    <>
                      <input
                        className={base.input}
                        id={id}
                        maxLength={field.max}
                        value={value}
                        placeholder="이미지 주소 (비워 두면 한국어 이미지)"
                        aria-invalid={error ? true : undefined}
                        onChange={(event) => set(event.target.value)}
                      />
                      <MediaPicker
                        label={`${field.label} (${name})`}
                        load={listMediaAction.bind(null, partnerId)}
                        onPick={set}
                        preview={value || null}
                      />
                    </>
                  ) : field.kind === "text" || field.kind === "lines" ? (
                    <textarea
                      className={base.input}
                      id={id}
                      rows={field.kind === "lines" ? 6 : 4}
                      maxLength={field.max}
                      value={value}
                      aria-invalid={error ? true : undefined}
                      onChange={(event) => set(event.target.value)}
                    />
                  ) : (
                    <input
                      className={base.input}
                      id={id}
                      maxLength={field.max}
                      value={value}
                      aria-invalid={error ? true : undefined}
                      onChange={(event) => set(event.target.value)}
                    />
                  )}
                  {field.kind === "lines" ? <p className={base.muted}>한 줄에 하나씩 적습니다.</p> : null}
                  {error ? <p className={base.fieldError}>{error}</p> : null}
                </div>
              </div>
            </div>
          );
        })}
      {message ? (
        <p className={message.error ? base.alert : base.notice} role={message.error ? "alert" : "status"}>
          {message.text}
        </p>
      ) : null}
      <div className={styles.fieldHead}>
        <span>
          <button className={base.secondary} type="button" disabled={pending} onClick={saveDraft}>
            임시저장
          </button>{" "}
          {previewPath ? (
            <button className={base.secondary} type="button" disabled={pending} onClick={preview}>
              미리보기
            </button>
          ) : null}{" "}
          {language.draft ? (
            <button className={base.secondary} type="button" disabled={pending} onClick={discard}>
              임시저장 버리기
            </button>
          ) : null}
        </span>
        <button className={base.button} type="button" disabled={pending} onClick={publish}>
          {`${name} 게시`}
        </button>
      </div>
    </form>
  );
}
