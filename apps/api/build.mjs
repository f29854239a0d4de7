// Bundles the API into dist/server.js: our workspace packages (@clinic/*, TypeScript sources) are compiled in;
// packages from node_modules stay external and load from node_modules at run time (PGlite needs its files there).
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const here = dirname(fileURLToPath(import.meta.url));

/**
 * A bare import stays external when dist/server.js can load it at run time: it resolves (as an ES module)
 * from this folder, which has the same node_modules lookup path as dist/.
 */
const externalNodeModules = {
  name: "external-node-modules",
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith("@clinic/") || args.path.startsWith("node:")) return undefined;
      try {
        import.meta.resolve(args.path);
        return { path: args.path, external: true };
      } catch {
        // Resolvable only from a workspace package's own node_modules: bundle it so the output still runs.
        return undefined;
      }
    });
  },
};

const result = await build({
  entryPoints: {
    server: join(here, "src/server.ts"),
    // A message worker on its own (decision 0036), for API instances started with MESSAGE_WORKER=off.
    worker: join(here, "src/worker.ts"),
    // The migrations CLI as plain JavaScript, so a production image without tsx can run it (docs/deploy.md).
    migrate: join(here, "../../packages/db/src/cli/migrate.ts"),
  },
  outdir: join(here, "dist"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node24",
  sourcemap: true,
  legalComments: "none",
  logLevel: "info",
  plugins: [externalNodeModules],
  metafile: true,
});

const bundled = Object.keys(result.metafile.inputs).filter((input) => input.includes("node_modules"));
if (bundled.length > 0) console.info(`bundled from node_modules: ${bundled.join(", ")}`);
