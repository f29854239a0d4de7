import { type Brand, MEDIA_SIZES, svgDocument, xml } from "./svg";

export type LogoTone = "color" | "white";

/** Icons of the floating contact menu and channel overrides. */
export const glyphs = ["calendar", "pin", "chat", "phone", "sparkle"] as const;
export type Glyph = (typeof glyphs)[number];

/**
 * Horizontal logo, mark plus Latin wordmark. The white tone sits on transparent headers over imagery; the
 * colour tone on white headers and the footer.
 */
export function logoSvg(brand: Brand, tone: LogoTone): string {
  const p = brand.palette;
  const white = tone === "white";
  const ink = white ? "#ffffff" : p.ink;
  const sub = white ? "#ffffff" : p.deep;
  const mark = brand.style === "organic" ? organicMark(brand, white) : skyMark(brand, white);
  const text = [
    `<g font-family="${xml(brand.fontFamily)}">`,
    `<text x="80" y="44" font-size="28" font-weight="${brand.style === "sky" ? 700 : 400}" letter-spacing="5" textLength="196" fill="${ink}">${xml(brand.word)}</text>`,
    `<text x="81" y="63" font-size="9.5" letter-spacing="4" textLength="150" fill="${sub}" opacity="${white ? 0.85 : 1}">${xml(brand.tagline)}</text>`,
    "</g>",
  ].join("\n");
  return svgDocument(MEDIA_SIZES.logo, `${brand.word} ${brand.tagline}`, mark + text);
}

function organicMark(brand: Brand, white: boolean): string {
  const p = brand.palette;
  return [
    "<defs>",
    `<radialGradient id="core" cx="35%" cy="35%" r="75%"><stop offset="0" stop-color="${white ? "#ffffff" : p.accentSoft}"/><stop offset="1" stop-color="${white ? "#ffffff" : p.mid}"/></radialGradient>`,
    "</defs>",
    `<circle cx="40" cy="40" r="14" fill="url(#core)"/>`,
    `<circle cx="40" cy="40" r="23" fill="none" stroke="${white ? "#ffffff" : p.mid}" stroke-width="1.4" opacity="0.7"/>`,
    `<circle cx="56.3" cy="23.7" r="3" fill="${white ? "#ffffff" : p.accent}"/>`,
  ].join("\n");
}

function skyMark(brand: Brand, white: boolean): string {
  const p = brand.palette;
  const [sun, wave1, wave2] = white ? ["#ffffff", "#ffffff", "#ffffff"] : [p.accentSoft, p.mid, p.deep];
  return [
    '<defs><clipPath id="disc"><circle cx="40" cy="40" r="24"/></clipPath></defs>',
    `<circle cx="40" cy="40" r="24" fill="${white ? "#ffffff" : p.pale}" opacity="${white ? 0.18 : 1}"/>`,
    '<g clip-path="url(#disc)">',
    `<circle cx="47" cy="31" r="7" fill="${sun}"/>`,
    `<path d="M14 45 Q27 37 40 45 T66 45 V66 H14 Z" fill="${wave1}" opacity="${white ? 0.6 : 1}"/>`,
    `<path d="M14 53 Q27 46 40 53 T66 53 V66 H14 Z" fill="${wave2}"/>`,
    "</g>",
  ].join("\n");
}

const glyphMarkup: Record<Glyph, string> = {
  calendar:
    '<rect x="3" y="5" width="18" height="16" rx="3" fill="none" stroke="#fff" stroke-width="1.8"/><path d="M3 10h18M8 3v4M16 3v4" stroke="#fff" stroke-width="1.8" stroke-linecap="round"/>',
  pin: '<path d="M12 22s-7-6.2-7-12a7 7 0 0 1 14 0c0 5.8-7 12-7 12z" fill="none" stroke="#fff" stroke-width="1.8" stroke-linejoin="round"/><circle cx="12" cy="10" r="2.6" fill="#fff"/>',
  chat: '<path d="M4 4h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2h-9l-5 4v-4H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z" fill="none" stroke="#fff" stroke-width="1.8" stroke-linejoin="round"/><circle cx="8" cy="10.5" r="1.2" fill="#fff"/><circle cx="12" cy="10.5" r="1.2" fill="#fff"/><circle cx="16" cy="10.5" r="1.2" fill="#fff"/>',
  phone:
    '<path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25c1.1.37 2.3.57 3.6.57a1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z" fill="#fff"/>',
  sparkle: '<path d="M12 2l2.2 7.8L22 12l-7.8 2.2L12 22l-2.2-7.8L2 12l7.8-2.2z" fill="#fff"/>',
};

/** A round 64×64 button icon: white line glyph on the clinic's colour. */
export function iconSvg(brand: Brand, glyph: Glyph): string {
  const p = brand.palette;
  const fill = brand.style === "organic" ? p.mid : p.deep;
  return svgDocument(
    MEDIA_SIZES.icon,
    glyph,
    `<circle cx="32" cy="32" r="32" fill="${fill}"/>\n<g transform="translate(14 14) scale(1.5)">${glyphMarkup[glyph]}</g>`,
  );
}
