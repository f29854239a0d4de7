import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";
import { encodeKeyPath, sha256Hex, signRequest } from "./sigv4";

/** Where uploaded files go. `put` returns the file's public address; keys are `{code}/uploads/…`. */
export interface MediaStorage {
  readonly kind: "local" | "s3";
  put(key: string, body: Buffer, contentType: string): Promise<string>;
}

export interface S3Config {
  /** e.g. https://s3.ap-northeast-2.amazonaws.com or http://127.0.0.1:9000 (MinIO); path-style addressing. */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Public base address of the bucket's objects (a CDN or the bucket's web address), without a trailing slash. */
  publicUrl: string;
  region: string;
}

/** Media on the API's own disk, served by GET /media/* (modules/media). */
export function createLocalStorage(mediaDir: string): MediaStorage {
  const root = resolve(mediaDir);
  return {
    kind: "local",
    async put(key, body) {
      const path = resolve(join(root, key));
      // Keys are generated, never taken from a request; still, never write outside the media folder.
      if (!path.startsWith(root + sep)) throw new Error(`media key escapes the media folder: ${key}`);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, body);
      return `/media/${key}`;
    },
  };
}

/** Objects in an S3-compatible bucket, written with a SigV4-signed PUT (path-style, so MinIO and R2 work too). */
export function createS3Storage(config: S3Config, fetchImpl: typeof fetch = fetch): MediaStorage {
  const endpoint = new URL(config.endpoint);
  const basePath = endpoint.pathname.replace(/\/+$/, "");
  return {
    kind: "s3",
    async put(key, body, contentType) {
      const path = `${basePath}${encodeKeyPath(`${config.bucket}/${key}`)}`;
      const signed = signRequest({
        method: "PUT",
        host: endpoint.host,
        path,
        headers: {
          "content-type": contentType,
          // Uploaded names are random and never rewritten: safe to cache for a year.
          "cache-control": "public, max-age=31536000, immutable",
        },
        payloadHash: sha256Hex(body),
        accessKeyId: config.accessKeyId,
        secretAccessKey: config.secretAccessKey,
        region: config.region,
        now: new Date(),
      });
      const { host: _host, ...headers } = signed.headers;
      const response = await fetchImpl(`${endpoint.origin}${path}`, {
        method: "PUT",
        headers,
        body: new Uint8Array(body),
      });
      if (!response.ok) {
        const detail = (await response.text().catch(() => "")).slice(0, 300);
        throw new Error(`S3 PUT ${key} failed: ${response.status} ${detail}`);
      }
      return `${config.publicUrl.replace(/\/+$/, "")}/${key}`;
    },
  };
}

export function createMediaStorage(mediaDir: string, s3: S3Config | undefined): MediaStorage {
  return s3 ? createS3Storage(s3) : createLocalStorage(mediaDir);
}
