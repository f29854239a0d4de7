import { dirname, isAbsolute, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

/** Resolves a path from the environment against the repository root, so scripts work from any directory. */
export const fromRoot = (path) => (isAbsolute(path) ? path : resolve(repoRoot, path));
