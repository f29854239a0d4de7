import { createServer, get, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { isDocumentRequest, moveFirstScript, withFirstScript } from "./first-script";

const BOOT = '<script id="data-layer">window.dataLayer=window.dataLayer||[];</script>';
const PAGE = `<!DOCTYPE html><html lang="ko"><head><meta charSet="utf-8"/><script src="/_next/a.js" async=""></script><link rel="stylesheet" href="/a.css"/>${BOOT}<title>t</title></head><body><p>본문</p></body></html>`;

describe("moveFirstScript", () => {
  it("moves the data-layer script right after <head>, keeping every other byte", () => {
    const moved = moveFirstScript(PAGE);
    expect(moved.indexOf(BOOT)).toBe(moved.indexOf("<head>") + "<head>".length);
    expect(moved.length).toBe(PAGE.length);
    expect(moved.replace(BOOT, "")).toBe(PAGE.replace(BOOT, ""));
    expect(moveFirstScript(moved)).toBe(moved);
  });
  it("leaves a page without the script or without a head alone", () => {
    expect(moveFirstScript("<html><head><title>x</title></head></html>")).toBe(
      "<html><head><title>x</title></head></html>",
    );
    expect(moveFirstScript(`<p>${BOOT}</p>`)).toBe(`<p>${BOOT}</p>`);
  });
});

describe("isDocumentRequest", () => {
  const req = (url: string, headers: Record<string, string> = {}, method = "GET") => ({
    url,
    headers,
    method,
  });
  it("takes page GETs only", () => {
    expect(isDocumentRequest(req("/"))).toBe(true);
    expect(isDocumentRequest(req("/products/3?wopen=1"))).toBe(true);
    expect(isDocumentRequest(req("/", { rsc: "1" }))).toBe(false);
    expect(isDocumentRequest(req("/", {}, "POST"))).toBe(false);
    for (const path of ["/_next/static/a.js", "/api/products", "/media/x.png", "/robots.txt", "/widget/w.js"])
      expect(isDocumentRequest(req(path))).toBe(false);
  });
});

/** Serves `write` through withFirstScript and answers (status, headers, body unzipped when gzip). */
async function roundTrip(write: (res: ServerResponse) => void, acceptEncoding: string, path = "/") {
  const handler = withFirstScript((_req: IncomingMessage, res: ServerResponse) => write(res));
  const server = createServer((req, res) => void handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const { headers, raw } = await new Promise<{ headers: IncomingMessage["headers"]; raw: Buffer }>(
      (resolve, reject) => {
        get({ host: "127.0.0.1", port, path, headers: { "accept-encoding": acceptEncoding } }, (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => resolve({ headers: response.headers, raw: Buffer.concat(chunks) }));
        }).on("error", reject);
      },
    );
    const gzip = headers["content-encoding"] === "gzip";
    return { headers, body: (gzip ? gunzipSync(raw) : raw).toString("utf8"), gzip };
  } finally {
    server.close();
  }
}

describe("withFirstScript", () => {
  const streamed = (res: ServerResponse) => {
    res.setHeader("content-type", "text/html; charset=utf-8");
    res.flushHeaders();
    // The head arrives in pieces, split inside a multi-byte character and inside </head>.
    const bytes = Buffer.from(PAGE, "utf8");
    const cut = PAGE.indexOf("</he");
    res.write(bytes.subarray(0, 20));
    res.write(bytes.subarray(20, cut + 2));
    res.write(bytes.subarray(cut + 2, bytes.length - 8));
    res.end(bytes.subarray(bytes.length - 8));
  };

  it("sends a page gzipped, as Next would, with the script first in <head>", async () => {
    const { body, gzip, headers } = await roundTrip(streamed, "gzip, br");
    expect(gzip).toBe(true);
    expect(headers.vary).toMatch(/Accept-Encoding/);
    expect(body).toBe(moveFirstScript(PAGE));
  });

  it("sends it plain to a client that takes no gzip, and leaves other answers alone", async () => {
    expect((await roundTrip(streamed, "identity")).body).toBe(moveFirstScript(PAGE));
    const json = (res: ServerResponse) => {
      res.setHeader("content-type", "application/json");
      res.end(`{"page":${JSON.stringify(PAGE)}}`);
    };
    const other = await roundTrip(json, "gzip");
    expect(other.gzip).toBe(false);
    expect(other.body).toBe(`{"page":${JSON.stringify(PAGE)}}`);
  });

  it("passes an event stream (the console's live queue) through as it comes: never gzipped, never held", async () => {
    const handler = withFirstScript((_req: IncomingMessage, res: ServerResponse) => {
      res.writeHead(200, { "content-type": "text/event-stream; charset=utf-8" });
      res.write('event: pending\ndata: {"count":1}\n\n');
      // The second event only once the first has reached the client: nothing may wait for the end.
      res.once("second", () => res.end('event: pending\ndata: {"count":2}\n\n'));
      setTimeout(() => res.emit("second"), 5_000).unref();
      server.once("first-seen", () => res.emit("second"));
    });
    const server = createServer((req, res) => void handler(req, res));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const started = Date.now();
      const { headers, chunks } = await new Promise<{
        headers: IncomingMessage["headers"];
        chunks: string[];
      }>((resolve, reject) => {
        const path = "/clinics/1/reservations/pending/stream";
        const headers = { "accept-encoding": "gzip", accept: "text/event-stream" };
        get({ host: "127.0.0.1", port, path, headers }, (response) => {
          const chunks: string[] = [];
          response.on("data", (chunk: Buffer) => {
            chunks.push(chunk.toString("utf8"));
            if (chunks.length === 1) server.emit("first-seen");
          });
          response.on("end", () => resolve({ headers: response.headers, chunks }));
        }).on("error", reject);
      });
      expect(headers["content-encoding"]).toBeUndefined();
      expect(chunks.join("")).toBe(
        'event: pending\ndata: {"count":1}\n\nevent: pending\ndata: {"count":2}\n\n',
      );
      expect(Date.now() - started).toBeLessThan(4_000);
    } finally {
      server.close();
    }
  });
});
