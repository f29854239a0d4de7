import { MEDIA_PATH_PREFIX } from "@clinic/shared/contract/platform-endpoints";
import fastifyStatic from "@fastify/static";
import type { FastifyPluginAsync } from "fastify";

/**
 * Media files change only by being re-seeded or re-uploaded; a day of browser caching keeps pages fast while
 * the ETag lets a changed file through on revalidation. (Behind a CDN, content-hashed names could go immutable.)
 */
export const MEDIA_MAX_AGE = "1d";

/**
 * Media paths we generate are plain segments (`/lumiere/banner-main-top-1-pc.svg`). Anything else (`..`,
 * dotfiles, backslashes, NUL, directories) is answered 404 before the file system is touched; `send` would
 * refuse most of it too, but with 400/403, and 403 tells clients "session expired" (spec section 8).
 */
const SAFE_MEDIA_PATH = /^\/(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

export const isSafeMediaPath = (pathname: string): boolean => SAFE_MEDIA_PATH.test(pathname);

/**
 * GET /media/*: files under mediaDir. Only safe paths (above) reach @fastify/static, which in turn refuses
 * paths escaping the root; no directory listings, no dotfiles; misses answer through the app's 404 handler.
 */
export const mediaRoutes: FastifyPluginAsync<{ mediaDir: string }> = async (app, { mediaDir }) => {
  // Checked here, before @fastify/static: since version 10 it answers some unsafe spellings (`//x`, `..\x`) with
  // its own 403 before its allowedPath hook runs, and a 403 reads as an ended session to our clients.
  app.addHook("onRequest", async (request, reply) => {
    const rest = (request.params as { "*"?: string })["*"];
    if (rest !== undefined && !isSafeMediaPath(`/${rest}`)) return reply.callNotFound();
  });
  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: MEDIA_PATH_PREFIX,
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: "ignore",
    redirect: false,
    wildcard: true,
    maxAge: MEDIA_MAX_AGE,
    etag: true,
    lastModified: true,
    schemaHide: true,
    allowedPath: isSafeMediaPath,
  });
};
