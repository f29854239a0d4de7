import { describe, expect, it } from "vitest";
import { richTextToPlainText, sanitizeRichText } from "./rich-text";

const YT = "dQw4w9WgXcQ";
const IFRAME_ATTRS = `title="동영상" allowfullscreen loading="lazy" allow="autoplay; encrypted-media; picture-in-picture"`;
const ytEmbed = `<div class="rt-video"><iframe src="https://www.youtube.com/embed/${YT}" ${IFRAME_ATTRS}></iframe></div>`;
const vimeoEmbed = `<div class="rt-video"><iframe src="https://player.vimeo.com/video/76979871" ${IFRAME_ATTRS}></iframe></div>`;

describe("sanitizeRichText: kept markup", () => {
  it("keeps ordinary article markup unchanged", () => {
    const article = [
      "<h2>시술 안내</h2><h3>준비</h3><h4>주의</h4>",
      "<p>첫 줄<br />둘째 줄 <strong>굵게</strong> <em>기울임</em> <u>밑줄</u> <s>취소</s></p>",
      "<ul><li>하나</li></ul><ol><li>둘</li></ol><blockquote><p>인용</p></blockquote><hr />",
      '<figure><img src="/media/a.jpg" alt="전후 사진" width="640" height="480" loading="lazy" />',
      "<figcaption>설명</figcaption></figure>",
      '<table><caption>가격</caption><thead><tr><th scope="col">항목</th></tr></thead>',
      '<tbody><tr><td colspan="2">10,000원</td></tr></tbody></table>',
      '<div class="rt-align-center"><span class="rt-highlight">강조</span></div>',
      '<a href="/treatments/3">내부 링크</a> <a href="mailto:a@b.kr">메일</a> <a href="tel:0212345678">전화</a>',
    ].join("");
    expect(sanitizeRichText(article)).toBe(article);
  });

  it("maps pasted near-equivalents onto the allowed tags", () => {
    expect(sanitizeRichText("<h1>t</h1><b>b</b><i>i</i><del>d</del><h6>h</h6>")).toBe(
      "<h2>t</h2><strong>b</strong><em>i</em><s>d</s><h4>h</h4>",
    );
  });
});

describe("sanitizeRichText: removed markup", () => {
  it.each([
    ["script", "<p>a<script>alert(1)</script>b</p>", "<p>ab</p>"],
    ["event handler", '<p onclick="alert(1)">a</p>', "<p>a</p>"],
    ["style attribute", '<p style="background:url(javascript:alert(1))">a</p>', "<p>a</p>"],
    ["javascript: link", '<a href="javascript:alert(1)">a</a>', "<a>a</a>"],
    ["entity-hidden javascript: link", '<a href="&#106;ava&#x09;script:alert(1)">a</a>', "<a>a</a>"],
    ["img onerror", '<img src="/x.png" onerror="alert(1)">', '<img src="/x.png" alt="" loading="lazy" />'],
    ["data: image", '<img src="data:image/svg+xml;base64,PHN2Zz4=">', ""],
    [
      "unknown iframe and its content",
      '<p>a<iframe src="https://evil.example/x">t<b>x</b></iframe>b</p>',
      "<p>ab</p>",
    ],
    ["relative iframe", '<iframe src="/admin"></iframe>', ""],
    ["iframe srcdoc", `<iframe srcdoc="<script>alert(1)</script>"></iframe>`, ""],
    [
      "unknown classes",
      '<span class="evil rt-highlight">a</span><div class="x">b</div>',
      '<span class="rt-highlight">a</span><div>b</div>',
    ],
    ["forms and svg", '<form><input value="x"></form><svg><text>t</text></svg><style>p{}</style>', ""],
    [
      "non-numeric sizes",
      '<img src="/a.png" width="100%" height="9px"><table><tr><td rowspan="x" colspan="3">c</td><th scope="evil">h</th></tr></table>',
      '<img src="/a.png" alt="" loading="lazy" /><table><tr><td colspan="3">c</td><th>h</th></tr></table>',
    ],
  ])("strips %s", (_name, input, expected) => {
    expect(sanitizeRichText(input)).toBe(expected);
  });

  it("escapes markup-looking text instead of interpreting it", () => {
    expect(sanitizeRichText('<p title="<iframe>">&lt;script&gt;</p>')).toBe("<p>&lt;script&gt;</p>");
  });
});

