import { HttpError } from "@api/lib/http-error";
import type { Tx } from "@clinic/db";
import { authMessages, SMS_CODE_MAX_WRONG } from "@clinic/shared";
import { consumeCode, countWrongAttempt, lockLatestCode } from "./repository";
import { type CodeScope, codeMatches } from "./sms-codes";

export type CodeCheck = "ok" | "wrong" | "expired";

/**
 * Judges a code against the newest one of its phone and purpose, and records the outcome: a right code is used
 * up, a wrong one counts towards the 5 that kill it. Returns rather than throws, so the caller's transaction
 * commits the count even when the answer is a refusal.
 */
export async function checkCode(tx: Tx, scope: CodeScope, code: string): Promise<CodeCheck> {
  const latest = await lockLatestCode(tx, scope.partnerId, scope.phone, scope.purpose);
  if (!latest?.live || latest.consumedAt !== null || latest.wrongAttempts >= SMS_CODE_MAX_WRONG) {
    return "expired";
  }
  if (!codeMatches(latest.codeHash, scope, code)) {
    await countWrongAttempt(tx, latest.id);
    return "wrong";
  }
  await consumeCode(tx, latest.id);
  return "ok";
}

/** The 400 of a refused code, pointing at the code field so the form can show it there. */
export function codeRefused(check: Exclude<CodeCheck, "ok">): HttpError {
  const translate = check === "wrong" ? authMessages.wrongCode : authMessages.codeExpired;
  return new HttpError(400, check === "wrong" ? "wrong code" : "code expired", translate, [
    { path: "body.code", message: translate },
  ]);
}
