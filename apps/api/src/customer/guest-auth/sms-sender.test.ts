import { mkdtemp, readFile, rm } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { HttpError } from "@api/lib/http-error";
import { startFakeSolapi } from "@api/messaging/testing/fake-solapi";
import { createTestApp, LUMIERE, type TestApp } from "@api/testing/test-app";
import { apiErrorSchema } from "@clinic/shared";
import type { FastifyBaseLogger } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createConsoleSender,
  createHttpSender,
  createSolapiSender,
  maskPhone,
  smsMessages,
} from "./sms-sender";

interface Received {
  method: string | undefined;
  authorization: string | undefined;
  contentType: string | undefined;
  body: unknown;
}

/** A tiny stand-in for an SMS provider: records every request and answers `status` (or never, when hanging). */
function fakeProvider() {
  const received: Received[] = [];
  const state = { status: 200, hang: false };
  const server: Server = createServer(async (request: IncomingMessage, response) => {
    let raw = "";
    for await (const chunk of request) raw += chunk;
    received.push({
      method: request.method,
      authorization: request.headers.authorization,
      contentType: request.headers["content-type"],
      body: JSON.parse(raw || "null"),
    });
    if (state.hang) return;
    response.writeHead(state.status, { "content-type": "application/json" }).end("{}");
  });
  return {
    received,
    state,
    async start() {
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}/messages`;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe("SMS senders", () => {
  const provider = fakeProvider();
  let url: string;
  let folder: string;

  beforeAll(async () => {
    url = await provider.start();
    folder = await mkdtemp(join(tmpdir(), "sms-sender-"));
  });
  afterAll(async () => {
    await provider.stop();
    await rm(folder, { recursive: true, force: true });
  });

  it("masks the middle digits of a phone", () => {
    expect(maskPhone("01012345678")).toBe("010****5678");
    expect(maskPhone("0101235678")).toBe("010***5678");
    expect(maskPhone("0212345678")).toBe("021***5678");
  });

  it("logs a console text with the number masked and appends it to the outbox", async () => {
    const logged: string[] = [];
    const logger = { info: (message: string) => logged.push(message) } as unknown as FastifyBaseLogger;
    const outboxFile = join(folder, "deep", "er", "outbox.jsonl");
    const sender = createConsoleSender(logger, outboxFile);
    await sender.send("01012345678", "[의원] 인증번호 012345를 입력해 주세요. (5분 이내)");
    await sender.send("01087654321", "안내 문자");
    expect(logged[0]).toBe("[sms] to 010****5678: [의원] 인증번호 012345를 입력해 주세요. (5분 이내)");
    expect(logged.join("\n")).not.toContain("01012345678");
    const lines = (await readFile(outboxFile, "utf8"))
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ to: "01012345678", code: "012345" });
    expect(lines[1]).toMatchObject({ to: "01087654321", text: "안내 문자", code: null });
    expect(Number.isNaN(Date.parse(lines[0].sentAt))).toBe(false);
  });

  it("posts the text to an HTTP provider with the bearer key", async () => {
    provider.state.status = 200;
    const sender = createHttpSender({ url, apiKey: "secret-key", sender: "0212345678" });
    await sender.send("01012345678", "안녕하세요");
    expect(provider.received.at(-1)).toEqual({
      method: "POST",
      authorization: "Bearer secret-key",
      contentType: "application/json",
      body: { from: "0212345678", to: "01012345678", text: "안녕하세요" },
    });
  });

  it.each([400, 500, 503])("turns a provider's %i into a 502", async (status) => {
    provider.state.status = status;
    const sender = createHttpSender({ url, apiKey: "k", sender: "0212345678" });
    const error = await sender.send("01012345678", "x").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(502);
    expect((error as HttpError).translate).toBe(smsMessages.sendFailed);
  });

  it("gives up on a provider that does not answer in time, and on one that is not there", async () => {
    provider.state.hang = true;
    const slow = createHttpSender({ url, apiKey: "k", sender: "s" }, 200);
    await expect(slow.send("01012345678", "x")).rejects.toMatchObject({ status: 502 });
    provider.state.hang = false;
    const absent = createHttpSender({ url: "http://127.0.0.1:1/none", apiKey: "k", sender: "s" });
    await expect(absent.send("01012345678", "x")).rejects.toMatchObject({ status: 502 });
  });
});

describe("SMS code requests with an HTTP provider", () => {
  const provider = fakeProvider();
  let t: TestApp;

  beforeAll(async () => {
    const url = await provider.start();
    t = await createTestApp({
      accounts: { identity: null, sms: { kind: "http", url, apiKey: "app-key", sender: "0212345678" } },
    });
  });
  afterAll(async () => {
    await t.close();
    await provider.stop();
  });

  const requestCode = (phone: string) =>
    t.app.inject({
      method: "POST",
      url: "/customer/auth-tokens",
      headers: { "x-tenant-origin": LUMIERE, "x-forwarded-for": "10.6.0.1" },
      payload: { phone },
    });

  it("texts the code through the provider", async () => {
    provider.state.status = 200;
    expect((await requestCode("010-6666-0002")).statusCode).toBe(202);
    const sent = provider.received.at(-1);
    expect(sent?.authorization).toBe("Bearer app-key");
    expect(sent?.body).toMatchObject({
      from: "0212345678",
      to: "01066660002",
      text: expect.stringMatching(/인증번호 \d{6}를 입력해 주세요/),
    });
  });

  it("answers 502 in the error shape when the provider refuses", async () => {
    provider.state.status = 500;
    const response = await requestCode("010-6666-0001");
    expect(response.statusCode, response.body).toBe(502);
    expect(apiErrorSchema.parse(response.json())).toMatchObject({
      status: 502,
      translate: smsMessages.sendFailed,
    });
  });
});

describe("sign-in codes through Solapi, when it is the configured provider", () => {
  const credentials = { apiKey: "NCSCODEKEY0000001", apiSecret: "CODESECRET0123456789ABCDEFGHIJKL" };
  let solapi: Awaited<ReturnType<typeof startFakeSolapi>>;

  beforeAll(async () => {
    solapi = await startFakeSolapi(credentials);
  });
  afterAll(() => solapi.close());

  const sender = () =>
    createSolapiSender({ baseUrl: solapi.baseUrl, ...credentials, sender: "0215880000", pfId: null });

  it("texts the code as an SMS from the registered number", async () => {
    await sender().send("01012345678", "[루미에르] 인증번호 123456");
    expect(solapi.accepted.at(-1)).toMatchObject({
      to: "01012345678",
      from: "0215880000",
      type: "SMS",
      text: "[루미에르] 인증번호 123456",
    });
  });

  it("a refusal is the visitor's 502 with the Korean message, never a silent success", async () => {
    solapi.setMode({ kind: "refuse", errorCode: "ValidationError", errorMessage: "수신번호 오류" });
    const failure = await sender()
      .send("01012345678", "[루미에르] 인증번호 123456")
      .catch((error: unknown) => error);
    solapi.setMode({ kind: "up" });
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({ status: 502, translate: smsMessages.sendFailed });
  });
});
