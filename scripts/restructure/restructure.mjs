#!/usr/bin/env node
// Moves the storefront, console and API sources into one folder per audience and feature (issue 24, decision
// 0029) and rewrites every import, mock, dynamic import and path mention to the new places. Re-runnable: the
// rules (rules.mjs) map folder patterns, so files added since map by themselves; an unmapped file stops the run.
//
//   node scripts/restructure/restructure.mjs --dry-run   # print the plan, change nothing
//   node scripts/restructure/restructure.mjs             # git mv + rewrite, then: npm run format
import { execFileSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmdirSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { dirname, join, posix } from "node:path";
import { fileURLToPath } from "node:url";
import {
  ALIASES,
  featureOf,
  isPlainNode,
  KEEP,
  MAPPED_ROOTS,
  MENTIONS,
  mapPath,
  REPO_ALIAS,
} from "./rules.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");
const dryRun = process.argv.includes("--dry-run");
const git = (...args) => execFileSync("git", args, { cwd: root, encoding: "utf8", maxBuffer: 1 << 28 });

const tracked = git("ls-files", "-z").split("\0").filter(Boolean);
const trackedSet = new Set(tracked.filter((file) => existsSync(join(root, file))));

// ---- 1. the plan ----
const moves = new Map(); // old → new
const unmapped = [];
for (const file of trackedSet) {
  if (!MAPPED_ROOTS.some((prefix) => file.startsWith(prefix))) continue;
  if (KEEP.some((pattern) => pattern.test(file))) continue;
  const target = mapPath(file);
  if (target === null) unmapped.push(file);
  else if (target !== file) moves.set(file, target);
}
if (unmapped.length > 0) {
  console.error(`No rule maps these files (add a rule or a KEEP entry in scripts/restructure/rules.mjs):`);
  for (const file of unmapped) console.error(`  ${file}`);
  process.exit(1);
}
const targets = new Map();
for (const [from, to] of moves) {
  if (targets.has(to)) throw new Error(`${from} and ${targets.get(to)} both map to ${to}`);
  if (trackedSet.has(to) && !moves.has(to)) throw new Error(`${from} maps onto existing ${to}`);
  targets.set(to, from);
}
const newPath = (file) => moves.get(file) ?? file;

if (dryRun) {
  for (const [from, to] of [...moves].sort()) console.info(`${from} → ${to}`);
  console.info(`${moves.size} files move.`);
}

// ---- 2. resolving a specifier to a tracked file ----
const EXTENSIONS = ["", ".ts", ".tsx", ".mts", ".mjs", ".js", ".d.ts", ".css"];
const INDEXES = ["/index.ts", "/index.tsx", "/index.mjs", "/index.js"];
const trackedDirs = new Set();
for (const file of trackedSet)
  for (let d = posix.dirname(file); d !== "."; d = posix.dirname(d)) trackedDirs.add(d);

/** @returns {{ file: string, kind: "exact" | "ext" | "index" | "dir" } | null} */
function resolveTarget(base) {
  for (const ext of EXTENSIONS)
    if (trackedSet.has(base + ext)) return { file: base + ext, kind: ext ? "ext" : "exact" };
  for (const index of INDEXES) if (trackedSet.has(base + index)) return { file: base + index, kind: "index" };
  if (trackedDirs.has(base)) return { file: base, kind: "dir" };
  return null;
}

function specifierBase(importer, specifier) {
  if (specifier.startsWith("./") || specifier.startsWith("../") || specifier === "." || specifier === "..") {
    return posix.normalize(posix.join(posix.dirname(importer), specifier)).replace(/\/$/, "");
  }
  for (const alias of ALIASES)
    if (specifier.startsWith(alias.prefix)) return alias.folder + specifier.slice(alias.prefix.length);
  if (specifier.startsWith(REPO_ALIAS.prefix)) return specifier.slice(REPO_ALIAS.prefix.length);
  return null;
}

