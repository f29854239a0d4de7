export interface ProcessCache {
  /** Drops what is held for the clinic with this code. */
  forgetSite(code: string): void;
  /** Drops everything held. */
  forgetAll(): void;
}

export function registerProcessCache(name: string, cache: ProcessCache): void;
export function unregisterProcessCache(name: string): void;
export function forgetSiteEverywhere(code: string): void;
export function forgetAllEverywhere(): void;
