import type { CSSProperties } from "react";
import { headerTokens } from "@/ui/styles/tokens";

/** The header's own tokens as CSS variables, set on the header and on the slide-in menu (which sits outside it). */
export const headerCssVars = {
  "--top-bar-height": `${headerTokens.topBarHeight}px`,
  "--mobile-icon-size": `${headerTokens.mobileIconSize}px`,
  "--mobile-tap-target": `${headerTokens.mobileTapTarget}px`,
  "--menu-width": `${headerTokens.menuWidth}px`,
  "--menu-duration": `${headerTokens.menuAnimationMs}ms`,
  "--search-panel-width": `${headerTokens.searchPanelWidth}px`,
} as CSSProperties;
