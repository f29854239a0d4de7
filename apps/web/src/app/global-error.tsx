"use client";

import "../styles/fonts";
import "../styles/global.css";
import { ErrorView, type ErrorViewProps } from "../components/error-view";

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
