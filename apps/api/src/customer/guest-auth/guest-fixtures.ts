import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createTestApp, type TestApp } from "@api/testing/test-app";
import { schema, sql } from "@clinic/db";
import { authSessionSchema, smsCodeSentSchema } from "@clinic/shared";
import { expect } from "vitest";
import { PHONE_BURST } from "./limits";

export const CODES = "/customer/auth-tokens";
export const SIGNIN = "/api/guest-signin";
export const PHONE = "/guest-customer/phone";

export interface OutboxLine {
  to: string;
  text: string;
  code: string | null;
  sentAt: string;
}

/** A test app whose console SMS sender writes to an outbox file in a fresh folder (as the browser tests read it). */
export async function createGuestTestApp(): Promise<{ t: TestApp; outbox: Outbox; close(): Promise<void> }> {
  const folder = await mkdtemp(join(tmpdir(), "guest-auth-"));
  // A folder that does not exist yet: the sender must create it.
  const file = join(folder, "nested", "outbox.jsonl");
  const t = await createTestApp({
    accounts: { identity: null, sms: { kind: "console", outboxFile: file } },
  });
  return {
    t,
    outbox: new Outbox(file),
    async close() {
      await t.close();
      await rm(folder, { recursive: true, force: true });
    },
  };
}

export class Outbox {
  constructor(readonly file: string) {}

  async lines(): Promise<OutboxLine[]> {
    const text = await readFile(this.file, "utf8").catch(() => "");
    return text
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as OutboxLine);
  }

  /** The newest code texted to `phone`. */
  async latestCode(phone: string): Promise<string> {
    const mine = (await this.lines()).filter((line) => line.to === phone);
    const code = mine.at(-1)?.code;
    if (!code) throw new Error(`no code was texted to ${phone}`);
    return code;
  }
}

/** Ends every phone's 30-second resend wait, for tests about something else than that limit. */
export async function allowResend(t: TestApp): Promise<void> {
  await t.database.db
    .delete(schema.rateLimitCounters)
    .where(sql`${schema.rateLimitCounters.key} like ${`${PHONE_BURST.name}:%`}`);
}

/** A code that is certainly not `code` (same length, digits only). */
export const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

/** Request helpers for one site; `ip` picks the visitor (X-Forwarded-For from loopback is trusted). */
export function guestClient(t: TestApp, origin: string) {
  const request = (
    method: "POST" | "PUT" | "GET",
    url: string,
    payload: unknown,
    options: { ip?: string; token?: string } = {},
  ) =>
    t.app.inject({
      method,
      url,
      headers: {
        "x-tenant-origin": origin,
        "x-forwarded-for": options.ip ?? "10.0.0.1",
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    request,
    sendCode: (
      phone: string,
      options: { ip?: string; token?: string; purpose?: string; language?: string } = {},
    ) =>
      request(
        "POST",
        CODES,
        {
          phone,
          purpose: options.purpose ?? "GUEST_SIGNIN",
          ...(options.language ? { language: options.language } : {}),
        },
        options,
      ),
    signIn: (body: { phone: string; code: string; name?: string }, ip?: string) =>
      request("POST", SIGNIN, { name: "김비회원", ...body }, ip === undefined ? {} : { ip }),
    /** Sends a code, reads it from the outbox and signs in with it; checks each step. */
    async signInFully(outbox: Outbox, phone: string, name = "김비회원", ip = "10.0.0.1") {
      const sent = await request("POST", CODES, { phone }, { ip });
      expect(sent.statusCode, sent.body).toBe(202);
      smsCodeSentSchema.parse(sent.json());
      const response = await request(
        "POST",
        SIGNIN,
        { phone, name, code: await outbox.latestCode(phone) },
        { ip },
      );
      expect(response.statusCode, response.body).toBe(200);
      return authSessionSchema.parse(response.json());
    },
  };
}
