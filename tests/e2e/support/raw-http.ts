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
