import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadEnv } from "@api/env";
import { afterAll, describe, expect, it } from "vitest";
import { sha256Hex, signRequest } from "./sigv4";
import { createLocalStorage, createS3Storage } from "./storage";

const S3 = {
  endpoint: "http://127.0.0.1:9000/storage",
  bucket: "clinic-media",
  accessKeyId: "AKIDEXAMPLE",
  secretAccessKey: "secret-example-key",
  publicUrl: "https://cdn.example.com/media/",
  region: "ap-northeast-2",
};

describe("S3-compatible storage", () => {
  it("PUTs the bytes path-style with a signature the server can recompute", async () => {
    const seen: { url: string; init: RequestInit }[] = [];
    const fakeFetch = (async (url: string, init: RequestInit) => {
      seen.push({ url, init });
      return new Response(null, { status: 200 });
    }) as unknown as typeof fetch;
    const body = Buffer.from("png bytes");
    const url = await createS3Storage(S3, fakeFetch).put("lumiere/uploads/202601/a b.png", body, "image/png");
    expect(url).toBe("https://cdn.example.com/media/lumiere/uploads/202601/a b.png");
    const [request] = seen;
    expect(request?.url).toBe("http://127.0.0.1:9000/storage/clinic-media/lumiere/uploads/202601/a%20b.png");
    const headers = request?.init.headers as Record<string, string>;
    expect(headers["x-amz-content-sha256"]).toBe(sha256Hex(body));
    expect(headers["content-type"]).toBe("image/png");
    // What the receiving server does: sign the same request again and compare.
    const again = signRequest({
      method: "PUT",
      host: "127.0.0.1:9000",
      path: "/storage/clinic-media/lumiere/uploads/202601/a%20b.png",
      headers: { "content-type": "image/png", "cache-control": headers["cache-control"] as string },
      payloadHash: sha256Hex(body),
      accessKeyId: S3.accessKeyId,
      secretAccessKey: S3.secretAccessKey,
      region: S3.region,
      now: new Date(
        (headers["x-amz-date"] as string).replace(
          /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/,
          "$1-$2-$3T$4:$5:$6Z",
        ),
      ),
    });
    expect(headers.authorization).toBe(again.headers.authorization);
    expect(headers.authorization).toMatch(/Credential=AKIDEXAMPLE\/\d{8}\/ap-northeast-2\/s3\/aws4_request/);
  });

  it("fails loudly when the bucket refuses", async () => {
    const refusing = (async () => new Response("AccessDenied", { status: 403 })) as unknown as typeof fetch;
    await expect(createS3Storage(S3, refusing).put("a/b.png", Buffer.from("x"), "image/png")).rejects.toThrow(
      /403 AccessDenied/,
    );
  });
});

describe("local storage", () => {
  const roots: string[] = [];
  afterAll(() => Promise.all(roots.map((root) => rm(root, { recursive: true, force: true }))));

  it("writes under the media folder and answers the /media/ address; never outside it", async () => {
    const root = await mkdtemp(join(tmpdir(), "clinic-storage-"));
    roots.push(root);
    const storage = createLocalStorage(root);
    expect(await storage.put("haneul/uploads/202601/x.png", Buffer.from("abc"), "image/png")).toBe(
      "/media/haneul/uploads/202601/x.png",
    );
    expect(await readFile(join(root, "haneul/uploads/202601/x.png"), "utf8")).toBe("abc");
    await expect(storage.put("../escape.png", Buffer.from("x"), "image/png")).rejects.toThrow(/escapes/);
  });
});

describe("S3 environment", () => {
  const all = {
    S3_ENDPOINT: "https://s3.ap-northeast-2.amazonaws.com",
    S3_BUCKET: "clinic-media",
    S3_ACCESS_KEY: "AKID",
    S3_SECRET_KEY: "secret",
    S3_PUBLIC_URL: "https://cdn.example.com",
  };

  it("uses the bucket only when all five are set, and refuses half a configuration", () => {
    expect(loadEnv({}, "/repo").s3).toBeUndefined();
    expect(loadEnv(all, "/repo").s3).toEqual({
      endpoint: all.S3_ENDPOINT,
      bucket: "clinic-media",
      accessKeyId: "AKID",
      secretAccessKey: "secret",
      publicUrl: "https://cdn.example.com",
      region: "us-east-1",
    });
    expect(() => loadEnv({ ...all, S3_SECRET_KEY: "" }, "/repo")).toThrow(/S3_SECRET_KEY/);
    expect(() => loadEnv({ ...all, S3_ENDPOINT: "not a url" }, "/repo")).toThrow(/S3_ENDPOINT/);
  });
});
