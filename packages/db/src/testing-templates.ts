import { readFile } from "node:fs/promises";
import { join } from "node:path";

/**
 * The Vitest run's template databases (decision 0021): the global setup (testing-global-setup.ts) migrates one
 * database and seeds another once, and every test file starts from a copy instead of migrating (and seeding) its
 * own. This variable names the folder the setup wrote them to; without it each file builds its database itself.
 */
export const TEMPLATES_ENV = "CLINIC_TEST_TEMPLATES";

export type TemplateKind = "migrated" | "seeded";

export interface TemplateManifest {
  /** The TEST_DATABASE_URL the templates were made on; absent for PGlite dumps. */
  serverUrl?: string;
  /** PostgreSQL template database per kind. */
  names?: Record<TemplateKind, string>;
}

export interface Templates {
  /** The demo clinics' images, written once by the seeded template. */
  mediaDir: string;
  pgliteDump(kind: TemplateKind): Promise<Blob | undefined>;
  postgresName(kind: TemplateKind): string | undefined;
}

export const templatePaths = (dir: string) => ({
  manifest: join(dir, "manifest.json"),
  dump: (kind: TemplateKind) => join(dir, `${kind}.tar`),
  mediaDir: join(dir, "media"),
});

/** The templates of this run, or undefined outside Vitest's global setup (or made for another database). */
export async function readTemplates(): Promise<Templates | undefined> {
  const dir = process.env[TEMPLATES_ENV];
  if (!dir) return undefined;
  const paths = templatePaths(dir);
  const manifest = JSON.parse(await readFile(paths.manifest, "utf8")) as TemplateManifest;
  const serverUrl = process.env.TEST_DATABASE_URL;
  if ((manifest.serverUrl ?? "") !== (serverUrl ?? "")) return undefined;
  return {
    mediaDir: paths.mediaDir,
    pgliteDump: async (kind) => (serverUrl ? undefined : new Blob([await readFile(paths.dump(kind))])),
    postgresName: (kind) => manifest.names?.[kind],
  };
}
