import { Mark, Node } from "@tiptap/core";
import { TableHeader } from "@tiptap/extension-table";
import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import { NodeRange } from "@tiptap/pm/model";
import { NodeSelection, type Selection, TextSelection, type Transaction } from "@tiptap/pm/state";
import { findWrapping, liftTarget } from "@tiptap/pm/transform";
import { videoEmbedSrc } from "./rich-text-rules";

/**
 * Nodes the storefront's sanitiser (@clinic/shared/rich-text) knows but Tiptap's kits do not: alignment and
 * highlight as the RICH_TEXT_CLASSES (style attributes are dropped there), and videos exactly as it writes them.
 */

export type RichTextAlignment = "left" | "center" | "right";
const ALIGNMENTS: RichTextAlignment[] = ["left", "center", "right"];

declare module "@tiptap/core" {
  interface Commands<ReturnType> {
    richTextAlign: {
      /** Left is the default: it removes the alignment box; centre and right wrap the selected blocks in one. */
      setRichTextAlign: (align: RichTextAlignment) => ReturnType;
    };
    richTextVideo: {
      /** Inserts a YouTube/Vimeo player; returns false for any other address. */
      insertRichTextVideo: (url: string) => ReturnType;
    };
    richTextHighlight: {
      toggleRichTextHighlight: () => ReturnType;
    };
  }
}

const alignmentOf = (element: HTMLElement): RichTextAlignment | null =>
  ALIGNMENTS.find((align) => element.classList.contains(`rt-align-${align}`)) ?? null;

/** The nearest alignment box around the selection's start, with its position. */
export function alignBoxAt(selection: Selection, typeName = "richTextAlign") {
  const { $from } = selection;
  for (let depth = $from.depth; depth > 0; depth--) {
    const node = $from.node(depth);
    if (node.type.name === typeName) return { node, depth, pos: $from.before(depth) };
  }
  return null;
}

/** Wraps the selected blocks, widening the range (a list item's paragraph → the whole list) until it may. */
function wrapSelection(tr: Transaction, type: ProseMirrorNode["type"], attrs: { align: RichTextAlignment }) {
  const { $from, $to } = tr.selection;
  let range = $from.blockRange($to);
  while (range) {
    const wrapping = findWrapping(range, type, attrs);
    if (wrapping) {
      tr.wrap(range, wrapping);
      return true;
    }
    if (range.depth === 0) return false;
    range = new NodeRange(
      tr.doc.resolve(range.$from.before(range.depth)),
      tr.doc.resolve(range.$to.after(range.depth)),
      range.depth - 1,
    );
  }
  return false;
}

/** A block box `<div class="rt-align-…">` around paragraphs, headings, images or lists. */
/** The alignment the toolbar shows as pressed: the nearest box's, or left (the default) outside any box. */
export const alignmentAt = (selection: Selection): RichTextAlignment =>
  (alignBoxAt(selection)?.node.attrs.align as RichTextAlignment | undefined) ?? "left";

export const RichTextAlign = Node.create({
  name: "richTextAlign",
  group: "block",
  content: "block+",
  defining: true,
  addAttributes() {
    return {
      align: {
        default: "left",
        parseHTML: (element) => alignmentOf(element) ?? "left",
        renderHTML: (attributes) => ({ class: `rt-align-${attributes.align}` }),
      },
    };
  },
  parseHTML() {
    return [{ tag: "div", getAttrs: (element) => (alignmentOf(element) ? null : false) }];
  },
  renderHTML({ HTMLAttributes }) {
    return ["div", HTMLAttributes, 0];
  },
  addCommands() {
    return {
      setRichTextAlign:
        (align) =>
        ({ tr, dispatch }) => {
          const box = alignBoxAt(tr.selection, this.name);
          if (box) {
            if (align !== "left") {
              if (dispatch) tr.setNodeMarkup(box.pos, undefined, { align });
              return true;
            }
            const $start = tr.doc.resolve(box.pos + 1);
            const $end = tr.doc.resolve(box.pos + box.node.nodeSize - 1);
            const range = new NodeRange($start, $end, box.depth);
            const target = liftTarget(range);
            if (target === null) return false;
            if (dispatch) tr.lift(range, target);
            return true;
          }
          if (align === "left") return true;
          return wrapSelection(tr, this.type, { align });
        },
    };
  },
});

