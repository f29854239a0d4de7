import { request as httpRequest } from "node:http";
import { WEB_PORT } from "./env";

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * One HTTP request to the storefront with exactly the headers given, Host included. Node cannot resolve
 * *.localhost names and a browser would add its own Origin, so header rules are checked from here.
 */
export function rawRequest(
  method: string,
  host: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: "127.0.0.1",
        port: WEB_PORT,
        method,
        path,
        headers: { host: `${host}:${WEB_PORT}`, ...headers },
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