describe("sanitizeRichText: video embeds", () => {
  it.each([
    `https://www.youtube.com/embed/${YT}?rel=0&showinfo=0`,
    `https://www.youtube-nocookie.com/embed/${YT}`,
    `https://youtu.be/${YT}`,
    `//www.youtube.com/embed/${YT}`,
  ])("turns a YouTube iframe (%s) into a canonical 16:9 wrapper", (src) => {
    const input = `<iframe src="${src}" width="560" height="315" frameborder="0" onload="x()"></iframe>`;
    expect(sanitizeRichText(input)).toBe(ytEmbed);
  });

  it("turns Vimeo iframes and CKEditor oembeds into wrappers too", () => {
    expect(sanitizeRichText('<iframe src="https://player.vimeo.com/video/76979871?h=ab"></iframe>')).toBe(
      vimeoEmbed,
    );
    expect(
      sanitizeRichText(`<figure><oembed url="https://www.youtube.com/watch?v=${YT}"></oembed></figure>`),
    ).toBe(`<figure>${ytEmbed}</figure>`);
  });

  it("drops whatever an editor left inside an iframe", () => {
    expect(sanitizeRichText(`<iframe src="https://youtu.be/${YT}">보기<p>x</p></iframe><p>다음</p>`)).toBe(
      `${ytEmbed}<p>다음</p>`,
    );
  });

  it("lifts the wrapper out of a paragraph, since a div cannot sit in a <p>", () => {
    expect(sanitizeRichText(`<p><iframe src="https://youtu.be/${YT}"></iframe></p>`)).toBe(ytEmbed);
    expect(sanitizeRichText(`<p>앞 <iframe src="https://youtu.be/${YT}"></iframe></p>`)).toBe(
      `<p>앞 </p>${ytEmbed}<p></p>`,
    );
  });

  it("does not trust an authored rt-video wrapper", () => {
    expect(sanitizeRichText('<div class="rt-video"><p>가짜</p></div>')).toBe("<p>가짜</p>");
  });

  it("makes <video> autoplay, muted, looped and inline (spec 5)", () => {
    expect(
      sanitizeRichText(
        '<video src="/media/a.mp4" controls onplay="x()"><source src="javascript:alert(1)"><source src="https://cdn.example/a.webm" type="video/webm"></video>',
      ),
    ).toBe(
      '<video src="/media/a.mp4" autoplay muted loop playsinline><source src="https://cdn.example/a.webm" type="video/webm" /></video>',
    );
  });
});

describe("sanitizeRichText: links", () => {
  it.each([
    [
      '<a href="https://example.com">x</a>',
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    ],
    [
      '<a href="HTTP://example.com" target="_self">x</a>',
      '<a href="HTTP://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    ],
    [
      '<a href="//example.com" rel="nofollow opener">x</a>',
      '<a href="//example.com" target="_blank" rel="nofollow noopener noreferrer">x</a>',
    ],
    ['<a href="/events/1" target="_top" rel="opener">x</a>', '<a href="/events/1">x</a>'],
    [
      '<a href="/events/1" target="_blank">x</a>',
      '<a href="/events/1" target="_blank" rel="noopener noreferrer">x</a>',
    ],
    ['<a href="#faq">x</a>', '<a href="#faq">x</a>'],
  ])("%s", (input, expected) => {
    expect(sanitizeRichText(input)).toBe(expected);
  });
});

describe("sanitizeRichText: idempotent", () => {
  it.each([
    `<p>앞 <iframe src="https://youtu.be/${YT}"></iframe> 뒤</p><p><iframe src="https://vimeo.com/76979871"></iframe></p>`,
    `<div class="rt-video"><iframe src="https://www.youtube.com/embed/${YT}"></iframe></div>`,
    '<p>a&nbsp;&amp;&lt;b&gt; "q"</p><a href="https://x.kr" rel="ugc">x</a><video src="/v.mp4"></video>',
    "<p><strong><em>unclosed</p><li>stray</li></table><p>",
    '<img src="/a.png" alt="a&quot;>b"><th scope="row" colspan="2">t</th><iframe src="https://evil.example"></iframe>',
  ])("sanitising twice equals sanitising once: %s", (input) => {
    const once = sanitizeRichText(input);
    expect(sanitizeRichText(once)).toBe(once);
  });
});

describe("richTextToPlainText", () => {
  it("strips tags, spacing block boundaries but not inline ones", () => {
    expect(
      richTextToPlainText(
        "<h2>제목</h2><p>안<strong>녕</strong>하세요</p><ul><li>a</li><li>b</li></ul>x<br>y",
      ),
    ).toBe("제목 안녕하세요 a b x y");
  });

  it("decodes entities, drops scripts and embeds, and collapses whitespace", () => {
    expect(
      richTextToPlainText(
        `<p>  가&nbsp;&amp; &lt;b&gt; &quot;c&quot; &#39;d&#39; &#x41;\n\t</p><script>bad()</script><iframe src="https://youtu.be/${YT}">보기</iframe>`,
      ),
    ).toBe(`가 & <b> "c" 'd' A`);
  });

  it("cuts to maxLength characters ending in an ellipsis", () => {
    expect(richTextToPlainText("<p>abcdef ghij</p>", 8)).toBe("abcdef…");
    expect(richTextToPlainText("<p>가나다라마</p>", 3)).toBe("가나…");
    expect(richTextToPlainText("<p>가나다</p>", 3)).toBe("가나다");
    expect(richTextToPlainText("<p>😀😀😀😀</p>", 3)).toBe("😀😀…");
    expect(richTextToPlainText("<p>abc</p>", 0)).toBe("");
  });

  it("answers an empty string for empty or markup-only input", () => {
    expect(richTextToPlainText("")).toBe("");
    expect(richTextToPlainText("<p> </p><br><img src='/a.png'>")).toBe("");
  });
});
