import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

/** What the database CLIs (and anything else starting a database from the environment) need to know. */
export interface DbEnv {
  /** postgres://… when set; otherwise embedded PGlite stores data in `pgliteDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  pgliteDir: string;
  /** Seeded images are written here and served by the API under /media. */
  mediaDir: string;
  /** Demo clinics answer at `{code}.{platformDomain}`. */
  platformDomain: string;
}

// Docker and CI often pass unset variables as empty strings; treat those as unset.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

const hostName = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;

const envSchema = z.object({
  DATABASE_URL: optional(
    z.string().regex(/^postgres(ql)?:\/\/\S+$/, "must be a postgres:// or postgresql:// connection URL"),
  ),
  DATA_DIR: optional(z.string()),
  MEDIA_DIR: optional(z.string()),
  PLATFORM_DOMAIN: optional(
    z.string().toLowerCase().regex(hostName, "must be a bare host name such as localhost"),
  ),
});

/** Reads and validates the environment; throws one readable error naming every bad variable. */
export function loadDbEnv(env: NodeJS.ProcessEnv = process.env): DbEnv {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`);
    throw new Error(`invalid environment: ${problems.join("; ")}`);
  }
  // npm runs workspace scripts inside the workspace; relative paths mean what they meant where npm was started.
  const base = env.INIT_CWD ?? process.cwd();
  const dataDir = resolve(base, parsed.data.DATA_DIR ?? join(findRepoRoot(), ".data"));
  return {
    databaseUrl: parsed.data.DATABASE_URL,
    dataDir,
    pgliteDir: join(dataDir, "pglite"),
    mediaDir: resolve(base, parsed.data.MEDIA_DIR ?? join(dataDir, "media")),
    platformDomain: parsed.data.PLATFORM_DOMAIN ?? "localhost",
  };
}

/**
 * The npm workspaces root above this file (or above a bundle that inlined it), so `.data` lands in the same
 * place whether started from the repository root, a workspace or apps/api/dist.
 */
export function findRepoRoot(start: string = dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = start; ; dir = dirname(dir)) {
    const manifest = join(dir, "package.json");
    if (existsSync(manifest) && "workspaces" in JSON.parse(readFileSync(manifest, "utf8"))) return dir;
    if (dirname(dir) === dir) return process.cwd();
  }
}
