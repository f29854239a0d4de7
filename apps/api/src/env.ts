import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { DEFAULT_REDIS_KEY_PREFIX } from "@clinic/shared/announcements";
import { z } from "zod";
import type { S3Config } from "./console/media/storage";
import type { AccountsConfig } from "./customer/accounts-config";
import type { MessagingConfig } from "./messaging/config";

const logLevels = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

/** Empty strings count as unset, so `DATABASE_URL=` in a shell or .env file means "use PGlite". */
const optionalString = z.preprocess((value) => (value === "" ? undefined : value), z.string().optional());

const envSchema = z.object({
  API_PORT: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.coerce.number().int().min(1).max(65_535).default(4000),
  ),
  API_HOST: optionalString.transform((value) => value ?? "127.0.0.1"),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
      .optional(),
  ),
  DATA_DIR: optionalString,
  MEDIA_DIR: optionalString,
  LOG_LEVEL: z.preprocess((value) => (value === "" ? undefined : value), z.enum(logLevels).default("info")),
  /** Fastify trustProxy: addresses or proxy-addr names ("loopback", "10.0.0.0/8") allowed to set X-Forwarded-For. */
  TRUST_PROXY: optionalString.transform((value) => value ?? "loopback"),
  PLATFORM_DOMAIN: optionalString.transform((value) => (value ?? "localhost").toLowerCase()),
  /** The storefront's cache-drop endpoint (e.g. http://127.0.0.1:3000/ops/revalidate); unset means none is told. */
  WEB_REVALIDATE_URL: optionalString.pipe(z.url().optional()),
  /** PortOne-style identity verification; all four set → the real provider, none → the demo verifier. */
  IDENTITY_PROVIDER_URL: optionalString.pipe(z.url().optional()),
  IDENTITY_PROVIDER_KEY: optionalString,
  IDENTITY_PROVIDER_SECRET: optionalString,
  IDENTITY_MERCHANT_CODE: optionalString,
  /** An HTTP SMS provider; unset → codes are printed to the log (the demo). */
  SMS_PROVIDER_URL: optionalString.pipe(z.url().optional()),
  SMS_PROVIDER_KEY: optionalString,
  SMS_SENDER_NUMBER: optionalString,
  /**
   * Redis shared with the storefronts (their REDIS_URL): content changes are published on its announcements channel
   * for every web server (decision 0027) instead of POSTed to WEB_REVALIDATE_URL.
   */
  REDIS_URL: optionalString.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, "must be a redis:// or rediss:// URL")
      .optional(),
  ),
  /** Namespace in that Redis; the same as the storefronts' (their cache handler's default too). */
  REDIS_KEY_PREFIX: optionalString.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_.:-]{1,64}$/, "must be 1-64 letters, digits or _ . : -")
      .optional(),
  ),
  /**
   * Secret shared with the web server (its REVALIDATE_TOKEN): the bearer token for WEB_REVALIDATE_URL, and the key
   * of the partner id the web server signs on its calls (decision 0028).
   */
  REVALIDATE_TOKEN: optionalString.pipe(z.string().min(16).optional()),
  /** S3-compatible storage for console uploads; all five set → the bucket, none → MEDIA_DIR on local disk. */
  S3_ENDPOINT: optionalString.pipe(z.url().optional()),
  S3_BUCKET: optionalString,
  S3_ACCESS_KEY: optionalString,
  S3_SECRET_KEY: optionalString,
  /** Public base address of the bucket's objects (CDN or bucket website). */
  S3_PUBLIC_URL: optionalString.pipe(z.url().optional()),
  S3_REGION: optionalString.transform((value) => value ?? "us-east-1"),
  /** Signs console preview links; every API instance must share it. Unset: a random one per process. */
  PREVIEW_SECRET: optionalString.pipe(z.string().min(32).optional()),
  /**
   * Where clinics point their custom domains (the console shows the record, docs/deploy.md): a CNAME target host
   * for subdomains (default: PLATFORM_DOMAIN) and an IPv4 address for apex domains (A record; unset → none).
   */
  CLINIC_CNAME_TARGET: optionalString.pipe(
    z
      .string()
      .toLowerCase()
      .regex(
        /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/,
        "must be a host name such as sites.example.com",
      )
      .optional(),
  ),
  CLINIC_A_RECORD: optionalString.pipe(z.ipv4("must be an IPv4 address such as 203.0.113.10").optional()),
  /** Solapi (알림톡 + SMS/LMS) for patients' messages and staff alerts; key, secret and sender set → real sends. */
  SOLAPI_API_KEY: optionalString,
  SOLAPI_API_SECRET: optionalString,
  /** The registered sender number (발신번호). */
  SOLAPI_SENDER: optionalString.pipe(
    z
      .string()
      .regex(/^\d{8,12}$/, "must be the sender number's digits")
      .optional(),
  ),
  /** The Kakao channel's pfId; without it templates with an 알림톡 code still go, as SMS/LMS. */
  SOLAPI_PFID: optionalString,
  SOLAPI_BASE_URL: optionalString.pipe(z.url().optional()),
  /** SMTP for email (staff alerts, console invitations): smtp(s)://user:pass@host:port; with MAIL_FROM. */
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
      .optional(),
  ),
  MAIL_FROM: optionalString,
  /** "off" leaves message delivery to other processes (a dedicated worker); default on. */
  MESSAGE_WORKER: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.enum(["on", "off"]).default("on"),
  ),
  /** The sites' public port (as the web server's SITE_PORT): links in patients' messages carry it (the local demo). */
  SITE_PORT: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.coerce.number().int().min(1).max(65_535).optional(),
  ),
  /** The console's public address for invitation links; default http(s)://console.<PLATFORM_DOMAIN>[:SITE_PORT]. */
  CONSOLE_ORIGIN: optionalString.pipe(z.url().optional()),
  /** How often the publisher looks for scheduled drafts whose time has come (milliseconds). */
  /** Megabytes of public answers held in memory (JSON bytes; issue 28), whatever the number of clinics. */
  API_ANSWER_CACHE_MB: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.coerce.number().int().min(1).max(65_536).default(32),
  ),
  PUBLISH_INTERVAL_MS: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.coerce.number().int().min(1_000).max(3_600_000).default(5_000),
  ),
  /**
   * After SIGTERM, requests in flight get this long before the process exits anyway (decision 0038); a stop
   * with nothing left in flight exits at once. Keep the orchestrator's stop timeout above it.
   */
  SHUTDOWN_GRACE_MS: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.coerce.number().int().min(1_000).max(600_000).default(10_000),
  ),
});

