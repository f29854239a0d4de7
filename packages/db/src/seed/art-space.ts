import type { SpaceKind } from "./content-types";
import { type Brand, fmt, seededRandom, svgDocument, xml } from "./svg";

export const SPACE_SIZE = { width: 1200, height: 800 } as const;

type Palette = Brand["palette"];

/** Furniture of each room, drawn on the shared wall-and-floor stage. */
const FURNITURE: Record<SpaceKind, (p: Palette) => string> = {
  lobby: (p) =>
    [
      `<rect x="380" y="430" width="440" height="170" rx="24" fill="${p.deep}"/>`,
      `<rect x="360" y="410" width="480" height="30" rx="10" fill="${p.mid}"/>`,
      lamp(480, p),
      lamp(720, p),
      plant(930, 470, p),
    ].join(""),
  consult: (p) =>
    [
      `<rect x="430" y="170" width="340" height="200" rx="8" fill="${p.paper}" stroke="${p.mid}" stroke-width="6"/>`,
      `<circle cx="560" cy="280" r="50" fill="${p.accentSoft}" opacity="0.8"/><circle cx="640" cy="250" r="34" fill="${p.soft}"/>`,
      `<ellipse cx="600" cy="500" rx="170" ry="34" fill="${p.mid}"/><rect x="588" y="500" width="24" height="110" fill="${p.deep}"/>`,
      chair(340, p),
      chair(760, p),
    ].join(""),
  treatment: (p) =>
    [
      `<rect x="330" y="450" width="500" height="60" rx="26" fill="${p.paper}" stroke="${p.soft}" stroke-width="4"/>`,
      `<rect x="330" y="430" width="120" height="40" rx="18" fill="${p.pale}"/>`,
      `<rect x="380" y="510" width="16" height="110" fill="${p.deep}"/><rect x="760" y="510" width="16" height="110" fill="${p.deep}"/>`,
      `<rect x="890" y="350" width="120" height="260" rx="16" fill="${p.mid}"/><rect x="910" y="380" width="80" height="56" rx="6" fill="${p.paper}"/>`,
      `<path d="M960 350 Q900 230 760 260" fill="none" stroke="${p.deep}" stroke-width="10" stroke-linecap="round"/>`,
    ].join(""),
  powder: (p) =>
    [
      `<rect x="470" y="150" width="260" height="330" rx="130" fill="${p.paper}" stroke="${p.accent}" stroke-width="8"/>`,
      ...Array.from({ length: 7 }, (_, i) => {
        const a = Math.PI + (i / 6) * Math.PI;
        return `<circle cx="${fmt(600 + Math.cos(a) * 150)}" cy="${fmt(285 + Math.sin(a) * 150)}" r="9" fill="${p.accentSoft}"/>`;
      }),
      `<rect x="400" y="490" width="400" height="36" rx="10" fill="${p.deep}"/><rect x="430" y="526" width="20" height="90" fill="${p.deep}"/><rect x="750" y="526" width="20" height="90" fill="${p.deep}"/>`,
      `<ellipse cx="600" cy="600" rx="60" ry="18" fill="${p.mid}"/>`,
    ].join(""),
  recovery: (p) =>
    [
      `<path d="M120 90 Q150 350 110 610 H250 Q290 350 250 90 Z" fill="${p.soft}" opacity="0.75"/>`,
      `<rect x="400" y="430" width="460" height="110" rx="30" fill="${p.paper}" stroke="${p.soft}" stroke-width="4"/>`,
      `<rect x="420" y="400" width="140" height="60" rx="28" fill="#ffffff" stroke="${p.pale}" stroke-width="3"/>`,
      `<rect x="560" y="440" width="290" height="90" rx="24" fill="${p.pale}"/>`,
      `<rect x="900" y="470" width="110" height="140" rx="10" fill="${p.mid}"/>`,
    ].join(""),
  lounge: (p) =>
    [
      `<rect x="340" y="430" width="520" height="130" rx="40" fill="${p.mid}"/><rect x="370" y="380" width="460" height="90" rx="36" fill="${p.soft}"/>`,
      `<ellipse cx="600" cy="610" rx="150" ry="22" fill="${p.deep}"/>`,
      `<rect x="910" y="170" width="160" height="420" rx="6" fill="${p.paper}" stroke="${p.mid}" stroke-width="6"/>`,
      `<path d="M910 310 H1070 M910 450 H1070" stroke="${p.mid}" stroke-width="6"/>`,
      plant(220, 460, p),
    ].join(""),
};

