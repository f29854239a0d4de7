import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { findRepoRoot, loadEnv } from "./env";

const ROOT = "/srv/clinic";

describe("loadEnv", () => {
  it("has defaults for everything", () => {
    expect(loadEnv({}, ROOT)).toEqual({
      port: 4000,
      host: "127.0.0.1",
      databaseUrl: undefined,
      dataDir: join(ROOT, ".data"),
      mediaDir: join(ROOT, ".data/media"),
      logLevel: "info",
      platformDomain: "localhost",
      domainTargets: { cnameTarget: "localhost", aRecord: null },
      trustProxy: "loopback",
      accounts: {
        identity: null,
        sms: { kind: "console", outboxFile: join(ROOT, ".data/sms-outbox.jsonl") },
      },
      revalidate: null,
      announcements: null,
      previewSecret: undefined,
      publishIntervalMs: 5_000,
      answerCacheBytes: 32 * 1024 * 1024,
      shutdownGraceMs: 10_000,
      messaging: {
        text: { kind: "local" },
        email: { kind: "local" },
        outboxDir: join(ROOT, ".data/outbox"),
        worker: true,
        siteLink: { scheme: "http", port: null },
        consoleOrigin: "http://console.localhost",
      },
    });
  });

  it("reads every variable, resolving relative directories against the repository root", () => {
    const solapi = {
      baseUrl: "https://api.solapi.com",
      apiKey: "NCSKEY",
      apiSecret: "secret",
      sender: "0215880000",
      pfId: "KA01PF",
    };
    const env = loadEnv(
      {
        API_PORT: "5123",
        API_HOST: "0.0.0.0",
        DATABASE_URL: "postgres://root@127.0.0.1:5432/clinic",
        DATA_DIR: "var/data",
        MEDIA_DIR: "/mnt/media",
        LOG_LEVEL: "debug",
        PLATFORM_DOMAIN: "Clinics.Example.com",
        TRUST_PROXY: "10.0.0.0/8",
        WEB_REVALIDATE_URL: "http://127.0.0.1:3000/ops/revalidate",
        REVALIDATE_TOKEN: "0123456789abcdef0123",
        PREVIEW_SECRET: "a-preview-secret-of-at-least-32-chars",
        PUBLISH_INTERVAL_MS: "2000",
        SHUTDOWN_GRACE_MS: "30000",
        REDIS_URL: "redis://10.0.0.5:6379",
        REDIS_KEY_PREFIX: "clinic-prod",
        CLINIC_CNAME_TARGET: "Edge.Clinics.Example.com",
        CLINIC_A_RECORD: "203.0.113.10",
        SOLAPI_API_KEY: "NCSKEY",
        SOLAPI_API_SECRET: "secret",
        SOLAPI_SENDER: "0215880000",
        SOLAPI_PFID: "KA01PF",
        SMTP_URL: "smtps://alerts:pw@smtp.example.com:465",
        MAIL_FROM: "alerts@clinics.example.com",
        MESSAGE_WORKER: "off",
        CONSOLE_ORIGIN: "https://console.clinics.example.com/",
      },
      ROOT,
    );
    expect(env).toEqual({
      port: 5123,
      host: "0.0.0.0",
      databaseUrl: "postgres://root@127.0.0.1:5432/clinic",
      dataDir: join(ROOT, "var/data"),
      mediaDir: "/mnt/media",
      logLevel: "debug",
      platformDomain: "clinics.example.com",
      domainTargets: { cnameTarget: "edge.clinics.example.com", aRecord: "203.0.113.10" },
      trustProxy: "10.0.0.0/8",
      accounts: { identity: null, sms: { kind: "solapi", ...solapi } },
      revalidate: { url: "http://127.0.0.1:3000/ops/revalidate", token: "0123456789abcdef0123" },
      announcements: { redisUrl: "redis://10.0.0.5:6379", keyPrefix: "clinic-prod" },
      tenantSecret: "0123456789abcdef0123",
      previewSecret: "a-preview-secret-of-at-least-32-chars",
      publishIntervalMs: 2_000,
      answerCacheBytes: 32 * 1024 * 1024,
      shutdownGraceMs: 30_000,
      messaging: {
        text: { kind: "solapi", ...solapi },
        email: {
          kind: "smtp",
          url: "smtps://alerts:pw@smtp.example.com:465",
          from: "alerts@clinics.example.com",
        },
        outboxDir: join(ROOT, "var/data/outbox"),
        worker: false,
        siteLink: { scheme: "https", port: null },
        consoleOrigin: "https://console.clinics.example.com",
      },
    });
  });

  it("announces content changes only when both the storefront URL and the secret are set", () => {
    expect(
      loadEnv({ WEB_REVALIDATE_URL: "http://127.0.0.1:3000/ops/revalidate" }, ROOT).revalidate,
    ).toBeNull();
  });

  it("announces on the storefronts' default Redis prefix unless told another", () => {
    expect(loadEnv({ REDIS_URL: "rediss://cache.internal:6380" }, ROOT).announcements).toEqual({
      redisUrl: "rediss://cache.internal:6380",
      keyPrefix: "clinic-web",
    });
  });

  it("treats empty strings as unset", () => {
    expect(loadEnv({ DATABASE_URL: "", API_PORT: "", LOG_LEVEL: "" }, ROOT)).toMatchObject({
      databaseUrl: undefined,
      port: 4000,
      logLevel: "info",
    });
  });

  it("rejects bad values, naming them", () => {
    expect(() => loadEnv({ API_PORT: "eighty" }, ROOT)).toThrow(/API_PORT/);
    expect(() => loadEnv({ API_PORT: "70000" }, ROOT)).toThrow(/API_PORT/);
    expect(() => loadEnv({ LOG_LEVEL: "loud" }, ROOT)).toThrow(/LOG_LEVEL/);
    expect(() => loadEnv({ DATABASE_URL: "mysql://x" }, ROOT)).toThrow(/DATABASE_URL/);
    expect(() => loadEnv({ REVALIDATE_TOKEN: "short" }, ROOT)).toThrow(/REVALIDATE_TOKEN/);
    expect(() => loadEnv({ WEB_REVALIDATE_URL: "not a url" }, ROOT)).toThrow(/WEB_REVALIDATE_URL/);
    expect(() => loadEnv({ REDIS_URL: "http://cache:6379" }, ROOT)).toThrow(/REDIS_URL/);
    expect(() => loadEnv({ REDIS_URL: "redis://x", REDIS_KEY_PREFIX: "a b" }, ROOT)).toThrow(
      /REDIS_KEY_PREFIX/,
    );
    expect(() => loadEnv({ CLINIC_A_RECORD: "sites.example.com" }, ROOT)).toThrow(/CLINIC_A_RECORD/);
    // Half a provider would deliver nowhere without saying so.
    expect(() => loadEnv({ SOLAPI_API_KEY: "NCSKEY" }, ROOT)).toThrow(/SOLAPI_API_SECRET/);
    expect(() => loadEnv({ SMTP_URL: "smtp://mail:25" }, ROOT)).toThrow(/MAIL_FROM/);
    expect(() => loadEnv({ SMTP_URL: "http://mail" }, ROOT)).toThrow(/SMTP_URL/);
    expect(() => loadEnv({ SOLAPI_SENDER: "02-1588-0000" }, ROOT)).toThrow(/SOLAPI_SENDER/);
    expect(() => loadEnv({ CLINIC_CNAME_TARGET: "https://sites.example.com/" }, ROOT)).toThrow(
      /CLINIC_CNAME_TARGET/,
    );
  });
});

describe("findRepoRoot", () => {
  it("finds the workspaces root from this folder", () => {
    expect(findRepoRoot()).toBe(join(import.meta.dirname, "../../.."));
  });
});
