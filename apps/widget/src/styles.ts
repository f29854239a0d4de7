import type { WidgetTheme } from "./types";

/** Defaults when init gives no theme (the storefront normally passes the site's colours). */
const DEFAULT_THEME: Required<WidgetTheme> = {
  primary: "#2f5d50",
  primaryText: "#ffffff",
  accent: "#e8f0ed",
};

/** The theme as CSS custom properties on the shadow host. */
export function themeVariables(theme: WidgetTheme | undefined): string {
  const merged = { ...DEFAULT_THEME, ...theme };
  return `--cr-primary:${merged.primary};--cr-primary-text:${merged.primaryText};--cr-accent:${merged.accent};`;
}

/**
 * Lives in the shadow root, so the site's CSS cannot reach in and ours cannot leak out. Fonts are inherited from
 * the page (no font requests). Prefixed class names keep it readable in devtools.
 */
export const STYLES = `
:host { all: initial; font-family: inherit; color: #1f2328; line-height: 1.5; }
* { box-sizing: border-box; font-family: inherit; }
/* Korean text never breaks inside a word; a string longer than a whole line (a URL) still wraps instead of widening
   the dialog (break-word, unlike anywhere, never lets a button shrink to one letter). */
.cr-dialog { word-break: keep-all; overflow-wrap: break-word; }
.cr-backdrop { position: fixed; inset: 0; z-index: 2147483000; background: rgba(0,0,0,.45);
  display: flex; align-items: center; justify-content: center; padding: 16px; }
.cr-dialog { background: #fff; width: 100%; min-width: 0; max-width: 440px; max-height: calc(100vh - 32px); display: flex;
  flex-direction: column; border-radius: 16px; box-shadow: 0 12px 40px rgba(0,0,0,.25); overflow: hidden; }
.cr-head { display: flex; align-items: center; gap: 8px; padding: 14px 16px; border-bottom: 1px solid #e5e7eb; }
.cr-head h2 { flex: 1; margin: 0; font-size: 17px; font-weight: 700; }
.cr-progress { font-size: 12px; color: #6b7280; }
.cr-body { padding: 16px; overflow-y: auto; overflow-x: hidden; flex: 1; min-width: 0; }
.cr-body h3 { margin: 0 0 12px; font-size: 15px; }
.cr-foot { display: flex; gap: 8px; padding: 12px 16px; border-top: 1px solid #e5e7eb; }
.cr-foot:empty { display: none; }
button { font: inherit; cursor: pointer; }
button:disabled { cursor: not-allowed; opacity: .45; }
:focus-visible { outline: 3px solid var(--cr-primary); outline-offset: 2px; }
.cr-primary { flex: 1; border: 0; border-radius: 10px; padding: 12px; background: var(--cr-primary);
  color: var(--cr-primary-text); font-weight: 700; }
.cr-secondary { border: 1px solid #d1d5db; border-radius: 10px; padding: 12px 14px; background: #fff; color: inherit; }
.cr-icon-button { border: 0; background: transparent; font-size: 22px; width: 36px; height: 36px; border-radius: 8px;
  color: inherit; }
.cr-error { margin: 0 0 12px; padding: 10px 12px; border-radius: 8px; background: #fdecec; color: #b42318;
  font-size: 14px; }
.cr-error:empty { display: none; }
.cr-muted { color: #6b7280; font-size: 13px; }
.cr-calendar-head { display: flex; align-items: center; justify-content: space-between; margin-bottom: 8px; }
.cr-calendar table { width: 100%; border-collapse: collapse; table-layout: fixed; }
.cr-calendar th { font-size: 12px; font-weight: 500; color: #6b7280; padding: 4px 0; }
.cr-calendar td { text-align: center; padding: 2px; }
.cr-day { width: 100%; aspect-ratio: 1; border: 0; border-radius: 50%; background: transparent; color: inherit; }
.cr-day:not(:disabled) { background: var(--cr-accent); font-weight: 600; }
.cr-day[aria-pressed="true"], .cr-choice[aria-pressed="true"] { background: var(--cr-primary);
  color: var(--cr-primary-text); }
.cr-grid { display: grid; grid-template-columns: repeat(3, 1fr); gap: 8px; }
.cr-choice { border: 1px solid #d1d5db; border-radius: 10px; padding: 10px; background: #fff; color: inherit;
  text-align: left; }
.cr-grid .cr-choice { text-align: center; display: flex; flex-direction: column; align-items: center;
  padding: 8px 4px; min-width: 0; }
.cr-time { font-weight: 600; white-space: nowrap; }
.cr-slot-note { font-size: 12px; white-space: nowrap; opacity: .8; }
.cr-list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 8px; }
.cr-list .cr-choice { width: 100%; display: flex; justify-content: space-between; gap: 8px; }
.cr-product { border: 1px solid #e5e7eb; border-radius: 10px; padding: 10px; }
.cr-product > button { width: 100%; border: 0; background: transparent; text-align: left; padding: 0;
  display: flex; justify-content: space-between; gap: 8px; font-weight: 600; color: inherit; }
.cr-options { margin-top: 8px; display: flex; flex-direction: column; gap: 6px; }
.cr-check { display: flex; align-items: flex-start; gap: 8px; font-size: 14px; }
.cr-check input { margin-top: 3px; accent-color: var(--cr-primary); }
.cr-field { display: flex; flex-direction: column; gap: 4px; margin-bottom: 12px; font-size: 14px; }
.cr-field input, .cr-field textarea { font: inherit; padding: 10px; border: 1px solid #d1d5db; border-radius: 8px; }
.cr-row { display: flex; gap: 8px; align-items: flex-end; }
.cr-row .cr-field { flex: 1; }
/* Phone and its send button share one row; the button keeps its words on one line and never squeezes to a letter. */
.cr-inline { display: grid; grid-template-columns: minmax(0, 1fr) auto; gap: 8px; align-items: stretch; }
.cr-inline input { min-width: 0; width: 100%; }
.cr-send { white-space: nowrap; min-width: 7.5em; padding: 10px 12px; }
.cr-timer { font-size: 13px; color: var(--cr-primary); font-variant-numeric: tabular-nums; min-height: 1.5em; }
.cr-small { padding: 6px 10px; font-size: 13px; white-space: nowrap; flex: none; }
.cr-cart { margin-bottom: 16px; }
.cr-cart h4 { margin: 0 0 8px; font-size: 14px; }
.cr-cart-line { display: flex; align-items: center; justify-content: space-between; gap: 8px; padding: 8px 10px;
  border: 1px solid #e5e7eb; border-radius: 10px; }
.cr-cart-line .cr-check { flex: 1; min-width: 0; }
.cr-product-name { min-width: 0; }
.cr-price { white-space: nowrap; flex: none; }
.cr-closed { list-style: none; margin: 8px 0 0; padding: 0; font-size: 13px; color: #6b7280; }
.cr-closed strong { color: #b42318; font-weight: 600; }
.cr-day.cr-day-closed { color: #b42318; text-decoration: line-through; }
.cr-summary { margin: 0; display: grid; grid-template-columns: auto 1fr; gap: 6px 12px; font-size: 14px; }
.cr-summary dt { color: #6b7280; }
.cr-summary dt { min-width: 0; }
.cr-summary dd { margin: 0; text-align: right; min-width: 0; }
.cr-summary dd[data-price] { white-space: nowrap; font-variant-numeric: tabular-nums; }
.cr-total { font-weight: 700; }
.cr-link { color: var(--cr-primary); font-weight: 700; }
.cr-sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;
