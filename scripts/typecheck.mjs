// Type-checks every workspace that has a typecheck script, as many at a time as the machine has cores: each tsc
// run is single-threaded, so one after another left a two-core CI machine half idle for over a minute.

import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { requireSupportedNode } from "./lib/node-version.mjs";
import { repoRoot } from "./lib/paths.mjs";
import { run } from "./lib/run.mjs";

requireSupportedNode("test");

const { workspaces } = JSON.parse(readFileSync(join(repoRoot, "package.json"), "utf8"));
const pending = workspaces.filter((workspace) => {
  const manifest = JSON.parse(readFileSync(join(repoRoot, workspace, "package.json"), "utf8"));
  return Boolean(manifest.scripts?.typecheck);
});
// The slowest first, so the last lane does not start a long check alone at the end.
const SLOWEST = ["apps/api", "apps/web"];
pending.sort((a, b) => Number(SLOWEST.includes(b)) - Number(SLOWEST.includes(a)));

const failures = [];
async function lane() {
  for (let workspace = pending.shift(); workspace; workspace = pending.shift()) {
    try {
      await run("npm", ["run", "typecheck", "--silent", "-w", workspace]);
    } catch {
      failures.push(workspace);
    }
  }
}
await Promise.all(Array.from({ length: Math.max(1, availableParallelism()) }, lane));
if (failures.length > 0) {
  console.error(`typecheck failed in ${failures.join(", ")}`);
  process.exit(1);
}
