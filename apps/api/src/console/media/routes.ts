import { clinicAccess, clinicIdOf, staffOf } from "@api/console/auth/guard";
import { CONSOLE_TAGS, consoleErrors } from "@api/console/auth/schemas";
import { registerEndpoint } from "@api/lib/contract-route";
import type { Database } from "@clinic/db";
import { apiErrorSchema, MEDIA_FILE_NAME_HEADER, MEDIA_MAX_BYTES } from "@clinic/shared";
import { consoleEndpoints as endpoints } from "@clinic/shared/contract/console-endpoints";
import { consoleSchemas as schemas } from "@clinic/shared/contract/console-schemas";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { createConsoleMediaService, tooLarge, unsupported } from "./service";
import { createLocalStorage, type MediaStorage } from "./storage";

export interface ConsoleMediaOptions {
  database: Database;
  /** The local media folder (GET /media/*); used when no `storage` is given. */
  mediaDir: string;
  /** S3-compatible storage when configured (createMediaStorage(mediaDir, env.s3)). */
  storage?: MediaStorage;
}

/**
 * Reads a raw upload body, counting bytes: more than the limit is a 413 in the error shape. The rest of an
 * oversize body is still read (and dropped) up to a hard cap, so the client gets the answer instead of a reset.
 */
function readLimited(request: FastifyRequest, payload: NodeJS.ReadableStream): Promise<Buffer> {
  const declared = Number(request.headers["content-length"]);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    let over = Number.isFinite(declared) && declared > MEDIA_MAX_BYTES;
    payload.on("data", (chunk: Buffer) => {
      received += chunk.length;
      if (received > MEDIA_MAX_BYTES) over = true;
      if (received > MEDIA_MAX_BYTES * 2) {
        reject(tooLarge());
        (payload as NodeJS.ReadableStream & { destroy?: () => void }).destroy?.();
        return;
      }
      if (!over) chunks.push(chunk);
    });
    payload.on("end", () => (over ? reject(tooLarge()) : resolve(Buffer.concat(chunks))));
    payload.on("error", reject);
  });
}

/** The clinic's media library: list and upload for every account of the clinic, delete for owners. */
export const consoleMediaRoutes: FastifyPluginAsyncZod<ConsoleMediaOptions> = async (app, options) => {
  const media = createConsoleMediaService(
    options.database,
    options.storage ?? createLocalStorage(options.mediaDir),
  );

  // Raw image bodies (this plugin's routes only). The declared type is not trusted: the service reads the bytes.
  app.addContentTypeParser(
    /^(image\/[\w.+-]+|application\/octet-stream)$/,
    async (request: FastifyRequest, payload: NodeJS.ReadableStream) => readLimited(request, payload),
  );

  const route = { tags: CONSOLE_TAGS, responses: consoleErrors };

  registerEndpoint(
    app,
    endpoints.media,
    schemas.media,
    { ...route, summary: "The clinic's images, newest first (deleted ones left out)" },
    async (request) => media.list(clinicIdOf(request), request.query.page, request.query.size),
    { preHandler: clinicAccess("STAFF") },
  );

  registerEndpoint(
    app,
    endpoints.uploadMedia,
    schemas.uploadMedia,
    {
      tags: CONSOLE_TAGS,
      summary:
        "Uploads an image as the raw body (Content-Type image/*, name in x-file-name, percent-encoded); " +
        "JPEG, PNG, WebP or GIF by content, at most 10 MB; makes 320/768/1600 px wide WebP copies",
      responses: {
        ...consoleErrors,
        413: apiErrorSchema.describe("Larger than 10 MB"),
        415: apiErrorSchema.describe("Not a JPEG, PNG, WebP or GIF image (by content)"),
      },
    },
    async (request, reply) => {
      // JSON or text bodies (other parsers of the app) are not images.
      if (!Buffer.isBuffer(request.body)) throw unsupported();
      const body = request.body;
      const asset = await media.upload(
        clinicIdOf(request),
        staffOf(request),
        body,
        request.headers[MEDIA_FILE_NAME_HEADER],
      );
      return reply.code(201).send(asset);
    },
    // Before the body is read: another clinic's account is refused without uploading 10 MB first.
    { onRequest: clinicAccess("STAFF") },
  );

  registerEndpoint(
    app,
    endpoints.deleteMedia,
    schemas.deleteMedia,
    {
      ...route,
      summary:
        "Removes an image from the library (owners); refused (409, the places in `fields`) while the site uses it",
      responses: { ...consoleErrors, 409: apiErrorSchema.describe("The site still shows the image") },
    },
    async (request, reply) => {
      await media.remove(clinicIdOf(request), staffOf(request), request.params.mediaId);
      return reply.code(204).send(null);
    },
    { preHandler: clinicAccess("OWNER") },
  );

  registerEndpoint(
    app,
    endpoints.siteImages,
    schemas.siteImages,
    {
      ...route,
      summary:
        "Images the site already shows that are not in the library (seeded files, typed addresses), with where",
    },
    async (request) => media.siteImages(clinicIdOf(request)),
    { preHandler: clinicAccess("STAFF") },
  );

  registerEndpoint(
    app,
    endpoints.productUses,
    schemas.productUses,
    {
      ...route,
      summary: "The places linking to a treatment (banners, popups, menus…), asked before deleting it",
    },
    async (request) => ({ uses: await media.productUses(clinicIdOf(request), request.params.id) }),
    { preHandler: clinicAccess("STAFF") },
  );
};
