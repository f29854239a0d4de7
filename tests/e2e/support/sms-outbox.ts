import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { expect } from "@playwright/test";
import { DATA_DIR } from "./env";
import { REPO_ROOT } from "./own-stack";

/** The console SMS sender's outbox: one JSON line {to, text, code, sentAt} per code sent. */
export const SMS_OUTBOX_FILE = resolve(REPO_ROOT, DATA_DIR, "sms-outbox.jsonl");

interface OutboxLine {
  to: string;
  text: string;
  code: string;
}

async function latestCodeFor(phone: string): Promise<string | null> {
  let text: string;
  try {
    text = await readFile(SMS_OUTBOX_FILE, "utf8");
  } catch {
    return null;
  }
  const lines = text
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as OutboxLine)
    .filter((line) => line.to === phone);
  return lines.at(-1)?.code ?? null;
}

/** The newest code sent to `phone` (waits for the line to appear; phones are unique per test run). */
export async function smsCodeFor(phone: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(
      async () => {
        code = await latestCodeFor(phone);
        return code;
      },
      { message: `an SMS code for ${phone} in ${SMS_OUTBOX_FILE}` },
    )
    .not.toBeNull();
  return code as unknown as string;
}

/** A phone number nobody else uses: 010 and eight random digits. */
export function uniquePhone(): string {
  const digits = Math.floor(Math.random() * 100_000_000)
    .toString()
    .padStart(8, "0");
  return `010${digits}`;
}
