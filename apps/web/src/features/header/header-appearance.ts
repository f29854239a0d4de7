/**
 * How the header looks at a moment (spec sections 2 and 4: transparent or white; scrolled or not; search open or
 * closed). Pure, so every combination is tested once instead of living in CSS selectors.
 */

export interface HeaderAppearanceInput {
  /** Page options (<HeaderOptions/>), reset on every path change. */
  options: { transparent: boolean; whiteTheme: boolean };
  /** The clinic's header settings (siteConfig.header). */
  config: { isTransparent: boolean; isWhiteTheme: boolean };
  isHome: boolean;
  isScroll: boolean;
  searchOpen: boolean;
}

export interface HeaderAppearance {
  /** The header floats over the top of the page (the page starts under it) instead of taking its own space. */
  overlay: boolean;
  /** See-through right now: light text and the transparent-header logo. */
  seeThrough: boolean;
  /** White theme: a white bar with the white-theme logo whenever it is not see-through. */
  whiteTheme: boolean;
}

/**
 * A page asks for transparency with its options; the clinic's isTransparent applies to the home page. A
 * transparent header turns opaque (blurred) once the page is scrolled or while the search panel is open.
 */
export function headerAppearance(input: HeaderAppearanceInput): HeaderAppearance {
  const overlay = input.options.transparent || (input.isHome && input.config.isTransparent);
  return {
    overlay,
    seeThrough: overlay && !input.isScroll && !input.searchOpen,
    whiteTheme: input.options.whiteTheme || input.config.isWhiteTheme,
  };
}

export interface HeaderLogos {
  transparent: string | null;
  white: string | null;
}

/**
 * Which logo images exist for the two looks: the transparent-header logo, and the white-theme logo used on an
 * opaque bar. Either falls back to the other, then to the partner's own logo.
 */
export function pickLogos(
  transparent: string | null,
  white: string | null,
  partnerLogo: string | null,
): HeaderLogos {
  return {
    transparent: transparent ?? white ?? partnerLogo,
    white: white ?? partnerLogo ?? transparent,
  };
}
