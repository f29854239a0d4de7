import "../styles/fonts";
import "../styles/global.css";
import type { Metadata } from "next";
import { NotFoundView } from "../components/not-found-view";
import { buildThemeCss } from "../styles/theme-css";

export const metadata: Metadata = { title: "페이지를 찾을 수 없습니다", robots: { index: false } };

/** URLs that match no route at all (Next renders this without any layout). */
export default function GlobalNotFound() {
  return (
    <html lang="ko">
      <head>
        <style
          id="design-tokens"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: generated from the design tokens only
          dangerouslySetInnerHTML={{ __html: buildThemeCss() }}
        />
      </head>
      <body>
        <NotFoundView />
      </body>
    </html>
  );
}
