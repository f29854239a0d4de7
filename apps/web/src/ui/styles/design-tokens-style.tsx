import { buildThemeCss } from "./theme-css";

/**
 * The design tokens as CSS variables, in the document's head before the first paint; a clinic's colours override
 * the defaults. Raw HTML because React would entity-escape the quotes of font names; theme-css.ts admits no "<"
 * in values.
 */
export function DesignTokensStyle({ colors }: { colors?: Record<string, string> }) {
  return (
    <style
      id="design-tokens"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: generated from tokens and validated colours only
      dangerouslySetInnerHTML={{ __html: buildThemeCss(colors) }}
    />
  );
}
