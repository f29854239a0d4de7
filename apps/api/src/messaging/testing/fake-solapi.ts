import { createHmac } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** One message the fake provider accepted. */
export interface Accepted {
  outboxId: string;
  to: string;
  from: string;
  type: string;
  text: string;
  templateId: string | null;
}

export type FakeMode =
  | { kind: "up" }
  | { kind: "down"; status: number }
  /** Answers 400 with Solapi's error shape. */
  | { kind: "refuse"; errorCode: string; errorMessage: string }
  /** Never answers (the client's timeout is what ends the request); nothing is accepted. */
  | { kind: "hang" };

/**
 * A local HTTP server speaking Solapi's send API (POST /messages/v4/send with `{message}`), for tests: it checks
 * the HMAC-SHA256 authorization exactly as Solapi documents it (401 otherwise), answers like Solapi, and records
 * what it accepted. Not a mock of our code: our channel talks to it over HTTP as it would to api.solapi.com.
 */
export async function startFakeSolapi(credentials: { apiKey: string; apiSecret: string }) {
  const accepted: Accepted[] = [];
  const hanging: ServerResponse[] = [];
  let requests = 0;
  let mode: FakeMode = { kind: "up" };

  const authorized = (header: string | undefined) => {
    const match = /^HMAC-SHA256 apiKey=([^,]+), date=([^,]+), salt=([^,]+), signature=([0-9a-f]+)$/.exec(
      header ?? "",
    );
    if (!match) return false;
    const [, apiKey, date, salt, signature] = match;
    const expected = createHmac("sha256", credentials.apiSecret).update(`${date}${salt}`).digest("hex");
    return apiKey === credentials.apiKey && signature === expected;
  };

  const json = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { "content-type": "application/json" });
    response.end(JSON.stringify(body));
  };

  async function handle(request: IncomingMessage, response: ServerResponse) {
    requests += 1;
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    if (request.method !== "POST" || request.url !== "/messages/v4/send") return json(response, 404, {});
    if (!authorized(request.headers.authorization)) {
      return json(response, 401, { errorCode: "InvalidAPIKey", errorMessage: "Invalid signature" });
    }
    if (mode.kind === "hang") {
      hanging.push(response);
      return;
    }
    if (mode.kind === "down")
      return json(response, mode.status, { errorCode: "InternalError", errorMessage: "down" });
    if (mode.kind === "refuse")
      return json(response, 400, { errorCode: mode.errorCode, errorMessage: mode.errorMessage });
    const { message } = JSON.parse(Buffer.concat(chunks).toString("utf8")) as {
      message: {
        to: string;
        from: string;
        text: string;
        type: string;
        kakaoOptions?: { templateId: string };
        customFields: { outboxId: string };
      };
    };
    accepted.push({
      outboxId: message.customFields.outboxId,
      to: message.to,
      from: message.from,
      type: message.type,
      text: message.text,
      templateId: message.kakaoOptions?.templateId ?? null,
    });
    return json(response, 200, {
      groupId: `G4V${accepted.length}`,
      messageId: `M4V${accepted.length}`,
      to: message.to,
      from: message.from,
      type: message.type,
      statusCode: "2000",
      statusMessage: "정상 접수(이통사로 접수 예정)",
      country: "82",
    });
  }

  const server: Server = createServer((request, response) => {
    handle(request, response).catch(() => json(response, 500, {}));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    accepted,
    get requests() {
      return requests;
    },
    setMode(next: FakeMode) {
      mode = next;
    },
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
