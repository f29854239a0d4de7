import type { Motif } from "./content-types";
import { type Brand, blobPath, fmt, type Size, seededRandom, svgDocument, xml } from "./svg";

/**
 * Line drawings of the treatment families, in a 200×200 box centred on (100, 100). Stroked, never filled, so one
 * colour paints them on any ground.
 */
const MOTIF_PATHS: Record<Motif, string[]> = {
  lift: [
    "M58 40 Q52 118 100 160 Q148 118 142 40",
    "M82 128 L82 86 M82 86 L72 98 M82 86 L92 98",
    "M118 128 L118 86 M118 86 L108 98 M118 86 L128 98",
  ],
  toning: [
    "M100 70 A30 30 0 1 1 99.9 70",
    "M100 28 V46 M100 154 V172 M28 100 H46 M154 100 H172 M49 49 L62 62 M138 138 L151 151 M151 49 L138 62 M62 138 L49 151",
  ],
  botox: [
    "M62 138 L122 78 L140 96 L80 156 Z",
    "M131 87 L154 64 M146 56 L162 72 M62 138 L40 160 M92 108 L104 120 M106 94 L118 106",
  ],
  filler: [
    "M100 36 C100 36 58 96 58 122 A42 42 0 0 0 142 122 C142 96 100 36 100 36 Z",
    "M80 124 Q84 142 100 146",
  ],
  acne: [
    "M88 52 A40 40 0 1 1 87.9 52",
    "M118 120 L156 158",
    "M74 84 h0.1 M96 78 h0.1 M84 104 h0.1 M106 98 h0.1",
  ],
  booster: [
    "M78 40 C78 40 52 78 52 94 A26 26 0 0 0 104 94 C104 78 78 40 78 40 Z",
    "M132 76 C132 76 114 102 114 113 A18 18 0 0 0 150 113 C150 102 132 76 132 76 Z",
    "M96 128 C96 128 84 146 84 153 A12 12 0 0 0 108 153 C108 146 96 128 96 128 Z",
  ],
  care: ["M54 148 C54 86 104 52 152 50 C152 104 120 150 54 148 Z", "M54 148 C86 118 112 92 140 62"],
  eye: [
    "M36 104 Q100 56 164 104 Q100 148 36 104 Z",
    "M100 80 A22 22 0 1 1 99.9 80",
    "M44 88 Q100 38 156 88",
    "M60 72 L54 60 M80 62 L77 49 M100 58 V45 M120 62 L123 49 M140 72 L146 60",
  ],
  nose: ["M92 34 Q96 84 108 118 Q128 138 108 148 Q98 152 90 144", "M96 150 Q84 158 72 150"],
  contour: [
    "M60 44 L60 108 Q66 146 100 166 Q134 146 140 108 L140 44",
    "M76 100 Q84 92 92 100 M108 100 Q116 92 124 100",
  ],
  body: ["M72 36 Q98 100 70 164", "M128 36 Q102 100 130 164", "M66 100 H80 M120 100 H134"],
  petit: [
    "M100 34 Q106 94 166 100 Q106 106 100 166 Q94 106 34 100 Q94 94 100 34 Z",
    "M148 44 V64 M138 54 H158",
  ],
  aging: [
    "M40 150 A60 60 0 0 1 160 150",
    "M60 150 A40 40 0 0 1 140 150",
    "M100 122 V40 M100 40 L86 56 M100 40 L114 56",
  ],
  vip: [
    "M56 82 L78 50 H122 L144 82 L100 152 Z",
    "M56 82 H144 M78 50 L90 82 L100 152 M122 50 L110 82 L100 152",
  ],
};

/** Sizes of the catalogue images. */
export const CATALOGUE_SIZES = {
  thumb: { width: 600, height: 600 },
  detail: { width: 1200, height: 800 },
  poster: { width: 800, height: 800 },
  exhibitionBanner: { width: 1920, height: 560 },
  listBannerPc: { width: 1400, height: 360 },
  listBannerMobile: { width: 780, height: 480 },
} as const;

