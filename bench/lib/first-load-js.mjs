// First-load JavaScript of a page: every <script src> of its HTML and every script it preloads (a `next/dynamic`
// component the server rendered is hydrated from a chunk the page names only as <link rel="preload" as="script">,
// which the browser fetches with the rest), fetched and gzipped here (level 9 would flatter
// the figure; the default level is what a server's compression typically uses), summed in kB.
import { request } from "node:http";
import { gzipSync } from "node:zlib";

const KB = 1024;
const SCRIPT_TAG = /<script\b[^>]*>/g;
const SRC = /\bsrc="([^"]+)"/;
const LINK_TAG = /<link\b[^>]*>/g;
const PRELOADED_SCRIPT = /\brel="(?:preload|modulepreload)"/;
const AS_SCRIPT = /\bas="script"/;
const HREF = /\bhref="([^"]+)"/;
// Next's legacy polyfills carry `noModule`: browsers that run modules (all that Lighthouse and visitors use) never
// download them, so they are no part of a page's first load.
const NO_MODULE = /\bnoModule\b/i;

/**
 * GET over node:http: fetch() drops a Host header (a forbidden header name), so every *.localhost page asked for
 * at 127.0.0.1 would be answered as the web server's default site.
 */
export function get(url, headers = {}) {
  return new Promise((resolveGet, reject) => {
    const req = request(url, { headers }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () => resolveGet({ status: response.statusCode, body: Buffer.concat(chunks) }));
      response.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

export async function firstLoadJsKb(pageUrl, headers = {}) {
  const html = (await get(pageUrl, headers)).body.toString("utf8");
  const scripts = [...html.matchAll(SCRIPT_TAG)]
    .filter((match) => !NO_MODULE.test(match[0]))
    .map((match) => SRC.exec(match[0])?.[1]);
  const preloads = [...html.matchAll(LINK_TAG)]
    .filter((match) => PRELOADED_SCRIPT.test(match[0]) && AS_SCRIPT.test(match[0]))
    .map((match) => HREF.exec(match[0])?.[1]);
  const sources = [
    ...new Set(
      [...scripts, ...preloads]
        .filter((source) => source !== undefined)
        .map((source) => source.replaceAll("&amp;", "&")),
    ),
  ];
  let bytes = 0;
  for (const source of sources) {
    const url = new URL(source, pageUrl);
    // Only the site's own scripts: a third-party one is not fetched (nothing here may reach the internet).
    if (url.origin !== new URL(pageUrl).origin) continue;
    const { body } = await get(url, headers);
    bytes += gzipSync(body).length;
  }
  return { kb: bytes / KB, scripts: sources.length };
}
