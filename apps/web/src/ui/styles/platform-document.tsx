import "./global.css";
import type { ReactNode } from "react";
import { DesignTokensStyle } from "./design-tokens-style";
import { KOREAN_FONTS_HREF } from "./fonts-href";

/**
 * The Korean document of pages in the platform's own palette, never a clinic's theme: the partner console, hosts
 * no clinic serves and URLs no route matches.
 */
export function PlatformDocument({ children }: { children: ReactNode }) {
  return (
    <html lang="ko">
      {/* biome-ignore lint/style/noHeadElement: the App Router's root-layout document, where <head> belongs */}
      <head>
        <DesignTokensStyle />
        {/* The storefront's faces (scripts/build-fonts.mjs), as an ordinary stylesheet: the console is a staff tool
            opened again and again, so its first paint waits for the rules rather than redrawing its text. */}
        <link rel="stylesheet" href={KOREAN_FONTS_HREF} precedence="fonts" />
      </head>
      <body>{children}</body>
    </html>
  );
}
