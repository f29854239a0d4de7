import { browserStorage, createPersister, PERSIST_KEYS } from "@/features/client-state/persist";
import {
  authStateSchema,
  authStore,
  commonStateSchema,
  commonStore,
  restoreStore,
} from "@/features/client-state/session-state";

/** The persisted slices of spec 9 ('manager' and 'reservation' get theirs when those features arrive). */
export const authPersister = createPersister({
  key: PERSIST_KEYS.auth,
  store: authStore,
  schema: authStateSchema,
  storage: browserStorage,
});
export const commonPersister = createPersister({
  key: PERSIST_KEYS.common,
  store: commonStore,
  schema: commonStateSchema,
  storage: browserStorage,
});

const persisters = [authPersister, commonPersister];

export function flushPersistedState(): void {
  for (const persister of persisters) persister.flush();
}

/**
 * App start (spec 4): read the persisted slices, mark them restored, then keep storage in step. Pending writes
 * are flushed when the page is hidden, and a sign-in or sign-out in another tab is picked up here.
 */
export function startPersistedState(): () => void {
  for (const persister of persisters) persister.restore();
  restoreStore.set({ restored: true });
  const stops = persisters.map((persister) => persister.start());
  const onHide = () => flushPersistedState();
  const onStorage = (event: StorageEvent) => {
    if (event.key === PERSIST_KEYS.auth) {
      if (event.newValue === null) authStore.set({ customer: null });
      else authPersister.restore();
    }
  };
  window.addEventListener("pagehide", onHide);
  window.addEventListener("storage", onStorage);
  return () => {
    flushPersistedState();
    for (const stop of stops) stop();
    window.removeEventListener("pagehide", onHide);
    window.removeEventListener("storage", onStorage);
  };
}
