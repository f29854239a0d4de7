import type { Motif } from "./content-types";
import { type Brand, fmt, seededRandom, svgDocument, xml } from "./svg";

export const PEOPLE_SIZES = {
  portrait: { width: 600, height: 750 },
  caseImage: { width: 600, height: 600 },
} as const;

const SKIN = ["#f3d9c4", "#ecceb4", "#e8c4a6"];
const HAIR = ["#2b211c", "#3a2a20", "#1f1a17", "#4a3426"];

/**
 * A faceless staff portrait: head, hair and a gown over the clinic's ground. Doctors wear a white gown with a name
 * badge; other staff a gown in the clinic's pale colour.
 */
export function portraitSvg(brand: Brand, seed: string, variant: number, doctor: boolean): string {
  const p = brand.palette;
  const { width: w, height: h } = PEOPLE_SIZES.portrait;
  const random = seededRandom(seed);
  const skin = SKIN[variant % SKIN.length]!;
  const hair = HAIR[variant % HAIR.length]!;
  const style = variant % 3;
  const cx = w / 2;
  const headY = 300;
  const hairBack =
    style === 1
      ? `<path d="M${cx - 110} ${headY - 20} Q${cx - 130} 470 ${cx - 90} 520 H${cx + 90} Q${cx + 130} 470 ${cx + 110} ${headY - 20} Z" fill="${hair}"/>`
      : "";
  const bun = style === 2 ? `<circle cx="${cx}" cy="${headY - 150}" r="48" fill="${hair}"/>` : "";
  const gown = doctor ? "#ffffff" : p.pale;
  const tilt = fmt((random() - 0.5) * 6);
  const body = [
    `<path d="M${cx - 230} ${h} Q${cx - 220} 520 ${cx - 70} 490 L${cx} 600 L${cx + 70} 490 Q${cx + 220} 520 ${cx + 230} ${h} Z" fill="${gown}" stroke="${p.soft}" stroke-width="2"/>`,
    `<path d="M${cx - 70} 490 L${cx} 600 L${cx + 70} 490 Z" fill="${p.deep}"/>`,
    `<rect x="${cx - 38}" y="420" width="76" height="80" rx="30" fill="${skin}"/>`,
    doctor
      ? `<rect x="${cx + 95}" y="600" width="70" height="26" rx="5" fill="${p.accent}" opacity="0.85"/>`
      : "",
  ].join("");
  const head = [
    `<g transform="rotate(${tilt} ${cx} ${headY})">`,
    `<ellipse cx="${cx}" cy="${headY}" rx="100" ry="125" fill="${skin}"/>`,
    `<path d="M${cx - 104} ${headY - 10} Q${cx - 100} ${headY - 150} ${cx} ${headY - 135} Q${cx + 100} ${headY - 150} ${cx + 104} ${headY - 10} Q${cx + 40} ${headY - 95} ${cx - 104} ${headY - 10} Z" fill="${hair}"/>`,
    "</g>",
  ].join("");
  const ground = `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.paper}"/><stop offset="1" stop-color="${p.soft}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#bg)"/><circle cx="${cx}" cy="${headY}" r="230" fill="${p.pale}" opacity="0.8"/>`;
  return svgDocument(
    PEOPLE_SIZES.portrait,
    `${brand.word} staff portrait`,
    ground + hairBack + bun + body + head,
  );
}

type Stage = "before" | "after";

/**
 * One half of a before/after case. The after image differs visibly in what the treatment changes: a tighter jaw
 * line, clear skin without spots, no wrinkles, a fuller lip, a double eyelid, a higher nose bridge or a slimmer
 * waist, always on a brighter ground than the before image.
 */
