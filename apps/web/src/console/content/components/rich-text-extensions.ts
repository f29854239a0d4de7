import type { Extensions } from "@tiptap/core";
import Image from "@tiptap/extension-image";
import { TableKit } from "@tiptap/extension-table";
import StarterKit from "@tiptap/starter-kit";
import { RichTextAlign, RichTextHighlight, RichTextVideo, ScopedTableHeader } from "./rich-text-nodes";

/**
 * The editor's schema: only markup sanitizeRichText keeps (see rich-text-extensions.test.ts), so what authors
 * see is what the storefront shows. Shared by the editor and its tests; one array, created once, so the React
 * editor never sees "new" extensions on a re-render.
 */
export const richTextExtensions: Extensions = [
  StarterKit.configure({
    // The sanitiser has no <code>/<pre>; the page owns the h1.
    code: false,
    codeBlock: false,
    heading: { levels: [2, 3, 4] },
    link: {
      openOnClick: false,
      defaultProtocol: "https",
      // The sanitiser decides target and rel (new tab + noopener for external links): store none of our own.
      HTMLAttributes: { target: null, rel: null, class: null },
    },
  }),
  // Inline, like the <p><img></p> the storefront and the old textarea stored, so alignment boxes centre it.
  Image.configure({ inline: true, allowBase64: false }),
  TableKit.configure({ table: { resizable: false }, tableHeader: false }),
  ScopedTableHeader,
  RichTextAlign,
  RichTextVideo,
  RichTextHighlight,
];
