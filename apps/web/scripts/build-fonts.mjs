// Builds the storefront's web-font stylesheet from the npm fonts (run by `npm run build` and `npm run dev` of
// @clinic/web before Next; offline, from node_modules only). Both faces come from npm split into ~100 unicode-range
// slices ordered by how common their characters are (the last slices hold basic Latin and the most frequent
// Hangul). A page loaded one file per slice it touched: 20–31 files per page, each arrival laying text out again.
// Pretendard's most frequent slices, which nearly every page needs, are cut here from the package's full variable
// font into one file with hb-subset (subset-font), keeping both axes' variations; the rarer slices stay the
// package's own files, so every Hangul syllable is still drawn in our font, loaded only where a page needs it.
// Outputs: public/assets/fonts/ko/<stamp>/ with the stylesheet and every font file it names (not checked in), and
// src/ui/styles/fonts-href.ts naming that stylesheet (committed). The folder is named by a stamp of this script and
// the packages' versions, so a folder that holds its stylesheet is up to date and the script stops there.
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";
import { fontFolder, fontStamp, fontsHref } from "./font-stamp.ts";

const require = createRequire(import.meta.url);
const here = dirname(fileURLToPath(import.meta.url));

/**
 * Pretendard's slices from this index on are merged. Measured on the demo clinics' pages (bench/font-weight.mjs):
 * slices 78–91 were loaded by nearly every page, 71–77 by some, lower ones rarely. Those 14 slices are 1,300
 * characters: all of basic Latin and the most frequent Hangul syllables.
 */
const PRETENDARD_FIRST_MERGED = 78;

const pretendardCss = require.resolve("pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css");
const pretendardTtf = require.resolve("pretendard/dist/public/variable/PretendardVariable.ttf");
const serifCss = require.resolve("@fontsource-variable/noto-serif-kr/wght.css");
const stamp = fontStamp();
const publicRoot = join(here, "../public/assets/fonts/ko");
const publicDir = join(publicRoot, fontFolder(stamp));
/** The committed address of the stylesheet (fonts-href.test.ts checks it matches the stamp). */
const hrefModule = join(here, "../src/ui/styles/fonts-href.ts");
const hrefSource = [
  "// The address of the storefront's font stylesheet, written by scripts/build-fonts.mjs when the fonts change",
  "// (fonts-href.test.ts fails until the new one is committed). Its folder is named by the fonts' build stamp.",
  `export const KOREAN_FONTS_HREF = "${fontsHref(stamp)}";`,
  "",
].join("\n");
if (readFileSync(hrefModule, "utf8") !== hrefSource) {
  writeFileSync(hrefModule, hrefSource);
  console.info("[fonts] the fonts' address changed: commit src/ui/styles/fonts-href.ts");
}
// The stylesheet is written last: a folder that holds it holds every file it names.
if (existsSync(join(publicDir, "fonts.css"))) {
  console.info("[fonts] up to date");
  process.exit(0);
}

/** A stylesheet's @font-face rules, each with its file (absolute) and unicode-range. */
function faces(cssFile) {
  const css = readFileSync(cssFile, "utf8");
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([rule, body]) => {
    const file = /url\(([^)]+)\)/.exec(body)[1].replace(/['"]/g, "");
    return {
      rule,
      file: join(dirname(cssFile), file),
      range: /unicode-range:\s*([^;]+);/.exec(body)[1].trim(),
      slice: Number(/subset\.(\d+)\.woff2/.exec(file)?.[1] ?? -1),
    };
  });
}

function codePoints(range) {
  return range.split(/\s*,\s*/).flatMap((part) => {
    const [from, to = from] = part.replace(/^U\+/i, "").split("-");
    const points = [];
    for (let point = Number.parseInt(from, 16); point <= Number.parseInt(to, 16); point++) points.push(point);
    return points;
  });
}

const pretendard = faces(pretendardCss);
const merged = pretendard.filter((face) => face.slice >= PRETENDARD_FIRST_MERGED);
const rest = pretendard.filter((face) => face.slice < PRETENDARD_FIRST_MERGED);
const mergedRange = merged.map((face) => face.range).join(", ");
const text = String.fromCodePoint(...merged.flatMap((face) => codePoints(face.range)));
const core = await subsetFont(readFileSync(pretendardTtf), text, { targetFormat: "woff2" });

// Served from public/ at a path named by the stamp, so browsers may keep it for good: the stylesheet and every
// font file it names, side by side. The storefront loads it without blocking its first paint
// (ui/styles/korean-fonts.tsx): bundled by Next, its 127 kB of rules were the largest render-blocking stylesheet
// of every page (issue 28).
rmSync(publicRoot, { recursive: true, force: true });
mkdirSync(publicDir, { recursive: true });
writeFileSync(join(publicDir, "pretendard-core.woff2"), core);
/** The same rule with its url() naming the package's file, copied beside the stylesheet. */
const published = (face) => {
  const name = basename(face.file);
  copyFileSync(face.file, join(publicDir, name));
  return face.rule.replace(/url\([^)]+\)/, `url("${name}")`);
};
const css = [
  "/* Generated by apps/web/scripts/build-fonts.mjs from the npm packages pretendard and",
  "   @fontsource-variable/noto-serif-kr (SIL Open Font License 1.1). Do not edit. */",
  `/* Pretendard slices ${PRETENDARD_FIRST_MERGED}–${Math.max(...merged.map((face) => face.slice))} in one file */`,
  merged[0].rule
    .replace(/url\([^)]+\)/, 'url("pretendard-core.woff2")')
    .replace(/unicode-range:[^;]+;/, `unicode-range: ${mergedRange};`),
  ...rest.map(published),
  ...faces(serifCss).map(published),
].join("\n");
writeFileSync(join(publicDir, "fonts.css"), `${css}\n`);
console.info(
  `[fonts] Pretendard: ${merged.length} slices, ${[...text].length} characters in one file of ${(core.length / 1024).toFixed(0)} kB; ${rest.length} slices as published`,
);
