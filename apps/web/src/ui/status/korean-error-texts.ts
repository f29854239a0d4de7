import { errorMessages } from "@clinic/shared/constants";
import type { ErrorTexts } from "./error-view";

/** The error view's Korean texts, for the root boundary, which renders outside every language's catalogue. */
export const KOREAN_ERROR_TEXTS: ErrorTexts = {
  title: "일시적인 오류가 발생했습니다",
  text: errorMessages.unknownSystemError,
  retry: "다시 시도",
};
