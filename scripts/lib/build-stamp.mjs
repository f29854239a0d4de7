import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { repoRoot } from "./paths.mjs";

// What a build is made from. A change to any of these files means the build output is stale.
const SOURCE_ROOTS = [
  "apps/api",
  "apps/web",
  "apps/widget",
  "packages/shared",
  "packages/db",
  "package-lock.json",
];
const SKIP = new Set(["node_modules", ".next", "dist", ".data", "test-results", ".turbo"]);
const STAMP_FILE = join(repoRoot, "node_modules/.cache/clinic-build-stamp");
const OUTPUTS = [
  "apps/api/dist/server.js",
  "apps/widget/dist/reservation-widget.js",
  "apps/web/.next/BUILD_ID",
];

function* walk(path) {
  const stat = statSync(path);
  if (stat.isFile()) {
    yield [path, stat];
    return;
  }
  for (const entry of readdirSync(path)) {
    if (!SKIP.has(entry)) yield* walk(join(path, entry));
  }
}

/** A fingerprint of the sources (path, size and modification time of every file); cheap enough for every start. */
export function sourceFingerprint() {
  const hash = createHash("sha256");
  for (const root of SOURCE_ROOTS) {
    const abs = join(repoRoot, root);
    if (!existsSync(abs)) continue;
    for (const [file, stat] of walk(abs))
      hash.update(`${relative(repoRoot, file)}:${stat.size}:${stat.mtimeMs}\n`);
  }
  return hash.digest("hex");
}

export function buildIsCurrent() {
  if (!OUTPUTS.every((output) => existsSync(join(repoRoot, output)))) return false;
  if (!existsSync(STAMP_FILE)) return false;
  return readFileSync(STAMP_FILE, "utf8") === sourceFingerprint();
}

export function recordBuild(fingerprint) {
  mkdirSync(dirname(STAMP_FILE), { recursive: true });
  writeFileSync(STAMP_FILE, fingerprint);
}