/**
 * After inserting a block atom the selection can be the atom itself, and the next insert would replace it: put
 * the cursor in the text block after it (adding an empty paragraph at the end of the document or before a table).
 */
function leaveNode(tr: Transaction) {
  const { selection } = tr;
  if (!(selection instanceof NodeSelection)) return true;
  const after = selection.to;
  if (!selection.$to.nodeAfter?.isTextblock) {
    const paragraph = tr.doc.type.schema.nodes.paragraph?.create();
    if (!paragraph) return true;
    tr.insert(after, paragraph);
  }
  tr.setSelection(TextSelection.create(tr.doc, after + 1));
  return true;
}

const VIDEO_IFRAME = {
  title: "동영상",
  allowfullscreen: "",
  loading: "lazy",
  allow: "autoplay; encrypted-media; picture-in-picture",
};

/** The canonical embed address of a stored video: our wrapper, a bare iframe, or a CKEditor <oembed>. */
function storedVideoSrc(element: HTMLElement): string | null {
  const tag = element.tagName.toLowerCase();
  if (tag === "oembed") return videoEmbedSrc(element.getAttribute("url"));
  const iframe = tag === "iframe" ? element : element.querySelector("iframe");
  return videoEmbedSrc(iframe?.getAttribute("src"));
}

/** A YouTube/Vimeo player, rendered as the sanitiser writes it: `<div class="rt-video"><iframe …></div>`. */
export const RichTextVideo = Node.create({
  name: "richTextVideo",
  group: "block",
  atom: true,
  draggable: true,
  selectable: true,
  addAttributes() {
    return { src: { default: null, rendered: false, parseHTML: storedVideoSrc } };
  },
  parseHTML() {
    const valid = (element: HTMLElement) => (storedVideoSrc(element) ? null : false);
    return [
      { tag: "div.rt-video", getAttrs: valid },
      { tag: "iframe[src]", getAttrs: valid },
      { tag: "oembed[url]", getAttrs: valid },
    ];
  },
  renderHTML({ node }) {
    return ["div", { class: "rt-video" }, ["iframe", { src: node.attrs.src, ...VIDEO_IFRAME }]];
  },
  addCommands() {
    return {
      insertRichTextVideo:
        (url) =>
        ({ chain, state }) => {
          const src = videoEmbedSrc(url);
          if (!src) return false;
          const video = { type: this.name, attrs: { src } };
          // A selected image or video would be replaced: the new video goes after it instead.
          const { selection } = state;
          const inserted =
            selection instanceof NodeSelection
              ? chain().insertContentAt(selection.to, video)
              : chain().insertContent(video);
          return inserted.command(({ tr, dispatch }) => (dispatch ? leaveNode(tr) : true)).run();
        },
    };
  },
});

/** The storefront's marker-pen emphasis, `<span class="rt-highlight">`. */
export const RichTextHighlight = Mark.create({
  name: "richTextHighlight",
  parseHTML() {
    return [{ tag: "span.rt-highlight" }];
  },
  renderHTML() {
    return ["span", { class: "rt-highlight" }, 0];
  },
  addCommands() {
    return {
      toggleRichTextHighlight:
        () =>
        ({ commands }) =>
          commands.toggleMark(this.name),
    };
  },
});

const TH_SCOPES = ["row", "col", "rowgroup", "colgroup"];

/** Header cells keep their scope (the seeded price tables use `<th scope="row">`), as the sanitiser does. */
export const ScopedTableHeader = TableHeader.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      scope: {
        default: null,
        parseHTML: (element) => {
          const scope = element.getAttribute("scope");
          return scope && TH_SCOPES.includes(scope) ? scope : null;
        },
      },
    };
  },
});
