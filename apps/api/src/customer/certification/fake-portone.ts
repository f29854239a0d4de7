import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** What the fake provider knows about one imp_uid (PortOne's /certifications answer). */
export interface FakeCertification {
  certified: boolean;
  name: string;
  phone: string;
  birthday: string;
  gender: "male" | "female";
  unique_key: string;
}

export const FAKE_KEYS = { apiKey: "test-key", apiSecret: "test-secret", merchantCode: "imp_test" };

export interface FakePortOne {
  baseUrl: string;
  /** Makes an imp_uid known to the provider. */
  add(impUid: string, certification: FakeCertification): void;
  /** When set, every call answers this HTTP status (provider trouble). */
  failWith(status: number | null): void;
  /** Paths asked so far, in order. */
  calls: string[];
  close(): Promise<void>;
}

const send = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
};

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  let text = "";
  for await (const chunk of request) text += chunk;
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

/** A local stand-in for the PortOne REST API on an ephemeral port: token first, then certifications. */
export async function startFakePortOne(): Promise<FakePortOne> {
  const known = new Map<string, FakeCertification>();
  const tokens = new Set<string>();
  const calls: string[] = [];
  let failure: number | null = null;

  const server = createServer(async (request, response) => {
    const url = request.url ?? "";
    calls.push(`${request.method} ${url}`);
    if (failure !== null) return send(response, failure, { code: -1, message: "down" });
    if (request.method === "POST" && url === "/users/getToken") {
      const body = await readJson(request);
      if (body.imp_key !== FAKE_KEYS.apiKey || body.imp_secret !== FAKE_KEYS.apiSecret)
        return send(response, 401, { code: -1, message: "bad keys", response: null });
      const token = `token-${tokens.size + 1}`;
      tokens.add(token);
      return send(response, 200, { code: 0, message: null, response: { access_token: token } });
    }
    const match = /^\/certifications\/([^/?]+)$/.exec(url);
    if (request.method === "GET" && match?.[1]) {
      if (!tokens.has(request.headers.authorization ?? ""))
        return send(response, 401, { code: -1, message: "unauthorized", response: null });
      const impUid = decodeURIComponent(match[1]);
      const found = known.get(impUid);
      if (!found) return send(response, 404, { code: -1, message: "not found", response: null });
      return send(response, 200, { code: 0, message: null, response: { imp_uid: impUid, ...found } });
    }
    send(response, 404, { code: -1, message: "no such route" });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    add: (impUid, certification) => known.set(impUid, certification),
    failWith: (status) => {
      failure = status;
    },
    calls,
    close: () =>
      new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
