// Builds the API bundle and the Next.js storefront, then records what sources the build was made from.
import { recordBuild, sourceFingerprint } from "./lib/build-stamp.mjs";
import { run } from "./lib/run.mjs";

await run("npm", ["run", "build", "-w", "@clinic/api"]);
await run("npm", ["run", "build", "-w", "@clinic/web"]);
// Fingerprint after building: `next build` may rewrite generated files (next-env.d.ts) that count as sources.
recordBuild(sourceFingerprint());
