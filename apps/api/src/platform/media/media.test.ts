import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { createTestApp, type TestApp } from "@api/testing/test-app";
import { apiErrorSchema } from "@clinic/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>';
const SECRET = "secret-outside-media";

describe("GET /media/*", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await mkdir(join(t.mediaDir, "test"), { recursive: true });
    await writeFile(join(t.mediaDir, "test/dot.svg"), SVG);
    await writeFile(join(t.mediaDir, ".hidden"), SECRET);
    // A file right next to the media folder: what a traversal would reach first.
    await writeFile(join(dirname(t.mediaDir), "secret.txt"), SECRET);
  });
  afterAll(() => t.close());

  it("serves a file with the SVG content type and cache headers", async () => {
    const response = await t.app.inject({ method: "GET", url: "/media/test/dot.svg" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(response.headers["cache-control"]).toMatch(/max-age=86400/);
    expect(response.headers.etag).toBeTruthy();
    expect(response.body).toBe(SVG);
  });

  it("serves the images the seed generated", async () => {
    const [row] = (
      (await t.app
        .inject({ method: "GET", url: "/banners", headers: { "x-tenant-origin": "lumiere.localhost" } })
        .then((response) => response.json())) as { rows: { pcImageUrl: string }[] }
    ).rows;
    expect(row?.pcImageUrl).toMatch(/^\/media\//);
    const image = await t.app.inject({ method: "GET", url: row!.pcImageUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toMatch(/^image\//);
  });

  it.each([
    "/media/",
    "/media/test",
    "/media/test/",
    "/media/missing.svg",
    "/media/.hidden",
    "/media/../secret.txt",
    "/media/../package.json",
    "/media/%2e%2e/secret.txt",
    "/media/%2e%2e%2fsecret.txt",
    "/media/..%2fsecret.txt",
    "/media/..%2Fsecret.txt",
    "/media/..%5csecret.txt",
    "/media/test/../../secret.txt",
    "/media/%252e%252e%252fsecret.txt",
    "/media/....//secret.txt",
    "/media//etc/passwd",
    "/media/%2fetc%2fpasswd",
    "/media/test/dot.svg%00.txt",
  ])("does not serve %s, answering 404 in the error shape", async (url) => {
    const response = await t.app.inject({ method: "GET", url });
    // Never 403: clients read 401/403 as "session expired" (spec section 8).
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(SECRET);
    expect(response.body).not.toContain("root:");
    expect(apiErrorSchema.parse(response.json()).status).toBe(response.statusCode);
  });
});
