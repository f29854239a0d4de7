"use client";

import { NodeSelection } from "@tiptap/pm/state";
import type { Editor } from "@tiptap/react";
import { useEditorState } from "@tiptap/react";
import type { KeyboardEvent } from "react";
import { MediaPicker } from "@/console/components/media-picker";
import type { LoadMedia } from "@/console/media/library";
import styles from "./rich-text-input.module.css";
import { alignmentAt, type RichTextAlignment } from "./rich-text-nodes";
import { linkHref, videoEmbedSrc } from "./rich-text-rules";

interface RichTextToolbarProps {
  editor: Editor;
  label: string;
  /** The editable area's id, for aria-controls. */
  controls: string;
  loadMedia?: LoadMedia | undefined;
  /** A refusal or hint for the author (Korean), or null to clear it. */
  onMessage: (message: string | null) => void;
}

interface Tool {
  label: string;
  /** Spoken name; contains the visible label (WCAG 2.5.3). */
  name: string;
  run: () => void;
  /** Toggles report their state with aria-pressed; actions (link prompt, undo) leave it out. */
  pressed?: boolean;
  disabled?: boolean;
}

const ALIGN_TOOLS: [RichTextAlignment, string][] = [
  ["left", "왼쪽"],
  ["center", "가운데"],
  ["right", "오른쪽"],
];

/** Which marks and blocks the selection is in, re-read on every transaction for aria-pressed. */
function useToolbarState(editor: Editor) {
  return useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      h2: current.isActive("heading", { level: 2 }),
      h3: current.isActive("heading", { level: 3 }),
      bold: current.isActive("bold"),
      italic: current.isActive("italic"),
      underline: current.isActive("underline"),
      strike: current.isActive("strike"),
      highlight: current.isActive("richTextHighlight"),
      bulletList: current.isActive("bulletList"),
      orderedList: current.isActive("orderedList"),
      blockquote: current.isActive("blockquote"),
      link: current.isActive("link"),
      align: alignmentAt(current.state.selection),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
}