function lamp(x: number, p: Palette): string {
  return `<path d="M${x} 0 V150" stroke="${p.deep}" stroke-width="3"/><path d="M${x - 40} 190 Q${x} 130 ${x + 40} 190 Z" fill="${p.accent}"/><ellipse cx="${x}" cy="230" rx="70" ry="24" fill="${p.accentSoft}" opacity="0.35"/>`;
}

function plant(x: number, y: number, p: Palette): string {
  return `<rect x="${x - 40}" y="${y + 60}" width="80" height="90" rx="12" fill="${p.deep}"/><ellipse cx="${x - 30}" cy="${y}" rx="32" ry="70" fill="#6f8f6a" transform="rotate(-20 ${x - 30} ${y})"/><ellipse cx="${x + 30}" cy="${y + 10}" rx="30" ry="64" fill="#5e7f5a" transform="rotate(24 ${x + 30} ${y + 10})"/>`;
}

function chair(x: number, p: Palette): string {
  return `<rect x="${x}" y="430" width="100" height="120" rx="30" fill="${p.soft}"/><rect x="${x + 10}" y="540" width="12" height="70" fill="${p.deep}"/><rect x="${x + 78}" y="540" width="12" height="70" fill="${p.deep}"/>`;
}

/** An interior: wall, window light, floor in perspective and the room's furniture, in the clinic's colours. */
export function spaceSvg(brand: Brand, seed: string, kind: SpaceKind): string {
  const p = brand.palette;
  const random = seededRandom(seed);
  const { width: w, height: h } = SPACE_SIZE;
  const windowX = kind === "consult" || kind === "powder" ? 90 : 140 + random() * 140;
  const stage = [
    `<defs><linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.paper}"/><stop offset="1" stop-color="${p.pale}"/></linearGradient>`,
    `<linearGradient id="light" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.9"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></linearGradient></defs>`,
    `<rect width="${w}" height="${h}" fill="url(#wall)"/>`,
    `<rect x="${fmt(windowX)}" y="110" width="200" height="300" rx="6" fill="${p.accentSoft}" opacity="0.55"/>`,
    `<path d="M${fmt(windowX + 100)} 110 V410 M${fmt(windowX)} 260 H${fmt(windowX + 200)}" stroke="#ffffff" stroke-width="8"/>`,
    `<path d="M${fmt(windowX)} 410 L${fmt(windowX + 200)} 410 L${fmt(windowX + 420)} ${h} L${fmt(windowX + 60)} ${h} Z" fill="url(#light)" opacity="0.5"/>`,
    `<path d="M0 600 H${w} V${h} H0 Z" fill="${p.soft}"/>`,
    `<path d="M0 600 H${w}" stroke="${p.mid}" stroke-width="4"/>`,
    ...[0.15, 0.4, 0.6, 0.85].map(
      (k) =>
        `<path d="M${fmt(w * k)} 600 L${fmt(w * (k - 0.5) * 1.8 + w / 2)} ${h}" stroke="${p.mid}" stroke-width="2" opacity="0.35"/>`,
    ),
  ].join("");
  const mark = `<text x="${w - 48}" y="${h - 36}" text-anchor="end" font-family="${xml(brand.fontFamily)}" font-size="22" letter-spacing="8" fill="${p.deep}" opacity="0.6">${xml(`${brand.word} ${kind.toUpperCase()}`)}</text>`;
  return svgDocument(SPACE_SIZE, `${brand.word} ${kind}`, stage + FURNITURE[kind](p) + mark);
}