export function caseSvg(brand: Brand, seed: string, motif: Motif, stage: Stage): string {
  const p = brand.palette;
  const size = PEOPLE_SIZES.caseImage;
  const after = stage === "after";
  const ground = after
    ? `<defs><radialGradient id="bg" cx="50%" cy="40%" r="75%"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${p.pale}"/></radialGradient></defs><rect width="600" height="600" fill="url(#bg)"/>`
    : `<rect width="600" height="600" fill="#dcd8d4"/>`;
  const subject =
    motif === "eye"
      ? eyeCase(after)
      : motif === "nose"
        ? noseCase(after)
        : motif === "body"
          ? bodyCase(after, p.soft)
          : faceCase(seed, motif, after);
  const tag = [
    `<rect x="24" y="24" width="${after ? 118 : 132}" height="40" rx="20" fill="${after ? p.deep : "#8a8480"}"/>`,
    `<text x="${after ? 83 : 90}" y="50" text-anchor="middle" font-family="${xml(brand.fontFamily)}" font-size="18" letter-spacing="3" fill="#ffffff">${after ? "AFTER" : "BEFORE"}</text>`,
    `<text x="576" y="576" text-anchor="end" font-family="${xml(brand.fontFamily)}" font-size="14" letter-spacing="4" fill="${p.mid}" opacity="0.8">${xml(brand.word)}</text>`,
  ].join("");
  return svgDocument(size, `${brand.word} ${stage}`, ground + subject + tag);
}

/** Front view of a face; the jaw, skin, wrinkles and lips change between the stages. */
function faceCase(seed: string, motif: Motif, after: boolean): string {
  const random = seededRandom(`${seed}:${motif}`);
  const narrows = ["lift", "contour", "aging", "vip", "petit"].includes(motif);
  const jaw = after && narrows ? 78 : 118;
  const chin = after && narrows ? 462 : 478;
  const cw = 132;
  const cx = 300;
  const skin = after ? "#f6dcc8" : "#cdb9aa";
  const face = `<path d="M${cx} 118 C${cx + cw * 0.95} 118 ${cx + cw} 200 ${cx + cw} 282 C${cx + cw} 362 ${cx + jaw} 428 ${cx} ${chin} C${cx - jaw} 428 ${cx - cw} 362 ${cx - cw} 282 C${cx - cw} 200 ${cx - cw * 0.95} 118 ${cx} 118 Z" fill="${skin}"/>`;
  const neck = `<rect x="${cx - 50}" y="430" width="100" height="170" fill="${skin}"/>`;
  const hair = `<path d="M${cx - 140} 270 Q${cx - 150} 90 ${cx} 96 Q${cx + 150} 90 ${cx + 140} 270 Q${cx + 60} 150 ${cx - 140} 270 Z" fill="#2f241e"/>`;
  const stroke = "#8b6d5c";
  const eyes = `<path d="M${cx - 82} 282 Q${cx - 56} 268 ${cx - 30} 282 M${cx + 30} 282 Q${cx + 56} 268 ${cx + 82} 282" fill="none" stroke="${stroke}" stroke-width="5" stroke-linecap="round"/>`;
  const nose = `<path d="M${cx - 6} 300 Q${cx - 14} 340 ${cx - 2} 350" fill="none" stroke="${stroke}" stroke-width="4" stroke-linecap="round"/>`;
  const full = after && (motif === "filler" || motif === "petit");
  const lips = `<ellipse cx="${cx}" cy="392" rx="${full ? 40 : 34}" ry="${full ? 15 : 7}" fill="${after ? "#d9868a" : "#a77c78"}"/>`;
  const parts = [hair, neck, face, eyes, nose, lips];
  if (!after && ["botox", "aging", "filler", "lift", "vip", "petit"].includes(motif)) {
    parts.push(
      `<path d="M${cx - 70} 196 Q${cx} 184 ${cx + 70} 196 M${cx - 60} 216 Q${cx} 206 ${cx + 60} 216 M${cx - 14} 248 L${cx - 8} 262 M${cx + 14} 248 L${cx + 8} 262 M${cx - 42} 338 Q${cx - 62} 372 ${cx - 44} 404 M${cx + 42} 338 Q${cx + 62} 372 ${cx + 44} 404" fill="none" stroke="#94776a" stroke-width="3" stroke-linecap="round" opacity="0.8"/>`,
    );
  }
  const spotty = ["toning", "acne", "booster", "care"].includes(motif);
  const spots = after ? (spotty ? 2 : 0) : spotty ? 26 : 8;
  const colour = motif === "acne" ? "#c0504d" : "#7a5a44";
  for (let i = 0; i < spots; i++) {
    const angle = random() * Math.PI * 2;
    const r = 30 + random() * 80;
    const x = cx + Math.cos(angle) * r * 1.05;
    const y = 320 + Math.sin(angle) * r * 0.8;
    parts.push(
      `<circle cx="${fmt(x)}" cy="${fmt(y)}" r="${fmt(2.5 + random() * 4.5)}" fill="${colour}" opacity="${after ? 0.15 : 0.55}"/>`,
    );
  }
  if (after) {
    parts.push(
      `<ellipse cx="${cx - 62}" cy="330" rx="30" ry="18" fill="#f2a3a0" opacity="0.35"/><ellipse cx="${cx + 62}" cy="330" rx="30" ry="18" fill="#f2a3a0" opacity="0.35"/>`,
      `<path d="M${cx + 150} 150 l6 18 l18 6 l-18 6 l-6 18 l-6 -18 l-18 -6 l18 -6 Z" fill="#ffffff"/>`,
    );
  }
  return parts.join("");
}