const S3_REQUIRED = ["S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY", "S3_SECRET_KEY", "S3_PUBLIC_URL"] as const;

export interface ApiEnv {
  port: number;
  host: string;
  /** Unset means embedded PGlite under `${dataDir}/pglite`. */
  databaseUrl: string | undefined;
  dataDir: string;
  mediaDir: string;
  logLevel: (typeof logLevels)[number];
  platformDomain: string;
  /** What the console tells clinics to point their domains at (CNAME target, A record address). */
  domainTargets: { cnameTarget: string; aRecord: string | null };
  trustProxy: string;
  accounts: AccountsConfig;
  /** Where to POST content changes so a storefront drops them; null when not configured (or Redis is). */
  revalidate: { url: string; token: string } | null;
  /** Where every storefront hears content changes (takes the place of `revalidate`); null without REDIS_URL. */
  announcements: { redisUrl: string; keyPrefix: string } | null;
  /** S3-compatible storage for uploaded media; unset → files under mediaDir. */
  s3?: S3Config;
  previewSecret: string | undefined;
  publishIntervalMs: number;
  /** Bytes of public answers the API holds (API_ANSWER_CACHE_MB). */
  answerCacheBytes: number;
  /** After SIGTERM, the longest the process waits for requests in flight. */
  shutdownGraceMs: number;
  /** Verifies the web server's signed partner id (REVALIDATE_TOKEN); unset → only the origin header counts. */
  tenantSecret: string | undefined;
  messaging: MessagingConfig;
}

/**
 * The only place the API reads environment variables. Relative directories resolve against the repository
 * root, so `npm start` from the root and `node apps/api/dist/server.js` agree on where data lives.
 */
