// Builds the API bundle, the reservation widget script (served by the storefront at /widget/) and the Next.js
// storefront, then records what sources the build was made from.
import { recordBuild, sourceFingerprint } from "./lib/build-stamp.mjs";
import { run } from "./lib/run.mjs";

await run("npm", ["run", "build", "-w", "@clinic/api"]);
// Before the web build: the storefront serves apps/widget/dist/reservation-widget.js and versions its URL by content.
await run("npm", ["run", "build", "-w", "@clinic/widget"]);
await run("npm", ["run", "build", "-w", "@clinic/web"]);
// Fingerprint after building: `next build` may rewrite generated files (next-env.d.ts) that count as sources.
recordBuild(sourceFingerprint());
