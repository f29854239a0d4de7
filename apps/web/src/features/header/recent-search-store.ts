"use client";

import { createStore, useStore } from "@/features/client-state/store";
import {
  addRecentSearch,
  parseRecentSearches,
  RECENT_SEARCH_KEY,
  removeRecentSearch,
} from "@/features/site/recent-searches";

/**
 * The visitor's recent searches, kept in localStorage under the spec's key and shared by every component that
 * shows them. Storage can be missing or full (private mode); the list then lives for the page view only.
 */
const recentStore = createStore<{ keywords: string[]; loaded: boolean }>({ keywords: [], loaded: false });

function read(): string[] {
  try {
    return parseRecentSearches(window.localStorage.getItem(RECENT_SEARCH_KEY));
  } catch {
    return recentStore.get().keywords;
  }
}

function write(keywords: string[]): void {
  recentStore.set({ keywords, loaded: true });
  try {
    window.localStorage.setItem(RECENT_SEARCH_KEY, JSON.stringify(keywords));
  } catch {
    // Not persisted; the in-memory list still works for this page view.
  }
}

export const recentSearches = {
  /** Loads the stored list (again): another tab may have searched since. */
  load: () => recentStore.set({ keywords: read(), loaded: true }),
  add: (keyword: string) => write(addRecentSearch(read(), keyword)),
  remove: (keyword: string) => write(removeRecentSearch(read(), keyword)),
  clear: () => write([]),
};

export const useRecentSearches = () => useStore(recentStore, (state) => state.keywords);
