// Generates the storefront's shared images (no text, no dependencies): the default Open Graph preview
// (1200x630), app icons and the favicon. Run once with `node apps/web/scripts/generate-brand-assets.mjs`; the
// outputs are checked in under apps/web/public.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { deflateSync } from "node:zlib";

const publicDir = join(dirname(fileURLToPath(import.meta.url)), "../public");

// Warm brown → cream, the primary palette of the design tokens.
const ESPRESSO = [58, 37, 25];
const BROWN = [126, 88, 67];
const SAND = [221, 200, 180];
const CREAM = [249, 244, 237];
const AMBER = [201, 138, 43];

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf) => {
  let c = 0xffffffff;
  for (const byte of buf) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

function chunk(type, data) {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, "ascii");
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/** Encodes an RGBA pixel function as a PNG. */
function png(width, height, pixel) {
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 4 + 1);
    raw[row] = 0;
    for (let x = 0; x < width; x++) {
      const [r, g, b, a = 255] = pixel(x, y);
      raw.set([r, g, b, a], row + 1 + x * 4);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const mix = (a, b, t) => a.map((v, i) => Math.round(v + (b[i] - v) * Math.min(1, Math.max(0, t))));
const smooth = (edge, d, soft = 1.5) => Math.min(1, Math.max(0, (edge - d) / soft + 0.5));

/** Open Graph preview: cream-to-sand diagonal wash, a soft brown arch and an amber sun. */
function ogPixel(x, y) {
  const w = 1200;
  const h = 630;
  let color = mix(CREAM, SAND, (x / w) * 0.6 + (y / h) * 0.4);
  // Arch (a rounded doorway), a calm clinic motif.
  const ax = 840;
  const top = 150;
  const halfWidth = 170;
  const dx = Math.abs(x - ax);
  const inside =
    y >= top + halfWidth ? dx <= halfWidth : Math.hypot(x - ax, y - (top + halfWidth)) <= halfWidth;
  if (inside && y <= h) color = mix(color, mix(BROWN, ESPRESSO, (y - top) / (h - top)), 0.92);
  // Sun.
  const sun = Math.hypot(x - 700, y - 210);
  color = mix(color, AMBER, smooth(62, sun) * 0.95);
  // Horizon line.
  if (y > 560) color = mix(color, ESPRESSO, 0.9);
  return color;
}

/** App icon: espresso rounded square with a cream arch and an amber dot. */
function iconPixel(size) {
  return (x, y) => {
    const u = (x + 0.5) / size;
    const v = (y + 0.5) / size;
    const r = 0.22;
    const cx = Math.min(Math.max(u, r), 1 - r);
    const cy = Math.min(Math.max(v, r), 1 - r);
    const corner = Math.hypot(u - cx, v - cy);
    const alpha = Math.round(255 * smooth(r, corner, 1.5 / size));
    if (alpha === 0) return [0, 0, 0, 0];
    let color = mix(BROWN, ESPRESSO, v);
    const archTop = 0.3;
    const half = 0.2;
    const inArch =
      v >= archTop + half
        ? Math.abs(u - 0.5) <= half && v <= 0.8
        : Math.hypot(u - 0.5, v - (archTop + half)) <= half;
    if (inArch) color = CREAM;
    if (Math.hypot(u - 0.5, v - 0.52) <= 0.07) color = AMBER;
    return [...color, alpha];
  };
}

/** A .ico holding one PNG image (supported by every current browser). */
function ico(pngBuffer, size) {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(pngBuffer.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, pngBuffer]);
}

function write(path, data) {
  const target = join(publicDir, path);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, data);
  console.info(`wrote ${path} (${data.length} bytes)`);
}

write("assets/og-default.png", png(1200, 630, ogPixel));
for (const size of [192, 512]) write(`assets/icon-${size}.png`, png(size, size, iconPixel(size)));
write("assets/apple-touch-icon.png", png(180, 180, iconPixel(180)));
write("favicon.ico", ico(png(32, 32, iconPixel(32)), 32));
