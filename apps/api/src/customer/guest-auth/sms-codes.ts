import { createHash, randomInt, timingSafeEqual } from "node:crypto";
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

export const codeText = (clinicName: string, code: string) =>
  `[${clinicName}] 인증번호 ${code}를 입력해 주세요. (5분 이내)`;