/** A close-up eye: a narrow, hooded eye before; a larger eye with a crease line after. */
function eyeCase(after: boolean): string {
  const open = after ? 70 : 44;
  const skin = after ? "#f6dcc8" : "#cdb9aa";
  return [
    `<rect x="0" y="140" width="600" height="330" fill="${skin}"/>`,
    `<path d="M110 310 Q300 ${310 - open * 2} 490 310 Q300 ${310 + open * 1.4} 110 310 Z" fill="#ffffff" stroke="#6b5346" stroke-width="6"/>`,
    `<circle cx="300" cy="${310 - (after ? 4 : 10)}" r="${after ? 56 : 44}" fill="#4a3426"/><circle cx="300" cy="${310 - (after ? 4 : 10)}" r="22" fill="#1c1411"/><circle cx="318" cy="${290 - (after ? 4 : 10)}" r="9" fill="#ffffff"/>`,
    after
      ? `<path d="M120 270 Q300 110 480 270" fill="none" stroke="#8b6d5c" stroke-width="5" stroke-linecap="round"/>`
      : `<path d="M100 300 Q300 200 500 300" fill="${skin}" stroke="#a48b7c" stroke-width="3"/>`,
    `<path d="M150 200 Q300 ${after ? 150 : 170} 460 205" fill="none" stroke="#3a2a20" stroke-width="14" stroke-linecap="round"/>`,
  ].join("");
}

/** Side profile facing right: a low, humped bridge before; a straight, higher bridge and defined tip after. */
function noseCase(after: boolean): string {
  const skin = after ? "#f6dcc8" : "#cdb9aa";
  const nose = after
    ? "L322 232 L376 330 Q382 346 364 350 L338 352"
    : "L318 232 Q338 262 340 290 Q346 322 352 332 Q356 348 338 350 L330 352";
  const profile = `M300 60 Q318 150 318 200 Q312 220 314 226 ${nose} Q334 372 340 392 Q334 402 342 414 Q338 432 332 440 Q338 470 318 486 Q280 500 262 520 L256 600`;
  return [
    `<path d="${profile} L100 600 L100 60 Z" fill="${skin}"/>`,
    `<path d="${profile}" fill="none" stroke="#8b6d5c" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`,
    `<path d="M252 230 Q270 222 288 232" fill="none" stroke="#6b5346" stroke-width="5" stroke-linecap="round"/>`,
    `<path d="M246 208 Q268 196 292 206" fill="none" stroke="#3a2a20" stroke-width="8" stroke-linecap="round"/>`,
    `<path d="M96 40 Q200 10 296 56 Q300 110 250 120 Q180 130 150 230 Q120 250 96 240 Z" fill="#2f241e"/>`,
  ].join("");
}

/** A torso silhouette: a wider waist before, a slimmer curve after. */
function bodyCase(after: boolean, line: string): string {
  const waist = after ? 78 : 112;
  const skin = after ? "#f6dcc8" : "#cdb9aa";
  return [
    `<path d="M180 110 Q170 200 ${300 - waist} 330 Q${300 - waist - 20} 420 170 520 L170 600 H430 L430 520 Q${300 + waist + 20} 420 ${300 + waist} 330 Q430 200 420 110 Z" fill="${skin}"/>`,
    `<path d="M180 110 Q170 200 ${300 - waist} 330 Q${300 - waist - 20} 420 170 520 M420 110 Q430 200 ${300 + waist} 330 Q${300 + waist + 20} 420 430 520" fill="none" stroke="${line}" stroke-width="4"/>`,
    `<path d="M288 360 q12 10 24 0" fill="none" stroke="#8b6d5c" stroke-width="4" stroke-linecap="round"/>`,
  ].join("");
}
