"use client";

import { useEffect } from "react";
import { StatusView, statusButtonClass } from "./status-view";

export interface ErrorViewProps {
  error: unknown;
  retry: () => void;
}

/**
 * The error message's texts, always passed: the site's boundaries take them from the page's catalogue (issue 29)
 * and the root one from korean-error-texts.ts, so the boundaries every page loads carry no Korean copy of them.
 */
export interface ErrorTexts {
  title: string;
  text: string;
  retry: string;
}

/** What an error boundary shows: spec 8's "unknown system error" message and a retry button. */
export function ErrorView({ error, retry, texts }: ErrorViewProps & { texts: ErrorTexts }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <StatusView
      title={texts.title}
      description={<p>{texts.text}</p>}
      action={
        <button type="button" className={statusButtonClass} onClick={() => retry()}>
          {texts.retry}
        </button>
      }
    />
  );
}
