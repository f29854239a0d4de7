"use client";

import "@/ui/styles/fonts";
import "@/ui/styles/global.css";
import { ErrorView, type ErrorViewProps } from "@/ui/status/error-view";

/** Failures of a root layout (e.g. the API is down): replaces the whole document, so it brings its own. */
export default function GlobalError(props: ErrorViewProps) {
  return (
    <html lang="ko">
      <body>
        <title>일시적인 오류</title>
        <ErrorView {...props} />
      </body>
    </html>
  );
}
