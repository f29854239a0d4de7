/**
 * The look of spec section 9, defined once: the colour palette, the font stacks and the type scale. `theme-css.ts`
 * emits them as CSS variables and the console's theme form offers the palette. Apart from the behavioural tokens
 * (tokens.ts) that the storefront's client components import: the scale's builder calls are code a bundler must
 * keep, so they sat in every page's first script unused (issue 28).
 */

const shades = (...values: [string, string, string, string, string]) => values;

/**
 * Colour palette. primary: warm brown (1) → cream (10); secondary: amber; tertiary: olive green.
 * Text contrast (WCAG AA, 4.5:1, checked by axe in tests/e2e/specs/accessibility.spec.ts): gray_5 is the lightest
 * grey used for text, and secondary_1 is dark enough for text on cream and for white text on it; lighter greys
 * are for borders, rules and disabled controls.
 */
export const colors = {
  primary_1: "#3a2519",
  primary_2: "#4f3425",
  primary_3: "#664433",
  primary_4: "#7e5843",
  primary_5: "#986f57",
  primary_6: "#b28d74",
  primary_7: "#c9ab94",
  primary_8: "#ddc8b4",
  primary_9: "#eee2d4",
  primary_10: "#f9f4ed",
  secondary_1: "#845511",
  secondary_2: "#f1c978",
  tertiary_1: "#66703f",
  tertiary_2: "#a7ad79",
  gray_1: "#141414",
  gray_2: "#2e2e2e",
  gray_3: "#474747",
  gray_4: "#5f5f5f",
  gray_5: "#6b6b6b",
  gray_6: "#919191",
  gray_7: "#aaaaaa",
  gray_8: "#c2c2c2",
  gray_9: "#d6d6d6",
  gray_10: "#e5e5e5",
  gray_11: "#eeeeee",
  gray_12: "#f5f5f5",
  gray_13: "#fafafa",
  ...spread("red", shades("#a8201a", "#d3362b", "#ef5b4c", "#f9a89e", "#fdeeec")),
  ...spread("orange", shades("#b1500f", "#dc6b1a", "#f28b3c", "#f9bf91", "#fef2e8")),
  ...spread("yellow", shades("#a27a07", "#cc9c0c", "#eabc2a", "#f6da84", "#fef9e6")),
  ...spread("green", shades("#1f6b3a", "#2b8a4c", "#45a865", "#97d2a8", "#ecf8ef")),
  ...spread("blue", shades("#1c4f9c", "#2a67c4", "#4c87e0", "#9dbff1", "#ecf3fd")),
  ...spread("pink", shades("#a3235c", "#c93a77", "#e2649a", "#f2abc9", "#fdf0f5")),
  ...spread("purple", shades("#5a2f91", "#7442b5", "#9167d2", "#c5aeea", "#f5f0fc")),
  none: "transparent",
} as const;

function spread<N extends string>(name: N, values: readonly string[]) {
  return Object.fromEntries(values.map((value, index) => [`${name}_${index + 1}`, value])) as Record<
    `${N}_${1 | 2 | 3 | 4 | 5}`,
    string
  >;
}

export type ColorToken = keyof typeof colors;

/**
 * Font stacks: serif display/headings and variable sans body, each with system Korean fallbacks. The Japanese and
 * Chinese faces come after ours for the letters ours lack; a page loads only its own language's (issue 29).
 */
const CJK_FACES = `"Noto Sans JP Variable", "Noto Sans SC Variable", "Noto Sans TC Variable"`;
export const fontFamilies = {
  display: `"Noto Serif KR Variable", "Noto Serif KR", ${CJK_FACES}, "Nanum Myeongjo", AppleMyungjo, Batang, serif`,
  body: `"Pretendard Variable", Pretendard, ${CJK_FACES}, -apple-system, BlinkMacSystemFont, "Apple SD Gothic Neo", "Malgun Gothic", "Noto Sans KR", sans-serif`,
} as const;

export interface TypeStyle {
  size: number;
  /** Line height in px; body, label and button line heights are not in the spec, so they are ratios we chose. */
  lineHeight: number;
  weight: number;
  family: keyof typeof fontFamilies;
}

const display = (size: number, lineHeight: number, weight = 400): TypeStyle => ({
  size,
  lineHeight,
  weight,
  family: "display",
});
const sans = (size: number, ratio: number, weight: number): TypeStyle => ({
  size,
  lineHeight: Math.round(size * ratio * 10) / 10,
  weight,
  family: "body",
});

const BODY_SIZES = [24, 20, 18, 16, 14, 12] as const;
const BODY_WEIGHTS = { b: 700, m: 500, r: 400 } as const;
const BODY_RATIO = 1.5;
const LABEL_RATIO = 1.4;
const BUTTON_RATIO = 1.2;

/** Typography scale: display d1/d2 (+ mobile m), headings h1–h3 (+ mobile m), body b1–b6 × bold/medium/regular. */
export const typography: Record<string, TypeStyle> = {
  d1: display(80, 96),
  d2: display(40, 48),
  d1m: display(48, 57.6),
  d2m: display(32, 38.4),
  h1: display(28, 39.2, 600),
  h2: display(24, 33.6, 600),
  h3: display(20, 28, 600),
  h1m: display(24, 33.6, 600),
  h2m: display(20, 28, 600),
  h3m: display(16, 22.4, 600),
  ...Object.fromEntries(
    BODY_SIZES.flatMap((size, index) =>
      Object.entries(BODY_WEIGHTS).map(([suffix, weight]) => [
        `b${index + 1}${suffix}`,
        sans(size, BODY_RATIO, weight),
      ]),
    ),
  ),
  ...Object.fromEntries(
    [20, 15, 13, 12].map((size, index) => [`label${index + 1}`, sans(size, LABEL_RATIO, 500)]),
  ),
  ...Object.fromEntries(
    [20, 15, 13, 12, 11, 10].map((size, index) => [`button${index + 1}`, sans(size, BUTTON_RATIO, 500)]),
  ),
};

/** Text defaults (spec 9): style b4r in gray_2. */
export const textDefaults = { style: "b4r", color: "gray_2" } as const satisfies {
  style: string;
  color: ColorToken;
};
