import "server-only";
import { z } from "zod";

/** Empty strings in the environment mean "not set" (e.g. `ASSET_CDN_URL=` in a .env file). */
const optional = (value: string | undefined) =>
  value === undefined || value.trim() === "" ? undefined : value;

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, "");

const envSchema = z.object({
  /** Where the API listens; only this server talks to it (the browser uses the same-origin /api pass-through). */
  API_URL: z.url().default("http://127.0.0.1:4000").transform(withoutTrailingSlash),
  /** Every partner has the host `{code}.{PLATFORM_DOMAIN}`; the tenant origin header is built from it. */
  PLATFORM_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+$/i)
    .default("localhost")
    .transform((domain) => domain.toLowerCase()),
  /** CDN serving partner favicons and manifests under homepage-meta/{partnerId}/; unset means ours are used. */
  ASSET_CDN_URL: z.url().transform(withoutTrailingSlash).optional(),
  /** Scheme of the tenant origin sent to the API (https in production behind TLS). */
  TENANT_ORIGIN_SCHEME: z.enum(["http", "https"]).default("http"),
  /**
   * Port in the sites' public URLs (canonical links, sitemap), when visitors use one: `npm start` sets the web port
   * on a developer machine; unset behind a load balancer on 80/443.
   */
  SITE_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /**
   * Host name of the partner console (issue 10): every path on it is the console, and no clinic's site answers
   * there. `console.{PLATFORM_DOMAIN}` by default (console.localhost on a developer machine).
   */
  CONSOLE_HOST: z
    .string()
    .regex(/^[a-z0-9.-]+$/i)
    .transform((host) => host.toLowerCase())
    .optional(),
  /**
   * Secret shared with the API: the bearer token it presents to POST /ops/revalidate (unset disables that
   * endpoint), and the key of the partner id the web server signs on its API calls (decision 0028; unset: the
   * calls name the clinic by origin only, and the API maps that host again).
   */
  REVALIDATE_TOKEN: z.string().min(16).optional(),
  /**
   * The shared Redis cache (validated by src/platform/cache-handler/redis-config.mjs, which Next loads outside this
   * bundle); here only its presence matters: a revalidation is acknowledged once Redis has it.
   */
  REDIS_URL: z.string().optional(),
});
export type WebEnv = z.infer<typeof envSchema>;

/** The one place that reads process.env for the storefront; invalid values stop the server with a clear message. */
export const env: WebEnv = envSchema.parse({
  API_URL: optional(process.env.API_URL),
  PLATFORM_DOMAIN: optional(process.env.PLATFORM_DOMAIN),
  ASSET_CDN_URL: optional(process.env.ASSET_CDN_URL),
  TENANT_ORIGIN_SCHEME: optional(process.env.TENANT_ORIGIN_SCHEME),
  SITE_PORT: optional(process.env.SITE_PORT),
  REVALIDATE_TOKEN: optional(process.env.REVALIDATE_TOKEN),
  CONSOLE_HOST: optional(process.env.CONSOLE_HOST),
  REDIS_URL: optional(process.env.REDIS_URL),
});

/** Signs the partner id on the web server's API calls (`@clinic/shared/tenant-signature`); unset → origin only. */
export const tenantSecret: string | undefined = env.REVALIDATE_TOKEN;

/** The console's host name (without port). */
export const consoleHost: string = env.CONSOLE_HOST ?? `console.${env.PLATFORM_DOMAIN}`;
