import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "@api/app";
import type { Database } from "@clinic/db";
import { createTestDatabase } from "@clinic/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

describe("GET /hello", () => {
  let database: Database;
  let mediaDir: string;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    database = await createTestDatabase();
    mediaDir = await mkdtemp(join(tmpdir(), "clinic-api-media-"));
    app = await buildApp({ database, mediaDir });
  });
  afterAll(async () => {
    await app.close();
    await rm(mediaDir, { recursive: true, force: true });
  });

  it("stays out of the OpenAPI document", async () => {
    const response = await app.inject({ method: "GET", url: "/docs/json" });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).not.toContain("/hello");
  });

  it("answers without a tenant while the database is gone", async () => {
    await database.close();
    expect((await app.inject({ method: "GET", url: "/health" })).statusCode).toBe(503);
    const response = await app.inject({ method: "GET", url: "/hello" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ hello: "world" });
  });
});
