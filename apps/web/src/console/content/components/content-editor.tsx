"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import base from "@/console/components/console.module.css";
import type { LoadMedia } from "@/console/media/library";
import {
  type ContentActionResult,
  createContentAction,
  discardDraftAction,
  previewLinkAction,
  publishAction,
  saveDraftAction,
} from "../actions";
import type { Body } from "../lib/body-path";
import type { EDITOR_NOTICES } from "../lib/editor-notices";
import type { ContentScreen } from "../lib/fields";
import { isoToSeoulLocal, seoulDateTime, seoulLocalToIso } from "../lib/format";
import styles from "./content-editor.module.css";
import { type Choices, FieldInput } from "./field-input";

export interface EditorState {
  id: number | null;
  isVisible: boolean;
  hasDraft: boolean;
  publishAt: string | null;
  previewPath: string | null;
}

interface ContentEditorProps {
  partnerId: number;
  screen: ContentScreen;
  initial: Body;
  state: EditorState;
  choices: Choices;
  loadMedia: LoadMedia;
  /** The list's address; a saved new row goes to `${listHref}/${id}`. */
  listHref: string;
  /** What the last write said, carried over a page change (a new row's first save). */
  notice?: string | undefined;
}

type Message = { text: string; error: boolean } | null;

/**
 * The edit form of one content row (issue 11). Saving keeps a draft the site does not show; 게시 publishes now,
 * 예약 게시 at a Seoul time; 미리보기 opens the clinic's own site with the drafts applied. The body is sent whole;
 * the API's shared schema checks it and its Korean messages appear next to the fields.
 */
export function ContentEditor({
  partnerId,
  screen,
  initial,
  state,
  choices,
  loadMedia,
  listHref,
  notice,
}: ContentEditorProps) {
  const router = useRouter();
  const [body, setBody] = useState<Body>(initial);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<Message>(notice ? { text: notice, error: false } : null);
  const [at, setAt] = useState(state.publishAt ? isoToSeoulLocal(state.publishAt) : "");
  const [pending, startTransition] = useTransition();

  const show = (result: ContentActionResult) => {
    setFields(result.ok ? {} : result.fields);
    setMessage({
      text:
        result.ok || Object.keys(result.fields).length === 0
          ? result.message
          : `${result.message} 표시된 칸을 확인해 주세요.`,
      error: !result.ok,
    });
    return result.ok;
  };

  /** Saves the body as a draft (creating the row first when new); answers the row id, or null on failure. */
  async function save(): Promise<number | null> {
    if (state.id === null) {
      const created = await createContentAction(partnerId, screen.key, body);
      if (!show(created) || !created.ok || created.id === undefined) return null;
      return created.id;
    }
    return show(await saveDraftAction(partnerId, screen.key, state.id, body)) ? state.id : null;
  }

  const run = (work: () => Promise<void>) => startTransition(work);
  /**
   * After a write the page reads the stored document again and the form starts over from it; the message rides
   * along in the address (a new row also moves to its own address). `t` makes each address new, so the page
   * renders again even when the same thing happened twice.
   */
  const afterSave = (id: number, done: keyof typeof EDITOR_NOTICES = "saved") =>
    router.replace(`${listHref}/${id}?notice=${done}&t=${Date.now()}`);

  const saveDraft = () =>
    run(async () => {
      const id = await save();
      if (id !== null) afterSave(id);
    });
  const publish = (when: string | null) =>
    run(async () => {
      const id = await save();
      if (id === null) return;
      const published = await publishAction(partnerId, screen.key, id, when);
      if (!show(published)) return;
      afterSave(id, when ? "scheduled" : "published");
    });
  const preview = () =>
    run(async () => {
      // Open the window now, inside the click: a window opened after awaiting would be blocked as a popup.
      const opened = window.open("about:blank", "_blank");
      const id = await save();
      const path = id === null ? null : (state.previewPath ?? screen.key);
      if (id === null || !path) {
        opened?.close();
        return;
      }
      const target = state.id === null ? `/${screen.key}` : path;
      const link = await previewLinkAction(partnerId, target.startsWith("/") ? target : `/${target}`);
      if (!link.ok || !link.url) {
        opened?.close();
        setMessage({ text: link.message ?? "미리보기 링크를 만들지 못했습니다.", error: true });
        return;
      }
      if (opened) opened.location.href = link.url;
      else window.location.href = link.url;
      afterSave(id);
    });
  const discard = () =>
    run(async () => {
      if (state.id === null) return;
      if (show(await discardDraftAction(partnerId, screen.key, state.id))) afterSave(state.id, "discarded");
    });
  const schedule = () => {
    const iso = seoulLocalToIso(at);
    if (!iso || new Date(iso).getTime() <= Date.now()) {
      setMessage({ text: "게시할 시각을 지금 이후로 골라 주세요.", error: true });
      return;
    }
    publish(iso);
  };

  return (
    <form
      className={styles.layout}
      aria-label={`${screen.title} 편집`}
      onSubmit={(event) => event.preventDefault()}
      noValidate
    >
      <div className={`${base.card} ${styles.fields}`}>
        {screen.fields.map((field) => (
          <FieldInput
            key={field.name}
            field={field}
            value={body}
            onChange={setBody}
            errors={fields}
            choices={choices}
            loadMedia={loadMedia}
            idPrefix="content-"
          />
        ))}
      </div>
      <aside className={`${base.card} ${styles.side}`} aria-label="게시">
        <div className={styles.status}>
          <strong>
            {state.id === null ? "새 항목" : state.isVisible ? "홈페이지에 게시 중" : "홈페이지에 숨김"}
          </strong>
          {state.hasDraft ? <span className={base.muted}>게시하지 않은 임시저장이 있습니다.</span> : null}
          {state.publishAt ? (
            <span className={base.muted}>{`${seoulDateTime(state.publishAt)}에 게시 예약`}</span>
          ) : null}
        </div>
        {message ? (
          <p className={message.error ? base.alert : base.notice} role={message.error ? "alert" : "status"}>
            {message.text}
          </p>
        ) : null}
        <button className={base.secondary} type="button" disabled={pending} onClick={saveDraft}>
          임시저장
        </button>
        <button className={base.secondary} type="button" disabled={pending} onClick={preview}>
          미리보기
        </button>
        <button className={base.button} type="button" disabled={pending} onClick={() => publish(null)}>
          지금 게시
        </button>
        <div className={base.field}>
          <label className={base.label} htmlFor="content-publish-at">
            예약 게시 시각 (한국 시간)
          </label>
          <input
            className={base.input}
            id="content-publish-at"
            type="datetime-local"
            value={at}
            onChange={(event) => setAt(event.target.value)}
          />
          <button className={base.secondary} type="button" disabled={pending || at === ""} onClick={schedule}>
            예약 게시
          </button>
        </div>
        {state.hasDraft ? (
          <button className={base.secondary} type="button" disabled={pending} onClick={discard}>
            임시저장 버리기
          </button>
        ) : null}
      </aside>
    </form>
  );
}
