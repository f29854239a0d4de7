import { type Brand, blobPath, fmt, type Size, seededRandom, svgDocument, wavePath, xml } from "./svg";

/** Latin texts printed inside a popup image (Korean titles stay in the database and the page). */
export interface PopupArt {
  kicker: string;
  /** One or two lines separated by "\n"; keep each line short (about 10 characters). */
  headline: string;
  footnote: string;
}

/** Where the main shape sits (fractions of the canvas), how large it is, and which composition to use. */
interface Focus {
  x: number;
  y: number;
  scale: number;
  variant: number;
}

type Scene = (brand: Brand, size: Size, random: () => number, focus: Focus, dark: boolean) => string;

// Three compositions per style so neighbouring slides of a carousel do not look alike.
const LANDSCAPE_FOCUS = [
  { x: 0.72, y: 0.5, scale: 1 },
  { x: 0.64, y: 0.6, scale: 1.15 },
  { x: 0.8, y: 0.44, scale: 0.85 },
];
const PORTRAIT_FOCUS = [
  { x: 0.5, y: 0.68, scale: 1 },
  { x: 0.42, y: 0.72, scale: 1.15 },
  { x: 0.6, y: 0.64, scale: 0.85 },
];

/** A hero or strip banner: artwork only, with calm space on the left (pc) or top (mobile) for page captions. */
export function bannerSvg(brand: Brand, size: Size, seed: string, variant: number): string {
  const scene = brand.style === "organic" ? organicScene : skyScene;
  const landscape = size.width > size.height;
  const presets = landscape ? LANDSCAPE_FOCUS : PORTRAIT_FOCUS;
  const focus = { ...presets[variant % presets.length]!, variant: variant % presets.length };
  const color = brand.style === "sky" ? "#ffffff" : brand.palette.deep;
  const mark = wordmark(brand, size, landscape ? "end" : "middle", color);
  return svgDocument(
    size,
    `${brand.word} banner`,
    scene(brand, size, seededRandom(seed), focus, false) + mark,
  );
}

/** A popup image: the same scene language with a Latin headline set into it. */
export function popupSvg(brand: Brand, size: Size, seed: string, art: PopupArt, variant: number): string {
  const dark = brand.style === "sky";
  const scene = dark ? skyScene : organicScene;
  const p = brand.palette;
  const w = size.width;
  const h = size.height;
  const cx = fmt(w / 2);
  const lines = art.headline.split("\n");
  const headSize = w * 0.115;
  const headTop = h * 0.66 - ((lines.length - 1) * headSize * 1.05) / 2;
  const headline = lines
    .map((line, i) => `<tspan x="${cx}" y="${fmt(headTop + i * headSize * 1.05)}">${xml(line)}</tspan>`)
    .join("");
  const text = [
    `<g font-family="${xml(brand.fontFamily)}" text-anchor="middle">`,
    `<text x="${cx}" y="${fmt(headTop - headSize * 1.05)}" font-size="${fmt(w * 0.03)}" letter-spacing="${fmt(w * 0.012)}" fill="${dark ? p.accentSoft : p.deep}">${xml(art.kicker)}</text>`,
    `<text font-size="${fmt(headSize)}" font-weight="${dark ? 700 : 400}" fill="${dark ? "#ffffff" : p.ink}">${headline}</text>`,
    `<line x1="${fmt(w * 0.42)}" x2="${fmt(w * 0.58)}" y1="${fmt(h * 0.8)}" y2="${fmt(h * 0.8)}" stroke="${dark ? p.soft : p.mid}" stroke-width="1.5"/>`,
    `<text x="${cx}" y="${fmt(h * 0.86)}" font-size="${fmt(w * 0.032)}" letter-spacing="${fmt(w * 0.004)}" fill="${dark ? p.pale : p.deep}">${xml(art.footnote)}</text>`,
    `<text x="${cx}" y="${fmt(h * 0.95)}" font-size="${fmt(w * 0.022)}" letter-spacing="${fmt(w * 0.01)}" fill="${dark ? p.pale : p.mid}">${xml(`${brand.word} ${brand.tagline}`)}</text>`,
    "</g>",
  ].join("\n");
  const focus = { x: 0.5, y: 0.22, scale: 0.55, variant: variant % 3 };
  const label = `${brand.word} ${art.headline.replace("\n", " ")}`;
  return svgDocument(size, label, scene(brand, size, seededRandom(seed), focus, dark) + text);
}

