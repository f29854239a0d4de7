import { request as httpRequest } from "node:http";
import { WEB_PORT } from "./env";

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * Where a raw request connects from. The web server under test trusts 127.0.0.1 and ::1 as its load balancer
 * (WEB_TRUSTED_PROXIES in playwright.config.ts); any other loopback address, such as this one, is a visitor
 * connecting directly, whose forwarding headers must be ignored.
 */
export const DIRECT_VISITOR_ADDRESS = "127.0.0.3";

/**
 * One HTTP request to the storefront with exactly the headers given, Host included. Node cannot resolve
 * *.localhost names and a browser would add its own Origin, so header rules are checked from here. `from`
 * picks the local address the connection comes from (default: 127.0.0.1, the trusted load balancer).
 */
export function rawRequest(
  method: string,
  host: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
  from?: string,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: "127.0.0.1",
        port: WEB_PORT,
        method,
        path,
        headers: { host: `${host}:${WEB_PORT}`, ...headers },
        ...(from === undefined ? {} : { localAddress: from }),
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
      },
    );
    request.on("error", reject);
    if (body !== undefined) request.write(body);
    request.end();
  });
}

export interface StreamedAnswer extends RawAnswer {
  /** Body bytes written before the answer came (or all of them). */
  sent: number;
}

/**
 * A POST whose body is streamed in 64 KiB chunks until the server answers or `total` bytes are sent: with
 * `declare` a content-length of `total` is sent up front, otherwise the body is chunked. For checking that an
 * oversized upload is refused rather than read whole.
 */
export function streamRequest(
  host: string,
  path: string,
  options: { total: number; declare: boolean },
): Promise<StreamedAnswer> {
  const chunk = Buffer.alloc(64 * 1024, "x");
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const request = httpRequest({
      host: "127.0.0.1",
      port: WEB_PORT,
      method: "POST",
      path,
      headers: {
        host: `${host}:${WEB_PORT}`,
        "content-type": "application/json",
        ...(options.declare ? { "content-length": String(options.total) } : {}),
      },
    });
    request.on("response", (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on("data", (data: Buffer) => chunks.push(data));
      response.on("end", () => {
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString("utf8"),
          sent,
        });
        // The rest of the upload is not wanted any more.
        request.destroy();
      });
    });
    request.on("error", (error) => {
      if (!answered) reject(error);
    });
    const write = () => {
      while (!answered && sent < options.total) {
        const piece = chunk.subarray(0, Math.min(chunk.length, options.total - sent));
        sent += piece.length;
        if (!request.write(piece)) return void request.once("drain", write);
      }
      if (!answered) request.end();
    };
    write();
  });
}
