// The runtime every script, server and test runs on: Node 24 LTS, brought by the `node` devDependency, whose binary
// npm puts first on the PATH of every npm script (decision 0026). Running a script with an older Node by hand
// (`node scripts/start.mjs` on a machine that ships Node 20) would otherwise start servers and tests on an
// unsupported runtime without a word.
const REQUIRED_MAJOR = 24;

/** Stops with a clear message when this process runs an older Node; says which Node runs otherwise. */
export function requireSupportedNode(label) {
  const major = Number(process.versions.node.split(".")[0]);
  if (major < REQUIRED_MAJOR) {
    console.error(
      `[${label}] Node ${process.version} is too old: this project runs on Node ${REQUIRED_MAJOR}. ` +
        "Run it through npm (`npm start`, `npm test`), which puts the project's own Node first on the PATH.",
    );
    process.exit(1);
  }
  console.info(`[${label}] Node ${process.version}`);
}
