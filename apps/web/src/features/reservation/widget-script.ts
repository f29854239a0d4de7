import "server-only";
import { createHash } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { WIDGET_SCRIPT_PATH } from "./widget-api";

/** Files the /widget/ route may serve (only the built bundle; no path ever comes from the URL). */
export const WIDGET_FILES = new Set(["reservation-widget.js"]);

// `next dev` runs in apps/web, `npm start` from the repository root: the built widget is found from either.
const DIST_CANDIDATES = [
  path.resolve(process.cwd(), "../widget/dist"),
  path.resolve(process.cwd(), "apps/widget/dist"),
];

export interface WidgetFile {
  body: Buffer;
  /** Short content hash: the version query and the ETag. */
  hash: string;
}

// The file changes only with a rebuild: keep it keyed by its mtime instead of reading it on every request.
const memo = new Map<string, { mtimeMs: number; file: WidgetFile }>();

/** The built widget file, or null when it was not built (the route answers 404, the page keeps the fallback). */
export async function readWidgetFile(
  name: string,
  dirs: readonly string[] = DIST_CANDIDATES,
): Promise<WidgetFile | null> {
  if (!WIDGET_FILES.has(name)) return null;
  for (const dir of dirs) {
    const file = path.join(dir, name);
    try {
      const info = await stat(file);
      const known = memo.get(file);
      if (known && known.mtimeMs === info.mtimeMs) return known.file;
      const body = await readFile(file);
      const hash = createHash("sha256").update(body).digest("hex").slice(0, 16);
      const entry = { body, hash };
      memo.set(file, { mtimeMs: info.mtimeMs, file: entry });
      return entry;
    } catch {
      // Not in this location (or unreadable): try the next one.
    }
  }
  return null;
}

/** A year: a URL whose ?v= matches the content hash never changes. */
const IMMUTABLE = "public, max-age=31536000, immutable";
/** Unversioned (or stale-versioned) URLs: browsers check again after five minutes. */
const SHORT = "public, max-age=300, must-revalidate";

/** The answer for a widget file: 404 when missing, 304 for a matching ETag, else the script with its caching. */
export function widgetResponse(widget: WidgetFile | null, request: Request): Response {
  if (!widget) {
    return new Response("Not found", {
      status: 404,
      headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
    });
  }
  const etag = `"${widget.hash}"`;
  const version = new URL(request.url).searchParams.get("v");
  const headers = {
    "content-type": "text/javascript; charset=utf-8",
    "cache-control": version === widget.hash ? IMMUTABLE : SHORT,
    etag,
    "x-content-type-options": "nosniff",
  };
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(widget.body), { status: 200, headers });
}

/** The script URL the loader adds: versioned by content so that browsers may cache it for a year. */
export async function widgetScriptSrc(): Promise<string> {
  const file = await readWidgetFile(path.basename(WIDGET_SCRIPT_PATH));
  return file ? `${WIDGET_SCRIPT_PATH}?v=${file.hash}` : WIDGET_SCRIPT_PATH;
}
