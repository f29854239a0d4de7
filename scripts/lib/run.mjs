import { spawn } from "node:child_process";
import { repoRoot } from "./paths.mjs";

/** Runs a command to completion, inheriting stdio; rejects with the exit code when it fails. */
export function run(command, args, options = {}) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: "inherit", ...options });
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      if (code === 0) resolvePromise();
      else reject(new Error(`${command} ${args.join(" ")} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

/** Path of an npm-installed binary's JavaScript entry, run with this Node so PATH does not matter. */
export const tsxCli = `${repoRoot}/node_modules/tsx/dist/cli.mjs`;