/** Warm cream ground, a large soft body with a glow, pebbles, a fine orbit line and a few seeds. */
const organicScene: Scene = (brand, size, random, focus) => {
  const p = brand.palette;
  const short = Math.min(size.width, size.height);
  const r = short * (0.34 + random() * 0.05) * focus.scale;
  const cx = size.width * focus.x + (random() - 0.5) * short * 0.08;
  const cy = size.height * focus.y + (random() - 0.5) * short * 0.06;
  const tilt = Math.round(random() * 180);
  const rotate = `rotate(${tilt} ${fmt(cx)} ${fmt(cy)})`;
  const dots = Array.from({ length: 6 }, () => {
    const a = random() * Math.PI * 2;
    const x = cx + Math.cos(a) * r * 1.28;
    const y = cy + Math.sin(a) * r * 0.92;
    return `<circle cx="${fmt(x)}" cy="${fmt(y)}" r="${fmt(2 + random() * 4)}" fill="${p.deep}" opacity="${fmt(0.2 + random() * 0.3)}" transform="${rotate}"/>`;
  });
  // Variant 1 adds a trail of pebbles, variant 2 a deeper, smaller companion body.
  const pebbles =
    focus.variant === 1
      ? [0.95, 1.3, 1.6].map((k, i) => {
          const pr = r * (0.22 - i * 0.05);
          return `<path d="${blobPath(cx + r * k, cy - r * (0.55 + i * 0.28), pr, random, 6, 0.15)}" fill="url(#body)" opacity="0.9"/>`;
        })
      : focus.variant === 2
        ? [
            `<path d="${blobPath(cx - r * 1.05, cy + r * 0.35, r * 0.5, random, 7, 0.18)}" fill="url(#deepBody)" opacity="0.85"/>`,
          ]
        : [];
  return [
    "<defs>",
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.paper}"/><stop offset="1" stop-color="${p.pale}"/></linearGradient>`,
    `<radialGradient id="body" cx="35%" cy="30%" r="80%"><stop offset="0" stop-color="${p.paper}"/><stop offset="0.5" stop-color="${p.soft}"/><stop offset="1" stop-color="${p.mid}"/></radialGradient>`,
    `<radialGradient id="deepBody" cx="30%" cy="30%" r="85%"><stop offset="0" stop-color="${p.soft}"/><stop offset="0.6" stop-color="${p.mid}"/><stop offset="1" stop-color="${p.deep}"/></radialGradient>`,
    `<radialGradient id="glow"><stop offset="0" stop-color="${p.accentSoft}" stop-opacity="0.85"/><stop offset="1" stop-color="${p.accentSoft}" stop-opacity="0"/></radialGradient>`,
    `<filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${fmt(r * 0.06)}"/></filter>`,
    "</defs>",
    `<rect width="${size.width}" height="${size.height}" fill="url(#bg)"/>`,
    `<circle cx="${fmt(cx + r * 0.45)}" cy="${fmt(cy - r * 0.35)}" r="${fmt(r * 1.45)}" fill="url(#glow)"/>`,
    ...pebbles,
    `<path d="${blobPath(cx, cy, r, random, 7, 0.16)}" fill="url(#body)"/>`,
    `<path d="${blobPath(cx - r * 0.62, cy + r * 0.5, r * 0.42, random, 6, 0.2)}" fill="${p.accentSoft}" opacity="0.55" filter="url(#soft)"/>`,
    `<path d="${blobPath(cx + r * 0.66, cy - r * 0.58, r * 0.26, random, 6, 0.18)}" fill="${p.paper}" opacity="0.85"/>`,
    `<ellipse cx="${fmt(cx)}" cy="${fmt(cy)}" rx="${fmt(r * 1.28)}" ry="${fmt(r * 0.92)}" fill="none" stroke="${p.mid}" stroke-width="1.5" opacity="0.5" transform="${rotate}"/>`,
    ...dots,
  ].join("\n");
};

