import { createServer, request as httpRequest, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { errorMessages } from "@clinic/shared";
import { API_BODY_LIMIT_BYTES as SHARED_LIMIT } from "@clinic/shared/contract/storefront-endpoints";
import { afterEach, describe, expect, it } from "vitest";
import { API_BODY_LIMIT_BYTES, guardApiBody } from "./api-body-limit.ts";
import { BAD_REQUEST_MESSAGE } from "./error-answer.ts";

const LIMIT = 64 * 1024;

/** A real HTTP server whose "Next" echoes how many body bytes it read, behind the guard. */
let server: Server | undefined;
async function start(): Promise<number> {
  server = createServer((req, res) => {
    guardApiBody(
      req,
      res,
      (request: IncomingMessage) => {
        let read = 0;
        request.on("data", (chunk: Buffer) => {
          read += chunk.length;
        });
        // Answered a moment after the body ended, as Next does (it renders first).
        request.on("end", () =>
          setTimeout(() => {
            res.setHeader("content-type", "application/json");
            res.end(JSON.stringify({ read, length: request.headers["content-length"] ?? null }));
          }, 20),
        );
      },
      LIMIT,
    );
  });
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

interface Sent {
  status: number;
  body: string;
  /** Body bytes the client had written when the answer arrived. */
  sent: number;
}

/** Streams `total` bytes (declared or chunked) and stops as soon as an answer arrives. */
function send(port: number, path: string, total: number, declare: boolean, method = "POST"): Promise<Sent> {
  const piece = Buffer.alloc(16 * 1024, "x");
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const request = httpRequest({
      host: "127.0.0.1",
      port,
      method,
      path,
      headers: declare ? { "content-length": String(total) } : { "transfer-encoding": "chunked" },
    });
    request.on("response", (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on("data", (data: Buffer) => chunks.push(data));
      response.on("end", () => {
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8"), sent });
        request.destroy();
      });
    });
    request.on("error", (error) => {
      if (!answered) reject(error);
    });
    const write = () => {
      while (!answered && sent < total) {
        const part = piece.subarray(0, Math.min(piece.length, total - sent));
        sent += part.length;
        if (!request.write(part)) return void request.once("drain", write);
      }
      if (!answered) request.end();
    };
    write();
  });
}

describe("guardApiBody", () => {
  it("uses the API's body limit of @clinic/shared and the shared Korean message", () => {
    expect(API_BODY_LIMIT_BYTES).toBe(SHARED_LIMIT);
    expect(BAD_REQUEST_MESSAGE).toBe(errorMessages.badRequest);
  });

  it("refuses a declared length over the limit with 413 in the error shape before reading the body", async () => {
    const port = await start();
    const answer = await send(port, "/api/customer/inquiries", 64 * 1024 * 1024, true);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({
      status: 413,
      message: "Request body is too large",
      translate: BAD_REQUEST_MESSAGE,
    });
    // Answered long before the 64 MB were sent: the server did not wait to read them.
    expect(answer.sent).toBeLessThan(16 * 1024 * 1024);
  });

  it("counts a chunked body and refuses it once it passes the limit", async () => {
    const port = await start();
    const answer = await send(port, "/api/customer/inquiries", 64 * 1024 * 1024, false);
    expect(answer.status).toBe(413);
    expect(answer.sent).toBeLessThan(16 * 1024 * 1024);
  });

  it("hands a chunked body within the limit on whole, as a fixed-length request", async () => {
    const port = await start();
    const answer = await send(port, "/api/customer/inquiries", LIMIT, false);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ read: LIMIT, length: String(LIMIT) });
  });

  it("lets a declared body within the limit through untouched", async () => {
    const port = await start();
    const answer = await send(port, "/api/customer/inquiries", LIMIT, true, "PUT");
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ read: LIMIT, length: String(LIMIT) });
  });

  it("leaves pages and console uploads (not /api) to their own limits", async () => {
    const port = await start();
    const answer = await send(port, "/console/clinics/1/media/upload", 2 * LIMIT, true);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ read: 2 * LIMIT });
  });
});
