import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect } from "@playwright/test";

// For specs that start production servers of their own (their own ports and data directory) from the build that
// `npm start` / the config's web server made, beside the shared stack of playwright.config.ts.

export const REPO_ROOT = fileURLToPath(new URL("../../..", import.meta.url));

interface OwnStack {
  /** Relative to the repository, e.g. `.data/e2e-announcements`. */
  dataDir: string;
  apiPort: number;
  /** The web servers' /ops/revalidate bearer token. */
  token: string;
}

/** The environment every process of such a stack starts with; each adds its own port. */
export const ownStackEnv = ({ dataDir, apiPort, token }: OwnStack): NodeJS.ProcessEnv => ({
  ...process.env,
  NODE_ENV: "production",
  NEXT_TELEMETRY_DISABLED: "1",
  DATA_DIR: `${REPO_ROOT}/${dataDir}`,
  PLATFORM_DOMAIN: "localhost",
  API_URL: `http://127.0.0.1:${apiPort}`,
  REVALIDATE_TOKEN: token,
  WEB_REVALIDATE_URL: "",
  LOG_LEVEL: "warn",
});

/** Runs a Node script of the repository to its end; rejects unless it exits 0. */
export function runNode(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: REPO_ROOT, env, stdio: "ignore" });
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(" ")}: exit ${code}`)),
    );
  });
}

/**
 * Migrates the stack's data directory and seeds the demo clinics into it the first time. The directory is kept
 * between runs: seeding takes longer than the tests. The API build's migrations CLI is plain JavaScript, quicker to
 * start than tsx.
 */
export async function prepareOwnData(dataDir: string, env: NodeJS.ProcessEnv): Promise<void> {
  const seeded = existsSync(`${REPO_ROOT}/${dataDir}/pglite`);
  await runNode(["apps/api/dist/migrate.js"], env);
  if (!seeded) {
    await runNode(
      [`${REPO_ROOT}/node_modules/tsx/dist/cli.mjs`, "packages/db/src/cli/seed.ts", "--if-empty"],
      env,
    );
  }
}

/** Waits until `url` answers 200 (a server that has started), for 90 s at most. */
export async function untilAnswering(url: string): Promise<void> {
  await expect
    .poll(
      () =>
        fetch(url).then(
          (response) => response.status,
          () => 0,
        ),
      { timeout: 90_000 },
    )
    .toBe(200);
}
