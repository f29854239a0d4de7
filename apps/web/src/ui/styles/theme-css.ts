import { type ColorToken, colors, fontFamilies, textDefaults, typography } from "./palette";
import { atMost, below, breakpoints, layers, layout, motion, WIDE_SCREEN_MIN } from "./tokens";

/**
 * Emits the design tokens as CSS custom properties, with a partner's colour overrides (siteConfig.theme.colors)
 * applied. Pure; the per-tenant layout inlines the result in <head>, so the first paint already has the clinic's
 * colours.
 */

const kebab = (name: string) =>
  name
    .replace(/_/g, "-")
    .replace(/([a-z])([A-Z])/g, "$1-$2")
    .toLowerCase();

export const colorVar = (token: ColorToken) => `--color-${kebab(token)}`;

// Colour values a partner may set: hex, rgb()/hsl() functions with plain numbers, or a CSS colour keyword.
// Anything else (e.g. "red;}body{display:none") is ignored, so the inline stylesheet cannot be broken out of.
const SAFE_COLOR = /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\(\s*[\d.%\s,/deg-]+\)|[a-z]{3,30})$/i;

/** "primary1", "primary-1", "Primary_1" → "primary_1"; null when no such colour token exists. */
export function toColorToken(name: string): ColorToken | null {
  const normalised = name
    .trim()
    .replace(/([a-z])([A-Z])/g, "$1_$2")
    .toLowerCase()
    .replace(/[-\s]/g, "_")
    .replace(/([a-z])(\d)/, "$1_$2");
  return normalised in colors ? (normalised as ColorToken) : null;
}

export function resolveColors(overrides: Record<string, string> = {}): Record<ColorToken, string> {
  const resolved: Record<string, string> = { ...colors };
  for (const [name, value] of Object.entries(overrides)) {
    const token = toColorToken(name);
    const trimmed = value.trim();
    if (token && SAFE_COLOR.test(trimmed)) resolved[token] = trimmed;
  }
  return resolved as Record<ColorToken, string>;
}

const declarations = (entries: [string, string | number][]) =>
  entries.map(([name, value]) => `${name}:${value};`).join("");

function typographyVars(): [string, string][] {
  return Object.entries(typography).map(([name, style]) => [
    `--typo-${name}`,
    `${style.weight} ${style.size}px/${style.lineHeight}px var(--font-${style.family})`,
  ]);
}

/** Responsive aliases components use: the desktop style, switched to the mobile variant below `phone`. */
const RESPONSIVE_TYPE = {
  "display-1": ["d1", "d1m"],
  "display-2": ["d2", "d2m"],
  "heading-1": ["h1", "h1m"],
  "heading-2": ["h2", "h2m"],
  "heading-3": ["h3", "h3m"],
} as const;

export function buildThemeCss(overrides: Record<string, string> = {}): string {
  const palette = resolveColors(overrides);
  const root = declarations([
    ...Object.entries(palette).map(([token, value]): [string, string] => [
      colorVar(token as ColorToken),
      value,
    ]),
    ["--font-display", fontFamilies.display],
    ["--font-body", fontFamilies.body],
    ...typographyVars(),
    ...Object.entries(RESPONSIVE_TYPE).map(([alias, [desktop]]): [string, string] => [
      `--type-${alias}`,
      `var(--typo-${desktop})`,
    ]),
    ["--text-default", `var(--typo-${textDefaults.style})`],
    ["--text-color", `var(${colorVar(textDefaults.color)})`],
    ...Object.entries(layers).map(([name, value]): [string, number] => [`--z-${kebab(name)}`, value]),
    ...Object.entries(layout).map(([name, value]): [string, string] => [
      `--layout-${kebab(name)}`,
      `${value}px`,
    ]),
    ["--page-padding-x", `${layout.sidePaddingDesktop}px`],
    ["--header-height", `${layout.headerHeight}px`],
    ["--section-spacing", `${layout.sectionSpacing}px`],
    ["--logo-height", `${layout.logoHeight}px`],
    ["--logo-max-width", `${layout.logoMaxWidth}px`],
    ["--duration", `${motion.duration}ms`],
  ]);
  const wide = declarations([["--logo-height", `${layout.logoHeightWide}px`]]);
  const tablet = declarations([
    ["--page-padding-x", `${layout.sidePaddingTablet}px`],
    ["--header-height", `${layout.mobileHeaderHeight}px`],
    ["--section-spacing", `${layout.sectionSpacingTablet}px`],
    ["--logo-height", `${layout.mobileLogoHeight}px`],
    ["--logo-max-width", `${layout.logoMaxWidthMobile}px`],
  ]);
  const phone = declarations([
    ["--page-padding-x", `${layout.sidePaddingMobile}px`],
    ["--section-spacing", `${layout.sectionSpacingMobile}px`],
    ...Object.entries(RESPONSIVE_TYPE).map(([alias, [, mobile]]): [string, string] => [
      `--type-${alias}`,
      `var(--typo-${mobile})`,
    ]),
  ]);
  return [
    `:root{${root}}`,
    `@media (min-width:${WIDE_SCREEN_MIN}px){:root{${wide}}}`,
    `@media ${atMost("tablet")}{:root{${tablet}}}`,
    `@media ${below("phone")}{:root{${phone}}}`,
    // Visibility helpers, so component stylesheets never repeat a breakpoint value.
    `@media ${atMost("tablet")}{.desktop-only{display:none!important}}`,
    `@media (min-width:${breakpoints.pc}px){.tablet-down-only{display:none!important}}`,
    `@media ${below("phone")}{.phone-hidden{display:none!important}}`,
  ].join("\n");
}
