import { KOREAN_FONTS_HREF } from "./fonts-href";

/**
 * The storefront's web fonts without holding up the first paint (issue 28). Their `@font-face` rules are 127 kB
 * (40 kB gzip: the unicode-range lists of about 200 slices); bundled, they were the largest render-blocking
 * stylesheet of every page, and the text waits for no font anyway (`font-display: swap`). A stylesheet a script
 * adds never blocks rendering: this one starts loading as the head is parsed, and the faces swap in when it and
 * their files arrive. Without scripts the `<noscript>` link loads it the ordinary way.
 */
const LOAD_FONTS = `(()=>{const l=document.createElement("link");l.rel="stylesheet";l.href=${JSON.stringify(KOREAN_FONTS_HREF)};document.head.appendChild(l)})()`;

export function KoreanFonts() {
  return (
    <>
      <script
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant built at build time, no data interpolated
        dangerouslySetInnerHTML={{ __html: LOAD_FONTS }}
      />
      <noscript>
        <link rel="stylesheet" href={KOREAN_FONTS_HREF} />
      </noscript>
    </>
  );
}