/** Where a directory lands: the common new folder of the files directly in it (null when they split). */
const dirMoves = new Map();
const majorityDirMoves = new Map();
{
  const byDir = new Map();
  for (const file of trackedSet) {
    const dir = posix.dirname(file);
    if (!byDir.has(dir)) byDir.set(dir, new Set());
    byDir.get(dir).add(posix.dirname(newPath(file)));
  }
  for (const [dir, news] of byDir) if (news.size === 1) dirMoves.set(dir, [...news][0]);
  // For path mentions in prose: a folder whose files split goes where most of them go.
  for (const [dir] of byDir) {
    if (dirMoves.has(dir)) continue;
    const counts = new Map();
    for (const file of trackedSet) {
      if (posix.dirname(file) !== dir) continue;
      const to = posix.dirname(newPath(file));
      counts.set(to, (counts.get(to) ?? 0) + 1);
    }
    const [majority] = [...counts].sort((a, b) => b[1] - a[1]);
    if (majority) majorityDirMoves.set(dir, majority[0]);
  }
}
const newDir = (dir) => dirMoves.get(dir) ?? dir;

function climbs(relative) {
  return (relative.match(/^(\.\.\/)*/)?.[0].length ?? 0) / 3;
}

const problems = [];

/** The specifier from `importer` (new path) to `target` (new path), in the style the old one had. */
function buildSpecifier(importer, target, kind, oldSpecifier, runtime = false) {
  let to = target;
  if (kind === "ext") to = to.replace(/(\.d)?\.(ts|tsx|mts|js|mjs|css)$/, "");
  if (kind === "index") to = posix.dirname(to);
  if (kind === "exact" && !/\.[a-z]+$/.test(oldSpecifier) && /\.(ts|tsx)$/.test(to))
    to = to.replace(/\.(ts|tsx)$/, "");
  let relative = posix.relative(posix.dirname(importer), to) || ".";
  if (!relative.startsWith(".")) relative = `./${relative}`;
  if (oldSpecifier.endsWith("/") && !relative.endsWith("/")) relative += "/";
  const up = climbs(relative);
  const plain = runtime || isPlainNode(importer) || importer.endsWith(".css");
  if (plain) {
    if (up > 2)
      problems.push(`${importer}: "${relative}" climbs ${up} folders and this file cannot use an alias`);
    return relative;
  }
  const sameFeature = featureOf(importer) !== "" && featureOf(importer) === featureOf(target);
  if (up <= 2 && (sameFeature || up === 0)) return relative;
  const alias = ALIASES.find((a) => importer.startsWith(a.from) && to.startsWith(a.folder));
  if (alias) return alias.prefix + to.slice(alias.folder.length);
  if (up <= 2) return relative;
  return REPO_ALIAS.prefix + to;
}

// ---- 3. rewriting the sources ----
const SOURCE = /\.(ts|tsx|mts|cts|mjs|cjs|js|css)$/;
const TEXT =
  /(\.(ts|tsx|mts|cts|mjs|cjs|js|css|md|json|jsonc|yml|yaml|sh)|Dockerfile|\.dockerignore|\.gitignore)$/;
