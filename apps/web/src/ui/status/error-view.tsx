"use client";

import { errorMessages } from "@clinic/shared/constants";
import { useEffect } from "react";
import { StatusView, statusButtonClass } from "./status-view";

export interface ErrorViewProps {
  error: unknown;
  retry: () => void;
}

/** What an error boundary shows: the spec-8 Korean "unknown system error" message and a retry button. */
export function ErrorView({ error, retry }: ErrorViewProps) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <StatusView
      title="일시적인 오류가 발생했습니다"
      description={<p>{errorMessages.unknownSystemError}</p>}
      action={
        <button type="button" className={statusButtonClass} onClick={() => retry()}>
          다시 시도
        </button>
      }
    />
  );
}