// Sun placement and horizon per variant: high sun; low rising sun half behind the waves; small sun with arcs.
const SKY_VARIANTS = [
  { sunY: 0.38, sunScale: 1, horizon: 0.66 },
  { sunY: 0.62, sunScale: 1.35, horizon: 0.6 },
  { sunY: 0.3, sunScale: 0.7, horizon: 0.72 },
];

/** Airy sky: a pale gradient, a sun disc with halo rings, sparkles and layered teal waves along the bottom. */
const skyScene: Scene = (brand, size, random, focus, dark) => {
  const p = brand.palette;
  const v = SKY_VARIANTS[focus.variant % SKY_VARIANTS.length]!;
  const short = Math.min(size.width, size.height);
  const r = short * (0.24 + random() * 0.04) * focus.scale * v.sunScale;
  const sx = size.width * (focus.x + 0.04) + (random() - 0.5) * short * 0.08;
  const sy = size.height * (dark ? focus.y + 0.04 : v.sunY);
  const horizon = dark ? 0.7 : v.horizon;
  const [top, middle, bottom] = dark ? [p.ink, p.deep, p.mid] : [p.paper, p.pale, p.soft];
  const ringScales = focus.variant === 2 ? [1.4, 1.9, 2.5, 3.1] : [1.3, 1.65, 2.05];
  const rings = ringScales.map(
    (k, i) =>
      `<circle cx="${fmt(sx)}" cy="${fmt(sy)}" r="${fmt(r * k)}" fill="none" stroke="${dark ? p.soft : p.mid}" stroke-width="1.2" opacity="${fmt(0.24 - i * 0.05)}"/>`,
  );
  const sparkles = Array.from({ length: 4 }, () => {
    const x = sx + (random() - 0.5) * r * 4;
    const y = sy + (random() - 0.5) * r * 2.4;
    const s = 4 + random() * 7;
    const [l, t, rt, b] = [x - s, y - s, x + s, y + s].map(fmt);
    const [X, Y] = [fmt(x), fmt(y)];
    return `<path d="M${X} ${t} Q${X} ${Y} ${rt} ${Y} Q${X} ${Y} ${X} ${b} Q${X} ${Y} ${l} ${Y} Q${X} ${Y} ${X} ${t} Z" fill="#ffffff" opacity="0.9"/>`;
  });
  const bands = [
    { y: horizon, fill: dark ? p.deep : p.pale, opacity: 0.7 },
    { y: horizon + 0.07, fill: dark ? p.mid : p.soft, opacity: 0.75 },
    { y: horizon + 0.14, fill: "url(#sea)", opacity: 0.8 },
    { y: horizon + 0.22, fill: dark ? p.soft : p.deep, opacity: dark ? 0.45 : 0.9 },
  ].map((band) => {
    const d = wavePath(size, size.height * band.y, size.height * (0.018 + random() * 0.02), random);
    return `<path d="${d}" fill="${band.fill}" opacity="${band.opacity}"/>`;
  });
  return [
    "<defs>",
    `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="0.6" stop-color="${middle}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`,
    `<radialGradient id="sun" cx="40%" cy="38%" r="70%"><stop offset="0" stop-color="#ffffff"/><stop offset="0.7" stop-color="${p.pale}"/><stop offset="1" stop-color="${p.accentSoft}"/></radialGradient>`,
    `<linearGradient id="sea" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${p.mid}"/><stop offset="1" stop-color="${p.accent}"/></linearGradient>`,
    "</defs>",
    `<rect width="${size.width}" height="${size.height}" fill="url(#bg)"/>`,
    ...rings,
    `<circle cx="${fmt(sx)}" cy="${fmt(sy)}" r="${fmt(r)}" fill="url(#sun)" opacity="${dark ? 0.9 : 1}"/>`,
    ...sparkles,
    ...bands,
  ].join("\n");
};

function wordmark(brand: Brand, size: Size, anchor: "end" | "middle", color: string): string {
  const x = anchor === "end" ? size.width - 64 : size.width / 2;
  const fontSize = Math.max(14, Math.min(size.width, size.height) * 0.026);
  return `<text x="${fmt(x)}" y="${fmt(size.height - 44)}" text-anchor="${anchor}" font-family="${xml(brand.fontFamily)}" font-size="${fmt(fontSize)}" letter-spacing="${fmt(fontSize * 0.4)}" fill="${color}" opacity="0.7">${xml(brand.word)}</text>`;
}