/**
 * A treatment illustration: the clinic's ground, a soft halo and the motif drawn large, with the Latin label of the
 * category. Square thumbnails centre the motif; wide detail images move it aside and vary the decoration.
 */
export function motifSvg(
  brand: Brand,
  size: Size,
  seed: string,
  motif: Motif,
  label: string,
  variant = 0,
): string {
  const p = brand.palette;
  const random = seededRandom(seed);
  const short = Math.min(size.width, size.height);
  const wide = size.width > size.height * 1.2;
  const cx = wide ? size.width * (variant % 2 === 0 ? 0.68 : 0.32) : size.width / 2;
  const cy = size.height * (wide ? 0.5 : 0.44);
  const scale = (short * (wide ? 0.62 : 0.56)) / 200;
  const sky = brand.style === "sky";
  // Products of one category share the motif; the tones and the halo vary so their cards do not look alike.
  const tones = [p.pale, p.accentSoft, p.soft];
  const tone = Math.floor(random() * tones.length);
  const [x2, y2] = sky ? [0, 1] : [1, 1];
  const ground = `<linearGradient id="g" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${p.paper}"/><stop offset="1" stop-color="${tones[tone]}" stop-opacity="0.7"/></linearGradient>`;
  const haloTone = tones[(tone + 1) % tones.length]!;
  const halo = sky
    ? `<circle cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(short * (0.32 + random() * 0.06))}" fill="${haloTone}" opacity="0.55"/><circle cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(short * 0.44)}" fill="none" stroke="${p.soft}" stroke-width="2" opacity="0.6"/>`
    : `<path d="${blobPath(cx, cy, short * 0.38, random, 7, 0.16)}" fill="${haloTone}" opacity="0.5"/>`;
  const dots = Array.from({ length: 5 + variant * 2 }, () => {
    const x = random() * size.width;
    const y = random() * size.height;
    return `<circle cx="${fmt(x)}" cy="${fmt(y)}" r="${fmt(3 + random() * 6)}" fill="${sky ? p.soft : p.accentSoft}" opacity="0.6"/>`;
  });
  const strokes = MOTIF_PATHS[motif]
    .map(
      (d) =>
        `<path d="${d}" fill="none" stroke="${p.deep}" stroke-width="${fmt(5 / Math.max(scale, 0.5) + 2)}" stroke-linecap="round" stroke-linejoin="round"/>`,
    )
    .join("");
  const motifGroup = `<g transform="translate(${fmt(cx - 100 * scale)} ${fmt(cy - 100 * scale)}) scale(${fmt(scale)})">${strokes}</g>`;
  // Letters take about 0.9 em with the tracking; long labels shrink to stay clear of the motif.
  const room = size.width * (wide ? 0.36 : 0.8);
  const fontSize = Math.min(Math.max(16, short * 0.045), room / (label.length * 0.9));
  const textX = wide ? (variant % 2 === 0 ? size.width * 0.08 : size.width * 0.92) : size.width / 2;
  const anchor = wide ? (variant % 2 === 0 ? "start" : "end") : "middle";
  const text = [
    `<g font-family="${xml(brand.fontFamily)}" text-anchor="${anchor}">`,
    `<text x="${fmt(textX)}" y="${fmt(wide ? size.height * 0.5 : size.height * 0.88)}" font-size="${fmt(fontSize)}" letter-spacing="${fmt(fontSize * 0.3)}" fill="${p.ink}">${xml(label)}</text>`,
    `<text x="${fmt(textX)}" y="${fmt((wide ? size.height * 0.5 : size.height * 0.88) + fontSize * 1.4)}" font-size="${fmt(fontSize * 0.5)}" letter-spacing="${fmt(fontSize * 0.2)}" fill="${p.mid}">${xml(brand.word)}</text>`,
    "</g>",
  ].join("");
  return svgDocument(
    size,
    `${brand.word} ${label}`,
    `<defs>${ground}</defs><rect width="${size.width}" height="${size.height}" fill="url(#g)"/>${dots.join("")}${halo}${motifGroup}${text}`,
  );
}