export function loadEnv(source: NodeJS.ProcessEnv = process.env, repoRoot = findRepoRoot()): ApiEnv {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment: ${problems.join("; ")}`);
  }
  const env = parsed.data;
  const dataDir = resolve(repoRoot, env.DATA_DIR ?? ".data");
  return {
    port: env.API_PORT,
    host: env.API_HOST,
    databaseUrl: env.DATABASE_URL,
    dataDir,
    mediaDir: env.MEDIA_DIR ? resolve(repoRoot, env.MEDIA_DIR) : join(dataDir, "media"),
    logLevel: env.LOG_LEVEL,
    platformDomain: env.PLATFORM_DOMAIN,
    domainTargets: {
      cnameTarget: env.CLINIC_CNAME_TARGET ?? env.PLATFORM_DOMAIN,
      aRecord: env.CLINIC_A_RECORD ?? null,
    },
    trustProxy: env.TRUST_PROXY,
    accounts: accountsConfig(env, dataDir, messagingConfig(env, dataDir)),
    revalidate:
      env.WEB_REVALIDATE_URL && env.REVALIDATE_TOKEN
        ? { url: env.WEB_REVALIDATE_URL, token: env.REVALIDATE_TOKEN }
        : null,
    announcements: env.REDIS_URL
      ? { redisUrl: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX ?? DEFAULT_REDIS_KEY_PREFIX }
      : null,
    s3: s3Config(env),
    previewSecret: env.PREVIEW_SECRET,
    publishIntervalMs: env.PUBLISH_INTERVAL_MS,
    answerCacheBytes: env.API_ANSWER_CACHE_MB * 1024 * 1024,
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
    tenantSecret: env.REVALIDATE_TOKEN,
    messaging: messagingConfig(env, dataDir),
  };
}

/** Each channel all or nothing, like S3: half a provider's settings would quietly deliver nowhere. */
function messagingConfig(env: z.output<typeof envSchema>, dataDir: string): MessagingConfig {
  const solapi = [env.SOLAPI_API_KEY, env.SOLAPI_API_SECRET, env.SOLAPI_SENDER];
  if (solapi.some(Boolean) && !solapi.every(Boolean)) {
    throw new Error(
      "Invalid environment: Solapi needs SOLAPI_API_KEY, SOLAPI_API_SECRET and SOLAPI_SENDER together",
    );
  }
  if (Boolean(env.SMTP_URL) !== Boolean(env.MAIL_FROM)) {
    throw new Error("Invalid environment: email needs SMTP_URL and MAIL_FROM together");
  }
  const local = env.PLATFORM_DOMAIN === "localhost" || env.PLATFORM_DOMAIN.endsWith(".localhost");
  return {
    text: env.SOLAPI_API_KEY
      ? {
          kind: "solapi",
          baseUrl: env.SOLAPI_BASE_URL ?? "https://api.solapi.com",
          apiKey: env.SOLAPI_API_KEY,
          apiSecret: env.SOLAPI_API_SECRET as string,
          sender: env.SOLAPI_SENDER as string,
          pfId: env.SOLAPI_PFID ?? null,
        }
      : { kind: "local" },
    email: env.SMTP_URL
      ? { kind: "smtp", url: env.SMTP_URL, from: env.MAIL_FROM as string }
      : { kind: "local" },
    outboxDir: join(dataDir, "outbox"),
    worker: env.MESSAGE_WORKER === "on",
    siteLink: { scheme: local ? "http" : "https", port: env.SITE_PORT ?? null },
    consoleOrigin:
      env.CONSOLE_ORIGIN?.replace(/\/$/, "") ??
      `${local ? "http" : "https"}://console.${env.PLATFORM_DOMAIN}${env.SITE_PORT ? `:${env.SITE_PORT}` : ""}`,
  };
}

/** All or nothing: a half-configured bucket would quietly put uploads on one server's disk. */
function s3Config(env: z.output<typeof envSchema>): S3Config | undefined {
  const set = S3_REQUIRED.filter((name) => env[name] !== undefined);
  if (set.length === 0) return undefined;
  if (set.length < S3_REQUIRED.length) {
    const missing = S3_REQUIRED.filter((name) => env[name] === undefined);
    throw new Error(`Invalid environment: S3 storage needs ${missing.join(", ")} as well (or none of them)`);
  }
  return {
    endpoint: env.S3_ENDPOINT as string,
    bucket: env.S3_BUCKET as string,
    accessKeyId: env.S3_ACCESS_KEY as string,
    secretAccessKey: env.S3_SECRET_KEY as string,
    publicUrl: env.S3_PUBLIC_URL as string,
    region: env.S3_REGION,
  };
}

function accountsConfig(
  env: z.output<typeof envSchema>,
  dataDir: string,
  messaging: MessagingConfig,
): AccountsConfig {
  const identity =
    env.IDENTITY_PROVIDER_URL &&
    env.IDENTITY_PROVIDER_KEY &&
    env.IDENTITY_PROVIDER_SECRET &&
    env.IDENTITY_MERCHANT_CODE
      ? {
          baseUrl: env.IDENTITY_PROVIDER_URL,
          apiKey: env.IDENTITY_PROVIDER_KEY,
          apiSecret: env.IDENTITY_PROVIDER_SECRET,
          merchantCode: env.IDENTITY_MERCHANT_CODE,
        }
      : null;
  const sms: AccountsConfig["sms"] =
    env.SMS_PROVIDER_URL && env.SMS_PROVIDER_KEY && env.SMS_SENDER_NUMBER
      ? {
          kind: "http",
          url: env.SMS_PROVIDER_URL,
          apiKey: env.SMS_PROVIDER_KEY,
          sender: env.SMS_SENDER_NUMBER,
        }
      : messaging.text.kind === "solapi"
        ? // One provider for every text message when only Solapi is configured.
          messaging.text
        : // The demo's codes also go to a file under the data directory, where the browser tests read them.
          { kind: "console", outboxFile: join(dataDir, "sms-outbox.jsonl") };
  return { identity, sms };
}

/** The nearest ancestor whose package.json declares workspaces; works from src/ and from the dist/ bundle. */
export function findRepoRoot(start = dirname(fileURLToPath(import.meta.url))): string {
  let dir = start;
  for (;;) {
    const manifest = join(dir, "package.json");
    if (existsSync(manifest) && isWorkspaceRoot(manifest)) return dir;
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

function isWorkspaceRoot(manifest: string): boolean {
  try {
    return "workspaces" in JSON.parse(readFileSync(manifest, "utf8"));
  } catch {
    return false;
  }
}
