/**
 * Small SVG toolkit for the demo images. Everything is deterministic (seeded), so seeding twice writes the same
 * bytes. No Korean text may appear in an SVG: images cannot use the web fonts and the machine has no Korean
 * system font, so captions are rendered by the web page instead.
 */

/** Pixel sizes of the generated images (banner sizes match the storefront's hero crops; popups spec 9). */
export const MEDIA_SIZES = {
  bannerPc: { width: 1920, height: 800 },
  bannerMobile: { width: 780, height: 960 },
  popupSquare: { width: 640, height: 640 },
  popupA4: { width: 527, height: 746 },
  logo: { width: 300, height: 80 },
  icon: { width: 64, height: 64 },
} as const;

export interface Size {
  width: number;
  height: number;
}

/** The few colours an artwork is painted with, from darkest (ink) to lightest (paper). */
export interface ArtPalette {
  ink: string;
  deep: string;
  mid: string;
  soft: string;
  pale: string;
  paper: string;
  accent: string;
  accentSoft: string;
}

/** 'organic' = warm soft blobs (lumiere); 'sky' = sun discs and layered waves (haneul). */
export type ArtStyle = "organic" | "sky";

export interface Brand {
  /** Latin wordmark, e.g. "LUMIÈRE". */
  word: string;
  /** Latin line under the wordmark, e.g. "DERMATOLOGY". */
  tagline: string;
  style: ArtStyle;
  palette: ArtPalette;
  fontFamily: string;
}

export const SERIF = "Georgia, 'Times New Roman', 'DejaVu Serif', serif";
export const SANS = "'Helvetica Neue', Helvetica, Arial, 'DejaVu Sans', sans-serif";

/** mulberry32 over an FNV-1a hash of the seed: tiny, fast and stable across Node versions. */
export function seededRandom(seed: string): () => number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  let state = h >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const fmt = (n: number): string => String(Math.round(n * 10) / 10);

/** A closed, smooth organic shape around (cx, cy): radii jitter by ±wobble, joined by Catmull-Rom curves. */
export function blobPath(cx: number, cy: number, r: number, random: () => number, points = 7, wobble = 0.2) {
  const start = random() * Math.PI * 2;
  const pts = Array.from({ length: points }, (_, i) => {
    const angle = start + (i / points) * Math.PI * 2;
    const radius = r * (1 - wobble + random() * wobble * 2);
    return [cx + Math.cos(angle) * radius, cy + Math.sin(angle) * radius] as const;
  });
  const at = (i: number) => pts[(i + points) % points]!;
  let d = `M${fmt(at(0)[0])} ${fmt(at(0)[1])}`;
  for (let i = 0; i < points; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C${fmt(c1[0]!)} ${fmt(c1[1]!)} ${fmt(c2[0]!)} ${fmt(c2[1]!)} ${fmt(p2[0])} ${fmt(p2[1])}`;
  }
  return `${d} Z`;
}

/** A filled band under a gentle two-frequency wave from x = 0 to width, closed along the bottom edge. */
export function wavePath(size: Size, baseY: number, amplitude: number, random: () => number): string {
  const phase = random() * Math.PI * 2;
  const phase2 = random() * Math.PI * 2;
  const cycles = 0.8 + random() * 0.9;
  const steps = 64;
  let d = "";
  for (let i = 0; i <= steps; i++) {
    const x = (i / steps) * size.width;
    const t = (i / steps) * Math.PI * 2;
    const y =
      baseY + amplitude * Math.sin(t * cycles + phase) + amplitude * 0.35 * Math.sin(t * 2.7 + phase2);
    d += `${i === 0 ? "M" : " L"}${fmt(x)} ${fmt(y)}`;
  }
  return `${d} L${size.width} ${size.height} L0 ${size.height} Z`;
}

/** Escapes text for use inside SVG markup. */
export function xml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

export function svgDocument(size: Size, label: string, content: string): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 ${size.width} ${size.height}" role="img" aria-label="${xml(label)}">`,
    content,
    "</svg>",
    "",
  ].join("\n");
}
