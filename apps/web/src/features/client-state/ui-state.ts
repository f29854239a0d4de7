"use client";

import { layout } from "@/ui/styles/tokens";
import { createStore, useStore } from "./store";

/** Header options a page can set for itself (spec 2 "Header inputs"); reset on every path change. */
export interface HeaderOptions {
  transparent: boolean;
  whiteTheme: boolean;
  mobilePageTitle: string | null;
  /** Where the back button goes; null means browser history back. */
  historyBackUrl: string | null;
}

export const defaultHeaderOptions: HeaderOptions = {
  transparent: false,
  whiteTheme: false,
  mobilePageTitle: null,
  historyBackUrl: null,
};

/** Client state slices of spec section 3 that the shell shares between its leaves. */
export interface UiState {
  /** Measured header height in px (spec default 68). */
  headerHeight: number;
  /** True when scrolled past the threshold or when the page barely scrolls (spec section 4). */
  isScroll: boolean;
  searchOpen: boolean;
  header: HeaderOptions;
  /** The mobile slide-in menu (its button lives in the header, the dialog next to it). */
  menuOpen: boolean;
}

export const uiStore = createStore<UiState>({
  headerHeight: layout.headerHeight,
  isScroll: false,
  searchOpen: false,
  header: defaultHeaderOptions,
  menuOpen: false,
});

export const useUi = <S>(select: (state: UiState) => S) => useStore(uiStore, select);

/**
 * Saved product-list state ("backupData"): the product list stores its filters and scroll position here so
 * that coming back restores them; a navigation click clears it (spec section 2).
 */
export const PRODUCT_BACKUP_KEY = "booster-product-backup";

export function clearProductBackup(): void {
  try {
    window.sessionStorage.removeItem(PRODUCT_BACKUP_KEY);
  } catch {
    // Storage can be unavailable (private mode, disabled); nothing to clear then.
  }
}
