"use client";

import "@/ui/styles/global.css";
import { ErrorView, type ErrorViewProps } from "@/ui/status/error-view";
import { KOREAN_ERROR_TEXTS } from "@/ui/status/korean-error-texts";
import { KOREAN_FONTS_HREF } from "@/ui/styles/fonts-href";

/** Failures of a root layout (e.g. the API is down): replaces the whole document, so it brings its own. */
export default function GlobalError(props: ErrorViewProps) {
  return (
    <html lang="ko">
      <body>
        <title>일시적인 오류</title>
        {/* Loaded by React when this page shows: a bundled import would be preloaded by every page. */}
        <link rel="stylesheet" href={KOREAN_FONTS_HREF} precedence="fonts" />
        <ErrorView {...props} texts={KOREAN_ERROR_TEXTS} />
      </body>
    </html>
  );
}