/** Arrow keys, Home and End move between the toolbar's buttons (as in the ARIA toolbar pattern); Tab still works. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const keys = ["ArrowLeft", "ArrowRight", "Home", "End"];
  if (!keys.includes(event.key) || !(event.target instanceof HTMLButtonElement)) return;
  // The media picker's dialog sits inside the toolbar; its buttons are not toolbar buttons.
  if (event.target.closest("dialog")) return;
  const buttons = Array.from(event.currentTarget.querySelectorAll("button")).filter(
    (button) => !button.disabled && !button.closest("dialog"),
  );
  const at = buttons.indexOf(event.target);
  const next =
    event.key === "Home"
      ? 0
      : event.key === "End"
        ? buttons.length - 1
        : (at + (event.key === "ArrowRight" ? 1 : -1) + buttons.length) % buttons.length;
  event.preventDefault();
  buttons[next]?.focus();
}

/** The formatting buttons of the rich text editor (visual mode). */
export function RichTextToolbar({ editor, label, controls, loadMedia, onMessage }: RichTextToolbarProps) {
  const state = useToolbarState(editor);
  const chain = () => editor.chain().focus();

  function editLink() {
    const current = (editor.getAttributes("link").href as string | undefined) ?? "";
    const typed = window.prompt("링크 주소를 입력하세요. 비우면 링크를 없앱니다.", current || "https://");
    if (typed === null) return;
    const href = linkHref(typed === "https://" ? "" : typed);
    if (href === null) {
      onMessage(
        "링크 주소가 올바르지 않습니다. https://로 시작하는 주소나 /로 시작하는 사이트 경로를 넣어 주세요.",
      );
      return;
    }
    onMessage(null);
    if (href === "") {
      chain().extendMarkRange("link").unsetLink().run();
    } else if (editor.state.selection.empty && !state.link) {
      // Nothing selected: the address itself becomes the linked text.
      chain()
        .insertContent({ type: "text", text: href, marks: [{ type: "link", attrs: { href } }] })
        .run();
    } else {
      chain().extendMarkRange("link").setLink({ href }).run();
    }
  }

  function addVideo() {
    const typed = window.prompt("YouTube 또는 Vimeo 동영상 주소를 입력하세요.", "");
    if (typed === null || typed.trim() === "") return;
    if (!videoEmbedSrc(typed)) {
      onMessage("YouTube 또는 Vimeo 동영상 주소만 넣을 수 있습니다.");
      return;
    }
    onMessage(null);
    chain().insertRichTextVideo(typed).run();
  }

  function addImage(src: string) {
    const alt = window.prompt("이미지 설명(대체 텍스트)을 입력하세요. 꾸밈용 이미지라면 비워 두세요.", "");
    onMessage(null);
    const image = { type: "image", attrs: { src, alt: alt?.trim() ?? "" } };
    const { selection } = editor.state;
    // A selected image or video would be replaced: the new image goes after it instead.
    if (selection instanceof NodeSelection) chain().insertContentAt(selection.to, image).run();
    else chain().insertContent(image).run();
  }

  const groups: { name: string; tools: Tool[] }[] = [
    {
      name: "문단",
      tools: [
        {
          label: "제목2",
          name: "제목2",
          pressed: state.h2,
          run: () => chain().toggleHeading({ level: 2 }).run(),
        },
        {
          label: "제목3",
          name: "제목3",
          pressed: state.h3,
          run: () => chain().toggleHeading({ level: 3 }).run(),
        },
        {
          label: "인용",
          name: "인용",
          pressed: state.blockquote,
          run: () => chain().toggleBlockquote().run(),
        },
      ],
    },
    {
      name: "글자",
      tools: [
        { label: "굵게", name: "굵게", pressed: state.bold, run: () => chain().toggleBold().run() },
        { label: "기울임", name: "기울임", pressed: state.italic, run: () => chain().toggleItalic().run() },
        { label: "밑줄", name: "밑줄", pressed: state.underline, run: () => chain().toggleUnderline().run() },
        { label: "취소선", name: "취소선", pressed: state.strike, run: () => chain().toggleStrike().run() },
        {
          label: "강조",
          name: "강조 표시",
          pressed: state.highlight,
          run: () => chain().toggleRichTextHighlight().run(),
        },
        { label: "링크", name: state.link ? "링크 바꾸기" : "링크", run: editLink },
      ],
    },
    {
      name: "목록",
      tools: [
        {
          label: "글머리 목록",
          name: "글머리 목록",
          pressed: state.bulletList,
          run: () => chain().toggleBulletList().run(),
        },
        {
          label: "번호 목록",
          name: "번호 목록",
          pressed: state.orderedList,
          run: () => chain().toggleOrderedList().run(),
        },
      ],
    },
    {
      name: "정렬",
      tools: ALIGN_TOOLS.map(([align, text]) => ({
        label: text,
        name: `${text} 정렬`,
        pressed: state.align === align,
        run: () => chain().setRichTextAlign(align).run(),
      })),
    },
    {
      name: "넣기",
      tools: [{ label: "동영상", name: "동영상 넣기", run: addVideo }],
    },
    {
      name: "편집 기록",
      tools: [
        { label: "되돌리기", name: "되돌리기", disabled: !state.canUndo, run: () => chain().undo().run() },
        { label: "다시 실행", name: "다시 실행", disabled: !state.canRedo, run: () => chain().redo().run() },
      ],
    },
  ];

  return (
    <div
      className={styles.toolbar}
      role="toolbar"
      aria-label={`${label} 서식`}
      aria-controls={controls}
      onKeyDown={moveFocus}
    >
      {groups.map((group) => (
        // biome-ignore lint/a11y/useSemanticElements: a group of toolbar buttons, not a form fieldset
        <div key={group.name} className={styles.group} role="group" aria-label={group.name}>
          {group.name === "넣기" && loadMedia ? (
            <MediaPicker label="이미지" load={loadMedia} onPick={addImage} />
          ) : null}
          {group.tools.map((tool) => (
            <button
              key={tool.label}
              type="button"
              className={styles.tool}
              aria-label={tool.name}
              aria-pressed={tool.pressed}
              disabled={tool.disabled}
              onClick={tool.run}
            >
              {tool.label}
            </button>
          ))}
        </div>
      ))}
    </div>
  );
}
