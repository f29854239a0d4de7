import "../../styles/fonts";
import "../../styles/global.css";
import type { Metadata } from "next";
import type { ReactNode } from "react";
import { buildThemeCss } from "../../styles/theme-css";

export const metadata: Metadata = { title: "사이트를 찾을 수 없습니다", robots: { index: false } };

/** Root layout for pages that belong to no clinic (a host no partner serves). */
export default function PlatformLayout({ children }: { children: ReactNode }) {
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
