import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "@api/app";
import { useTestApp } from "@api/testing/suite";
import { LUMIERE, site } from "@api/testing/test-app";
import type { Database } from "@clinic/db";
import { createTestDatabase } from "@clinic/db/testing";
import { errorMessages } from "@clinic/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const unavailable = { status: 503, message: "database unavailable", translate: errorMessages.unavailable };

describe("GET /health", () => {
  const t = useTestApp();

  it("answers 200 when the database answers", async () => {
    const response = await t.app.inject({ method: "GET", url: "/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
  });

  it("answers 503 in the error shape when the database does not answer in time", async () => {
    const ping = t.database.ping;
    t.database.ping = async () => {
      throw new Error("database did not answer within 2000 ms");
    };
    try {
      const response = await t.app.inject({ method: "GET", url: "/health" });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual(unavailable);
    } finally {
      t.database.ping = ping;
    }
  });

  it("echoes a request id, keeping a well-formed incoming one", async () => {
    const given = await t.app.inject({
      method: "GET",
      url: "/health",
      headers: { "x-request-id": "web-42" },
    });
    expect(given.headers["x-request-id"]).toBe("web-42");
    const generated = await t.app.inject({
      method: "GET",
      url: "/health",
      headers: { "x-request-id": "bad id\u0001" },
    });
    expect(generated.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("a closed database", () => {
  let database: Database;
  let mediaDir: string;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    database = await createTestDatabase();
    mediaDir = await mkdtemp(join(tmpdir(), "clinic-api-media-"));
    app = await buildApp({ database, mediaDir });
    await database.close();
  });
  afterAll(async () => {
    await app.close();
    await rm(mediaDir, { recursive: true, force: true });
  });

  it("makes /health answer 503", async () => {
    const response = await app.inject({ method: "GET", url: "/health" });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual(unavailable);
  });

  it("makes tenant routes answer 503, not 500", async () => {
    const response = await app.inject({ method: "GET", url: "/partners/this", headers: site(LUMIERE) });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual(unavailable);
  });
});
