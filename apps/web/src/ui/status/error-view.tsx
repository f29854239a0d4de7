"use client";

import { errorMessages } from "@clinic/shared/constants";
import { useEffect } from "react";
import { StatusView, statusButtonClass } from "./status-view";

export interface ErrorViewProps {
  error: unknown;
  retry: () => void;
}

/** The error message's texts; Korean unless a page in another language passes its own (issue 29). */
export interface ErrorTexts {
  title: string;
  text: string;
  retry: string;
}

const KOREAN: ErrorTexts = {
  title: "일시적인 오류가 발생했습니다",
  text: errorMessages.unknownSystemError,
  retry: "다시 시도",
};

/** What an error boundary shows: the spec-8 Korean "unknown system error" message and a retry button. */
export function ErrorView({ error, retry, texts = KOREAN }: ErrorViewProps & { texts?: ErrorTexts }) {
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
