// The storefront fonts' build stamp, shared by scripts/build-fonts.mjs (which names the fonts' folder by it) and
// the test that keeps src/ui/styles/fonts-href.ts, the committed address of that folder, in step with it.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const versionOf = (name: string): string => (require(`${name}/package.json`) as { version: string }).version;

/** A hash of what the fonts are built from: the build script and the versions of the two font packages. */
export function fontStamp(): string {
  return createHash("sha256")
    .update(readFileSync(new URL("./build-fonts.mjs", import.meta.url)))
    .update(`${versionOf("pretendard")} ${versionOf("@fontsource-variable/noto-serif-kr")}`)
    .digest("hex");
}

/** The folder of a stamp's fonts under public/assets/fonts/ko. */
export const fontFolder = (stamp: string): string => stamp.slice(0, 12);

/** The stylesheet's address on every clinic's host. */
export const fontsHref = (stamp: string): string => `/assets/fonts/ko/${fontFolder(stamp)}/fonts.css`;
