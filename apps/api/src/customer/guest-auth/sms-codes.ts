import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import type { Language } from "@clinic/shared";
import { SMS_CODE_LENGTH } from "@clinic/shared";

export type SmsPurpose = "GUEST_SIGNIN" | "PHONE_CHANGE";

/** What a code is for and who may use it; all of it goes into the hash, so a code is valid in one place only. */
export interface CodeScope {
  partnerId: number;
  phone: string;
  purpose: SmsPurpose;
  /** PHONE_CHANGE codes belong to the guest who asked for them; null for sign-in codes. */
  customerId: number | null;
}

/** Uniform over 000000–999999 from the OS's secure random source (leading zeros kept). */
export function generateCode(): string {
  return String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, "0");
}

/**
 * Only this digest is stored. A 6-digit code is guessable offline from its hash anyway; what protects it is the
 * short life and the wrong-try limit. The scope in the hash keeps a code from working for another clinic,
 * phone, purpose or guest even if a query were ever wrong.
 */
export function hashCode(scope: CodeScope, code: string): string {
  const subject = [scope.partnerId, scope.phone, scope.purpose, scope.customerId ?? "", code].join(":");
  return createHash("sha256").update(subject).digest("hex");
}

export function codeMatches(storedHash: string, scope: CodeScope, code: string): boolean {
  const expected = Buffer.from(storedHash, "hex");
  const actual = Buffer.from(hashCode(scope, code), "hex");
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** The code's text message in the language of the page that asked for it (issue 29). */
const CODE_TEXTS: Record<Language, (clinic: string, code: string) => string> = {
  ko: (clinic, code) => `[${clinic}] 인증번호 ${code}를 입력해 주세요. (5분 이내)`,
  en: (clinic, code) => `[${clinic}] Your verification code is ${code}. It expires in 5 minutes.`,
  ja: (clinic, code) => `[${clinic}] 認証番号は${code}です。5分以内に入力してください。`,
  "zh-CN": (clinic, code) => `[${clinic}] 验证码：${code}，请在5分钟内输入。`,
  "zh-TW": (clinic, code) => `[${clinic}] 驗證碼：${code}，請在5分鐘內輸入。`,
};

export const codeText = (clinicName: string, code: string, language: Language = "ko") =>
  CODE_TEXTS[language](clinicName, code);
