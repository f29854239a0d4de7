// First-load JavaScript of a page: every <script src> of its HTML, fetched and gzipped here (level 9 would flatter
// the figure; the default level is what a server's compression typically uses), summed in kB.
import { gzipSync } from "node:zlib";

const KB = 1024;
const SCRIPT_SRC = /<script\b[^>]*\bsrc="([^"]+)"/g;

export async function firstLoadJsKb(pageUrl, headers = {}) {
  const html = await (await fetch(pageUrl, { headers })).text();
  const sources = [
    ...new Set([...html.matchAll(SCRIPT_SRC)].map((match) => match[1].replaceAll("&amp;", "&"))),
  ];
  let bytes = 0;
  for (const source of sources) {
    const url = new URL(source, pageUrl);
    // Only the site's own scripts: a third-party one is not fetched (nothing here may reach the internet).
    if (url.origin !== new URL(pageUrl).origin) continue;
    const body = Buffer.from(await (await fetch(url, { headers })).arrayBuffer());
    bytes += gzipSync(body).length;
  }
  return { kb: bytes / KB, scripts: sources.length };
}
