import "./fonts";
import "./global.css";
import type { ReactNode } from "react";
import { DesignTokensStyle } from "./design-tokens-style";

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
      </head>
      <body>{children}</body>
    </html>
  );
}
