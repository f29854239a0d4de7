import "../../styles/fonts";
import "../../styles/global.css";
import type { Metadata } from "next";
import type { ReactNode } from "react";
import { buildThemeCss } from "../../styles/theme-css";

export const metadata: Metadata = {
  title: { default: "파트너 콘솔", template: "%s | 파트너 콘솔" },
  robots: { index: false, follow: false },
};

/** Root layout of the partner console (console host only): the platform's own palette, never a clinic's theme. */
export default function ConsoleLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="ko">
      <head>
        <style
          id="design-tokens"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: generated from the design tokens only
          dangerouslySetInnerHTML={{ __html: buildThemeCss() }}
        />
      </head>
      <body>{children}</body>
    </html>
  );
}
