"use client";

import { useSyncExternalStore } from "react";

/**
 * A minimal external store (no dependency): state lives outside React so any client leaf can read a slice
 * without a provider, and React re-renders only the subscribers whose selected value changed.
 */
export interface Store<T> {
  get(): T;
  set(update: Partial<T> | ((state: T) => Partial<T>)): void;
  subscribe(listener: () => void): () => void;
  /** The state before any update; servers render with it. */
  readonly initial: T;
}

export function createStore<T extends object>(initial: T): Store<T> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    initial,
    get: () => state,
    set(update) {
      const patch = typeof update === "function" ? update(state) : update;
      const next = { ...state, ...patch };
      if (Object.keys(patch).every((key) => Object.is(state[key as keyof T], next[key as keyof T]))) return;
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useStore<T extends object, S>(store: Store<T>, select: (state: T) => S): S {
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.get()),
    () => select(store.initial),
  );
}
