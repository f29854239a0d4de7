import { HttpError } from "@api/lib/http-error";
import { authMessages } from "@clinic/shared";

export const guestAuthMessages = {
  phoneTaken: "이미 다른 비회원 계정에서 사용 중인 휴대폰 번호입니다.",
} as const;

export const guestOnly = () => new HttpError(409, "guests only", authMessages.guestOnly);

export const phoneTaken = () => new HttpError(409, "phone already in use", guestAuthMessages.phoneTaken);

const UNIQUE_VIOLATION = "23505";
const MAX_CAUSE_DEPTH = 5;

/** Walks the error and its causes (Drizzle wraps driver errors) for PostgreSQL's unique-violation code. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < MAX_CAUSE_DEPTH && current instanceof Object; depth++) {
    if ((current as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
