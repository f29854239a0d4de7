import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { DEMO_CONSOLE } from "../support/console";
import { ownStackEnv, prepareOwnData, REPO_ROOT, untilAnswering } from "../support/own-stack";
import { expect, test } from "../support/test";

// Issue 24, "every instance hears every change" (decision 0027): one API and two web servers sharing a Redis, as
// behind a load balancer. A change saved through the console must reach both web servers, not only the one a POST
// would have reached; and a web server that could not apply an announcement must not acknowledge it.
//
// This spec starts its own stack on its own ports and data directory (the shared stack of playwright.config.ts has
// no Redis), from the build `npm start` / the config's web server made.
const API_PORT = 4301;
const WEB_PORTS = [3301, 3302] as const;
/** A web server whose Redis is unreachable (nothing listens on port 1). */
const CUT_OFF_PORT = 3303;
const DATA_DIR = ".data/e2e-announcements";
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const REDIS_KEY_PREFIX = `e2e-announce-${randomBytes(4).toString("hex")}`;
const TOKEN = randomBytes(24).toString("hex");

const baseEnv = {
  ...ownStackEnv({ dataDir: DATA_DIR, apiPort: API_PORT, token: TOKEN }),
  REDIS_URL,
  REDIS_KEY_PREFIX,
};

const children: ChildProcess[] = [];

function start(args: string[], env: Record<string, string | undefined>): ChildProcess {
  const child = spawn(process.execPath, args, { cwd: REPO_ROOT, env, stdio: ["ignore", "ignore", "pipe"] });
  child.stderr?.on("data", (chunk) => process.stderr.write(`[announcements stack] ${chunk}`));
  children.push(child);
  return child;
}

/** The notice list of 루미에르 as one web server answers it (Node cannot resolve lumiere.localhost). */
async function noticePage(request: APIRequestContext, port: number): Promise<string> {
  const response = await request.get(`http://127.0.0.1:${port}/cscenter/notice`, {
    headers: { host: `lumiere.localhost:${port}` },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(200);
  return response.text();
}

const revalidate = (port: number, body: unknown) =>
  fetch(`http://127.0.0.1:${port}/ops/revalidate`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${TOKEN}` },
    body: JSON.stringify(body),
  });

test.describe("announcements reach every web server", () => {
  test.describe.configure({ mode: "serial" });
  test.skip(({ isMobile }) => isMobile, "server behaviour: one run is enough");

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    // Each run adds a notice with a title of its own to the kept data directory.
    await prepareOwnData(DATA_DIR, baseEnv);
    start(["apps/api/dist/server.js"], { ...baseEnv, API_PORT: String(API_PORT) });
    await untilAnswering(`http://127.0.0.1:${API_PORT}/health`);
    for (const port of WEB_PORTS) start(["apps/web/server.mjs"], { ...baseEnv, WEB_PORT: String(port) });
    start(["apps/web/server.mjs"], {
      ...baseEnv,
      WEB_PORT: String(CUT_OFF_PORT),
      REDIS_URL: "redis://127.0.0.1:1",
    });
    await Promise.all(
      [...WEB_PORTS, CUT_OFF_PORT].map((port) => untilAnswering(`http://127.0.0.1:${port}/robots.txt`)),
    );
  });

  test.afterAll(async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once("exit", () => resolve());
            child.kill("SIGTERM");
          }),
      ),
    );
  });

  test("a notice published in the console shows on both web servers", async ({ request }) => {
    const title = `휴진 안내 ${randomBytes(3).toString("hex")}`;
    // Both servers have rendered and kept the list without the notice (page cache, shared data cache).
    for (const port of WEB_PORTS) expect(await noticePage(request, port)).not.toContain(title);

    const api = `http://127.0.0.1:${API_PORT}`;
    const signIn = await request.post(`${api}/console/auth/sign-in`, { data: DEMO_CONSOLE.owner("lumiere") });
    expect(signIn.status()).toBe(200);
    const { token, staff } = (await signIn.json()) as { token: string; staff: { partnerId: number } };
    const headers = { authorization: `Bearer ${token}` };
    const content = `${api}/console/clinics/${staff.partnerId}/content/notices`;
    const created = await request.post(content, {
      headers,
      data: { title, contentHtml: "<p>이번 주 토요일은 휴진합니다.</p>", isPinned: true, isVisible: true },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    expect((await request.post(`${content}/${id}/publish`, { headers, data: {} })).status()).toBe(200);

    // Far sooner than the pages' own revalidation: each server heard the announcement and dropped the list.
    for (const port of WEB_PORTS) {
      await expect
        .poll(() => noticePage(request, port), { timeout: 4_000, intervals: [100, 250] })
        .toContain(title);
    }
  });

  test("a web server that could not write the change to the shared cache answers 503, not 200", async () => {
    const announcement = { site: "lumiere", tables: ["notices"], areas: ["cscenter"] };
    const applied = await revalidate(WEB_PORTS[0], announcement);
    expect(applied.status).toBe(200);
    expect(await applied.json()).toEqual({ revalidated: ["site:lumiere:cscenter"] });

    const refused = await revalidate(CUT_OFF_PORT, announcement);
    expect(refused.status).toBe(503);
    expect(await refused.json()).toMatchObject({ status: 503, message: expect.any(String) });
    // Bad input is still the caller's fault, whatever Redis does.
    expect((await revalidate(CUT_OFF_PORT, { site: "lumiere", tables: [] })).status).toBe(400);
  });
});
