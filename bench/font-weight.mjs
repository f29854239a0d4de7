// `npm run bench:fonts` (issue 28): how many web-font files and bytes each storefront page downloads, and which
// fonts its text is drawn in. Measures a running server (`npm start`; FONT_WEB_PORT / FONT_API_PORT, default
// 3000 / 4000): home, product list, the first product and `/introduce` of both demo clinics at 1440 and 390 px
// wide, each in a fresh browser context (cold cache), counting responses whose URL ends in .woff2 and their
// bodies' bytes. Then asks Chromium (DevTools' CSS.getPlatformFontsForNode) which fonts drew the glyphs of every
// element with text: any Hangul drawn by a font other than ours is reported as a fallback, and the exit code is
// non-zero. FONT_SCREENSHOTS=<dir> also saves a screenshot of the first screen of each page.
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../scripts/lib/chromium.mjs";

const WEB_PORT = Number(process.env.FONT_WEB_PORT ?? 3000);
const API_PORT = Number(process.env.FONT_API_PORT ?? 4000);
const SCREENSHOTS = process.env.FONT_SCREENSHOTS;
const CLINICS = ["lumiere", "haneul"];
const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];
/** The families the design tokens name first (tokens.ts); anything else drawing Hangul is a system fallback. */
const OUR_FAMILIES = /pretendard|noto serif kr/i;
const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]/;

const origin = (clinic) => `http://${clinic}.localhost:${WEB_PORT}`;

async function pathsOf(clinic) {
  const response = await fetch(`http://127.0.0.1:${API_PORT}/products`, {
    headers: { "x-tenant-origin": origin(clinic) },
  });
  const { rows } = await response.json();
  return ["/", "/products", ...(rows?.length ? [`/products/${rows[0].id}`] : []), "/introduce"];
}

/** Fonts drawing each text-bearing element's glyphs, as Chromium reports them ({family: glyph count}). */
async function fontsDrawing(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument", { depth: -1, pierce: false });
  const elements = [];
  const walk = (node) => {
    const text = (node.children ?? [])
      .filter((child) => child.nodeType === 3)
      .map((child) => child.nodeValue)
      .join("")
      .trim();
    if (node.nodeType === 1 && text && !["SCRIPT", "STYLE", "NOSCRIPT", "TITLE"].includes(node.nodeName))
      elements.push({ nodeId: node.nodeId, text });
    for (const child of node.children ?? []) walk(child);
  };
  walk(root);
  const used = {};
  const fallbacks = new Set();
  for (const { nodeId, text } of elements) {
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId }).catch(() => ({ fonts: [] }));
    for (const font of fonts) {
      used[font.familyName] = (used[font.familyName] ?? 0) + font.glyphCount;
      if (!OUR_FAMILIES.test(font.familyName) && HANGUL.test(text))
        fallbacks.add(`${font.familyName} in "${text.slice(0, 30)}"`);
    }
  }
  await cdp.detach();
  return { used, fallbacks: [...fallbacks] };
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const rows = [];
let failed = false;
try {
  if (SCREENSHOTS) await mkdir(SCREENSHOTS, { recursive: true });
  for (const clinic of CLINICS) {
    for (const path of await pathsOf(clinic)) {
      for (const viewport of WIDTHS) {
        const context = await browser.newContext({ viewport });
        const page = await context.newPage();
        const fonts = [];
        page.on("response", (response) => {
          if (new URL(response.url()).pathname.endsWith(".woff2"))
            fonts.push(response.body().then((body) => ({ url: response.url(), bytes: body.length })));
        });
        await page.goto(`${origin(clinic)}${path}`, { waitUntil: "load" });
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        await page.waitForLoadState("networkidle");
        const files = await Promise.all(fonts);
        const { used, fallbacks } = await fontsDrawing(page);
        if (SCREENSHOTS)
          await page.screenshot({
            path: join(SCREENSHOTS, `${clinic}${path.replaceAll("/", "_") || "_"}-${viewport.width}.png`),
          });
        const row = {
          page: `${clinic}${path}`,
          width: viewport.width,
          files: files.length,
          kB: Math.round(files.reduce((sum, file) => sum + file.bytes, 0) / 102.4) / 10,
          sans: files.filter((file) => /pretendard/i.test(file.url)).length,
          serif: files.filter((file) => /serif/i.test(file.url)).length,
          drawnBy: Object.entries(used)
            .sort((a, b) => b[1] - a[1])
            .map(([family, glyphs]) => `${family} ${glyphs}`)
            .join(", "),
        };
        rows.push(row);
        console.info(`[fonts] ${JSON.stringify(row)}`);
        if (process.env.FONT_LIST)
          console.info(
            `[fonts]   ${files.map((file) => new URL(file.url).pathname.split("/").pop()).join(" ")}`,
          );
        if (fallbacks.length > 0) {
          failed = true;
          console.error(
            `[fonts] Hangul drawn by a system font on ${row.page} @${row.width}: ${fallbacks.join("; ")}`,
          );
        }
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
}
const total = (key) => rows.reduce((sum, row) => sum + row[key], 0);
console.info(
  `[fonts] ${rows.length} pages: ${total("files")} font files, ${Math.round(total("kB"))} kB; per page ${(total("files") / rows.length).toFixed(1)} files, ${Math.round(total("kB") / rows.length)} kB (min ${Math.min(...rows.map((row) => row.files))}, max ${Math.max(...rows.map((row) => row.files))} files)`,
);
process.exitCode = failed ? 1 : 0;