const SPECIFIER =
  /(\bfrom\s+|\bimport\s+|\bimport\s*\(\s*|\b(?:vi\.mock|vi\.doMock|vi\.unmock|vi\.importActual|vi\.importMock|require|requireFromHere|require\.resolve|import\.meta\.resolve)\s*\(\s*|\bnew URL\(\s*|@import\s+(?:url\()?|composes:[^;"']*\bfrom\s+)(["'])([^"'\n]+)\2/g;

// Path mentions in docs, comments and configuration: the old folders and files, as repository paths and as
// paths inside their app (src/lib/…), longest first.
const mentions = new Map();
for (const [dir, to] of dirMoves) {
  if (dir === to || !MAPPED_ROOTS.some((prefix) => `${dir}/`.startsWith(prefix))) continue;
  mentions.set(dir, to);
}
for (const [dir, to] of majorityDirMoves) if (dir !== to) mentions.set(dir, to);
for (const [from, to] of MENTIONS) mentions.set(from, to);
for (const [from, to] of moves) {
  mentions.set(from, to);
  mentions.set(from.replace(/\.(ts|tsx|mjs)$/, ""), to.replace(/\.(ts|tsx|mjs)$/, ""));
}
for (const [from, to] of [...mentions]) {
  const app = from.match(/^apps\/[^/]+\//)?.[0];
  if (app && to.startsWith(app)) mentions.set(from.slice(app.length), to.slice(app.length));
}
const mentionKeys = [...mentions.keys()]
  .filter((key) => key.includes("/"))
  .sort((a, b) => b.length - a.length);
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const mentionPattern = new RegExp(`(?<![\\w.@-])(${mentionKeys.map(escapeRegExp).join("|")})(?![\\w-])`, "g");

let rewritten = 0;
const contents = new Map();
for (const file of trackedSet) {
  if (!TEXT.test(file) || file.startsWith("scripts/restructure/") || /(^|\/)package-lock\.json$/.test(file))
    continue;
  if (statSync(join(root, file)).size > 2_000_000) continue;
  const before = readFileSync(join(root, file), "utf8");
  const importer = newPath(file);
  const held = [];
  let after = before;
  if (SOURCE.test(file)) {
    after = after.replace(SPECIFIER, (whole, lead, quote, specifier) => {
      const base = specifierBase(file, specifier);
      if (base === null) return whole;
      const found = resolveTarget(base);
      if (!found) {
        if (importer !== file && specifier.startsWith("."))
          problems.push(`${file}: cannot resolve "${specifier}"`);
        return whole;
      }
      const target = found.kind === "dir" ? newDir(found.file) : newPath(found.file);
      // A runtime path (new URL(…, import.meta.url), require.resolve) is a file path, never an alias.
      const runtime = /new URL|resolve/.test(lead);
      const next = buildSpecifier(
        importer,
        target,
        found.kind === "dir" ? "exact" : found.kind,
        specifier,
        runtime,
      );
      held.push(next);
      return `${lead}${quote}\uE000${held.length - 1}\uE000${quote}`;
    });
  }
  if (mentionKeys.length > 0) after = after.replace(mentionPattern, (key) => mentions.get(key));
  after = after.replace(/\uE000(\d+)\uE000/g, (_, index) => held[Number(index)]);
  if (after !== before) {
    contents.set(file, after);
    rewritten++;
  }
}

if (problems.length > 0) {
  console.error("Problems:");
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
if (dryRun) {
  console.info(`${rewritten} files would be rewritten: ${[...contents.keys()].join(", ")}`);
  process.exit(0);
}

// ---- 4. apply: write, then git mv ----
for (const [file, text] of contents) writeFileSync(join(root, file), text);
for (const [from, to] of moves) {
  mkdirSync(dirname(join(root, to)), { recursive: true });
  git("mv", from, to);
}
// Empty folders left behind.
function prune(dir) {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) return;
  for (const entry of readdirSync(dir)) prune(join(dir, entry));
  if (readdirSync(dir).length === 0) rmdirSync(dir);
}
for (const prefix of MAPPED_ROOTS) prune(join(root, prefix));
// Rewritten specifiers change the import order: let the formatter sort them (and wrap long lines).
const touched = [...new Set([...contents.keys()].map((file) => newPath(file)).concat([...moves.values()]))];
try {
  execFileSync(
    join(root, "node_modules/.bin/biome"),
    ["check", "--write", "--no-errors-on-unmatched", ...touched],
    {
      cwd: root,
      stdio: "ignore",
    },
  );
} catch {
  // Lint findings are reported by `npm run lint`; the fixes biome could apply are applied.
}
git("add", "-A", "--", ...MAPPED_ROOTS, ...touched);
console.info(
  `${moves.size} files moved, ${rewritten} files rewritten. Next: npm run format && npm run lint.`,
);
