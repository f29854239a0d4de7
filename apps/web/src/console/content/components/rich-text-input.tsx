"use client";

import { EditorContent, useEditor } from "@tiptap/react";
import { useEffect, useMemo, useRef, useState } from "react";
import base from "@/console/components/console.module.css";
import type { LoadMedia } from "@/console/media/library";
import { AlertMessage } from "@/ui/alert/alert-message";
import article from "@/ui/rich-text/rich-text.module.css";
import { richTextExtensions } from "./rich-text-extensions";
import styles from "./rich-text-input.module.css";
import { editorOutput, hasUnsupportedMarkup } from "./rich-text-rules";
import { RichTextToolbar } from "./rich-text-toolbar";

interface RichTextInputProps {
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  describedBy?: string | undefined;
  invalid?: boolean;
  /** The clinic's media library, for the image button; without it the button is left out. */
  loadMedia?: LoadMedia | undefined;
}

type Mode = "visual" | "html";

const UNSUPPORTED_NOTE =
  "이 내용에는 편집기가 다루지 못하는 요소(그림 설명, 표 제목, 동영상 파일)가 있어 HTML로 보여 드립니다.";
const UNSUPPORTED_CONFIRM =
  "편집기로 바꾸면 그림 설명·표 제목·동영상 파일이 일반 문단으로 바뀔 수 있습니다. 계속할까요?";

/**
 * Rich text of a content body, as HTML, in a WYSIWYG editor (Tiptap) whose schema holds only what the API's
 * sanitiser keeps, styled like the storefront's article text. "HTML" switches to the raw markup for power users.
 * Client only: the editor is created after mount (immediatelyRender: false), so server and client HTML match.
 */
export function RichTextInput({
  id,
  label,
  value,
  onChange,
  describedBy,
  invalid,
  loadMedia,
}: RichTextInputProps) {
  const [mode, setMode] = useState<Mode>(() => (hasUnsupportedMarkup(value) ? "html" : "visual"));
  const [message, setMessage] = useState<string | null>(null);
  const [initial] = useState(value);
  // The HTML the editor holds (as last emitted or loaded): any other `value` came from outside (a draft loaded).
  const known = useRef(value);

  const editorProps = useMemo(
    () => ({
      attributes: {
        // One element carries the field's id (the <label for>): the editable area, or the textarea in HTML mode.
        ...(mode === "visual" ? { id } : {}),
        "aria-label": label,
        "aria-multiline": "true",
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(invalid ? { "aria-invalid": "true" } : {}),
        class: `tiptap ${article.article} ${styles.editable}`,
      },
    }),
    [id, label, describedBy, invalid, mode],
  );

  const editor = useEditor({
    extensions: richTextExtensions,
    content: initial,
    immediatelyRender: false,
    editorProps,
    onUpdate: ({ editor: current }) => {
      const html = editorOutput(current.getHTML());
      known.current = html;
      onChange(html);
    },
  });

  useEffect(() => {
    if (!editor || value === known.current) return;
    known.current = value;
    if (hasUnsupportedMarkup(value)) setMode("html");
    // Loading is not an edit: undo must not bring back the empty editor.
    editor
      .chain()
      .command(({ tr }) => {
        tr.setMeta("addToHistory", false);
        return true;
      })
      .setContent(value, { emitUpdate: false })
      .run();
  }, [editor, value]);

  function toggleMode() {
    setMessage(null);
    if (mode === "visual") {
      setMode("html");
      return;
    }
    if (hasUnsupportedMarkup(value) && !window.confirm(UNSUPPORTED_CONFIRM)) return;
    known.current = value;
    // Only HTML edits become an undo step; an unchanged round trip leaves the history alone.
    if (editor && editorOutput(editor.getHTML()) !== value) {
      editor.commands.setContent(value, { emitUpdate: false });
    }
    setMode("visual");
  }

  const note = mode === "html" && hasUnsupportedMarkup(value) ? UNSUPPORTED_NOTE : null;

  return (
    <div className={styles.editor} data-invalid={invalid ? "true" : undefined}>
      <div className={styles.bar}>
        {editor && mode === "visual" ? (
          <RichTextToolbar {...{ editor, label, loadMedia }} controls={id} onMessage={setMessage} />
        ) : null}
        <button
          type="button"
          className={styles.tool}
          aria-label="HTML 직접 편집"
          aria-pressed={mode === "html"}
          // Switching loads the editor, which exists only after mount.
          disabled={!editor}
          onClick={toggleMode}
        >
          HTML
        </button>
      </div>
      <AlertMessage className={styles.message}>{message}</AlertMessage>
      {note ? <p className={`${base.muted} ${styles.note}`}>{note}</p> : null}
      <div className={styles.surface} hidden={mode !== "visual"}>
        <EditorContent editor={editor} />
      </div>
      {mode === "html" ? (
        <textarea
          className={styles.source}
          id={id}
          aria-label={`${label} HTML`}
          rows={12}
          spellCheck={false}
          value={value}
          aria-describedby={describedBy}
          aria-invalid={invalid ? true : undefined}
          onChange={(event) => {
            known.current = event.target.value;
            onChange(event.target.value);
          }}
        />
      ) : null}
    </div>
  );
}
