import { richTextToPlainText, sanitizeRichText } from "@clinic/shared/rich-text";
import { Editor, type JSONContent } from "@tiptap/core";
import { generateHTML, generateJSON } from "@tiptap/html/server";
import { afterEach, describe, expect, it } from "vitest";
import { richTextExtensions } from "./rich-text-extensions";
import { editorOutput, hasUnsupportedMarkup, linkHref, videoEmbedSrc } from "./rich-text-rules";

// The console editor without a browser: Tiptap's headless editor runs the toolbar's commands, and @tiptap/html
// (happy-dom) parses and serialises with the same schema, as editor.getHTML() does in the page.
const editors: Editor[] = [];
afterEach(() => {
  for (const editor of editors.splice(0)) editor.destroy();
});

const parse = (html: string): JSONContent => generateJSON(html, richTextExtensions);

function load(html: string): Editor {
  const editor = new Editor({ element: null, extensions: richTextExtensions, content: parse(html) });
  editors.push(editor);
  return editor;
}

/** What the editor hands to the form (rich-text-input.tsx: editorOutput(editor.getHTML())). */
const output = (editor: Editor) => editorOutput(generateHTML(editor.getJSON(), richTextExtensions));

/** Selects the first occurrence of a text, as an author dragging over it. */
function select(editor: Editor, text: string) {
  let range: { from: number; to: number } | null = null;
  editor.state.doc.descendants((node, pos) => {
    const at = range || !node.isText ? -1 : (node.text ?? "").indexOf(text);
    if (at >= 0) range = { from: pos + at, to: pos + at + text.length };
    return !range;
  });
  if (!range) throw new Error(`no "${text}" in the document`);
  editor.commands.setTextSelection(range);
}

describe("rich text editor output", () => {
  it("keeps a heading, bold, a link, an image, YouTube and Vimeo embeds and centred text through the sanitiser", () => {
    const editor = load("<h2>시술 안내</h2><p>굵은 글씨와 링크</p><p>가운데 문단</p><p>끝</p>");
    select(editor, "굵은");
    expect(editor.commands.toggleBold()).toBe(true);
    select(editor, "링크");
    expect(editor.commands.setLink({ href: linkHref("example.com/event") ?? "" })).toBe(true);
    select(editor, "가운데 문단");
    expect(editor.commands.setRichTextAlign("center")).toBe(true);
    select(editor, "끝");
    editor.commands.setImage({ src: "/media/1/before.jpg", alt: "시술 전후" });
    expect(editor.commands.insertRichTextVideo("https://youtu.be/dQw4w9WgXcQ")).toBe(true);
    expect(editor.commands.insertRichTextVideo("https://vimeo.com/76979871")).toBe(true);

    const html = output(editor);
    const clean = sanitizeRichText(html);

    expect(clean).toContain("<h2>시술 안내</h2>");
    expect(clean).toContain("<strong>굵은</strong>");
    expect(clean).toContain(
      '<a href="https://example.com/event" target="_blank" rel="noopener noreferrer">링크</a>',
    );
    expect(clean).toContain('<div class="rt-align-center"><p>가운데 문단</p></div>');
    expect(clean).toContain('<img src="/media/1/before.jpg" alt="시술 전후" loading="lazy" />');
    expect(clean).toContain('<div class="rt-video"><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"');
    expect(clean).toContain('<div class="rt-video"><iframe src="https://player.vimeo.com/video/76979871"');
    expect(html).not.toContain("style=");
    // Same meaning: the sanitised HTML loads back as the same blocks, and editing it again stores the same HTML.
    expect(sanitizeRichText(output(load(clean)))).toBe(clean);
    expect(parse(clean).content?.map((node) => node.type)).toEqual([
      "heading",
      "paragraph",
      "richTextAlign",
      "paragraph",
      "richTextVideo",
      "richTextVideo",
    ]);
  });

  it("gives stored HTML back unchanged in meaning, and a second edit changes nothing", () => {
    const stored = sanitizeRichText(
      [
        "<h3>시술 정보</h3>",
        '<p><em>기울임</em> <u>밑줄</u> <s>취소</s> <span class="rt-highlight">강조</span><br />다음 줄</p>',
        '<p><a href="/events/3">사이트 안 링크</a> <a href="mailto:desk@example.com">메일</a></p>',
        '<table><tbody><tr><th scope="row">마취</th><td>크림 마취</td></tr></tbody></table>',
        "<ul><li>첫째</li><li>둘째</li></ul><ol><li>하나</li></ol>",
        "<blockquote><p>인용문</p></blockquote><hr />",
        '<div class="rt-align-right"><p>오른쪽</p></div>',
        '<div class="rt-video"><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe></div>',
      ].join(""),
    );

    const once = sanitizeRichText(output(load(stored)));
    expect(richTextToPlainText(once)).toBe(richTextToPlainText(stored));
    for (const kept of [
      '<th scope="row">',
      '<span class="rt-highlight">강조</span>',
      '<a href="/events/3">사이트 안 링크</a>',
      '<a href="mailto:desk@example.com">메일</a>',
      "<br />",
      "<hr />",
      "<blockquote>",
      "<ol>",
      '<div class="rt-align-right"><p>오른쪽</p></div>',
      'src="https://www.youtube.com/embed/dQw4w9WgXcQ"',
    ]) {
      expect(once).toContain(kept);
    }
    expect(sanitizeRichText(output(load(once)))).toBe(once);
  });

  it("aligns with the sanitiser's classes: centre wraps, right relabels, left unwraps, a list aligns whole", () => {
    const editor = load("<p>문단</p><ul><li>항목</li></ul>");
    select(editor, "문단");
    editor.commands.setRichTextAlign("center");
    expect(output(editor)).toContain('<div class="rt-align-center"><p>문단</p></div>');
    editor.commands.setRichTextAlign("right");
    expect(output(editor)).toContain('<div class="rt-align-right"><p>문단</p></div>');
    editor.commands.setRichTextAlign("left");
    expect(output(editor)).toBe("<p>문단</p><ul><li><p>항목</p></li></ul>");

    select(editor, "항목");
    editor.commands.setRichTextAlign("center");
    expect(output(editor)).toContain('<div class="rt-align-center"><ul><li><p>항목</p></li></ul></div>');
  });

  it("drops what the storefront would drop: style alignment, other iframes, script links, inline data images", () => {
    const html = output(
      load(
        [
          '<p style="text-align: center">가운데?</p>',
          '<iframe src="https://evil.example/embed/1"></iframe>',
          '<p><a href="javascript:alert(1)">누르기</a></p>',
          '<p><img src="data:image/png;base64,AAAA" alt="" /></p>',
          "<script>alert(1)</script>",
        ].join(""),
      ),
    );
    expect(html).toBe("<p>가운데?</p><p>누르기</p>");
    expect(sanitizeRichText(html)).toBe(html);
  });

  it("refuses video addresses other than YouTube and Vimeo", () => {
    const editor = load("<p>본문</p>");
    expect(editor.commands.insertRichTextVideo("https://example.com/video.mp4")).toBe(false);
    expect(output(editor)).toBe("<p>본문</p>");
  });
});

