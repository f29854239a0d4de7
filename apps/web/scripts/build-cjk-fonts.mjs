// Copies the Japanese and Chinese web fonts (Noto Sans JP/SC/TC, variable, from npm) into the storefront's static
// assets with one stylesheet per language (issue 29; offline, from node_modules only). A page read in Japanese or
// Chinese links its language's stylesheet (features/i18n/components/cjk-font.tsx); Korean and English pages never
// load them: Pretendard draws Hangul and Latin, and the three stylesheets are 100 kB each. As with the Korean
// faces, each font is split into unicode-range slices, so a page downloads only the slices of the characters it
// shows. Outputs (not checked in): public/assets/fonts/cjk/{ja,zh-CN,zh-TW}.css and the woff2 files beside them;
// skipped when the packages' versions and this script are unchanged.
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);
const outDir = join(dirname(fileURLToPath(import.meta.url)), "../public/assets/fonts/cjk");
const stampFile = join(outDir, "stamp");
/** Where the stylesheets' font URLs point: the public folder is served at the site's root (proxy.ts skips it). */
const PUBLIC_PATH = "/assets/fonts/cjk";

const FONTS = [
  { language: "ja", name: "@fontsource-variable/noto-sans-jp", folder: "jp" },
  { language: "zh-CN", name: "@fontsource-variable/noto-sans-sc", folder: "sc" },
  { language: "zh-TW", name: "@fontsource-variable/noto-sans-tc", folder: "tc" },
];

const stamp = createHash("sha256")
  .update(readFileSync(fileURLToPath(import.meta.url)))
  .update(FONTS.map(({ name }) => `${name}@${require(`${name}/package.json`).version}`).join(" "))
  .digest("hex");
if (existsSync(stampFile) && readFileSync(stampFile, "utf8") === stamp) {
  console.info("[cjk-fonts] up to date");
  process.exit(0);
}

rmSync(outDir, { recursive: true, force: true });
for (const { language, name, folder } of FONTS) {
  const cssFile = require.resolve(`${name}/wght.css`);
  const css = readFileSync(cssFile, "utf8");
  mkdirSync(join(outDir, folder), { recursive: true });
  const rewritten = css.replace(/url\(\.\/files\/([^)]+)\)/g, (_match, file) => {
    copyFileSync(join(dirname(cssFile), "files", file), join(outDir, folder, file));
    return `url(${PUBLIC_PATH}/${folder}/${file})`;
  });
  writeFileSync(join(outDir, `${language}.css`), rewritten);
}
writeFileSync(stampFile, stamp);
console.info(`[cjk-fonts] wrote ${FONTS.map(({ language }) => `${language}.css`).join(", ")}`);
