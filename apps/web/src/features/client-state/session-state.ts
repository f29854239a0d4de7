import type { Customer } from "@clinic/shared";
import { persistedAuthParser, persistedCommonParser } from "@/features/client-guards/persisted-state";
import type { SafeParser } from "@/features/client-guards/values";
import { createStore } from "./store";

/** Spec 3 "user" slice, persisted under 'auth'. Logged-in means a customer exists. */
export interface AuthState {
  customer: Customer | null;
}

/** Spec 3 "last path" and the cartCount badge, persisted under 'common' (carts arrive in issue 7). */
export interface CommonState {
  lastPath: string | null;
  cartCount: number;
}

// Hand-written checks with zod's safeParse shape: every page loads this module, and zod would add ~35 kB gzip.
export const authStateSchema: SafeParser<AuthState> = persistedAuthParser;
export const commonStateSchema: SafeParser<CommonState> = persistedCommonParser;

export const authStore = createStore<AuthState>({ customer: null });
export const commonStore = createStore<CommonState>({ lastPath: null, cartCount: 0 });
/** False until persisted state has been read (servers and the first client render show a placeholder). */
export const restoreStore = createStore<{ restored: boolean }>({ restored: false });