describe("rich text toolbar rules", () => {
  it.each([
    ["  https://example.com/a?b=1 ", "https://example.com/a?b=1"],
    ["example.com/event", "https://example.com/event"],
    ["www.example.com:8080/a", "https://www.example.com:8080/a"],
    ["/events/3", "/events/3"],
    ["mailto:desk@example.com", "mailto:desk@example.com"],
    ["tel:02-123-4567", "tel:02-123-4567"],
    ["", ""],
    ["javascript:alert(1)", null],
    ["data:text/html,x", null],
    ["hello", null],
    ["two words.com", null],
    ["mailto:", null],
    ["ftp://x.com", null],
  ])(
    "turns the typed link address %j into an href the sanitiser keeps (%j; null refuses it)",
    (typed, href) => {
      expect(linkHref(typed)).toBe(href);
    },
  );

  it("gives the canonical embed address of YouTube and Vimeo links only", () => {
    expect(videoEmbedSrc("https://www.youtube.com/watch?v=dQw4w9WgXcQ")).toBe(
      "https://www.youtube.com/embed/dQw4w9WgXcQ",
    );
    expect(videoEmbedSrc("youtu.be/dQw4w9WgXcQ")).toBe("https://www.youtube.com/embed/dQw4w9WgXcQ");
    expect(videoEmbedSrc("https://vimeo.com/76979871")).toBe("https://player.vimeo.com/video/76979871");
    expect(videoEmbedSrc("https://example.com/watch?v=dQw4w9WgXcQ")).toBeNull();
    expect(videoEmbedSrc("")).toBeNull();
  });

  it("hands the form an empty string for an empty document and no trailing empty paragraphs", () => {
    expect(editorOutput("<p></p>")).toBe("");
    expect(editorOutput("<table><tbody><tr><td><p>a</p></td></tr></tbody></table><p></p>")).toBe(
      "<table><tbody><tr><td><p>a</p></td></tr></tbody></table>",
    );
    expect(editorOutput("<p></p><p>a</p>")).toBe("<p></p><p>a</p>");
  });

  it("spots stored markup the visual editor cannot hold (it then opens in HTML mode)", () => {
    expect(
      hasUnsupportedMarkup('<figure><img src="/a.jpg" alt="" /><figcaption>설명</figcaption></figure>'),
    ).toBe(true);
    expect(hasUnsupportedMarkup('<video src="/a.mp4"></video>')).toBe(true);
    expect(hasUnsupportedMarkup("<p>표 <strong>설명</strong></p><table><tbody></tbody></table>")).toBe(false);
  });
});
