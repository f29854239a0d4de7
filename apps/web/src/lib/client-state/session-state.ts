import { type Customer, customerSchema } from "@clinic/shared";
import { z } from "zod";
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

export const authStateSchema: z.ZodType<AuthState> = z.object({ customer: customerSchema.nullable() });
export const commonStateSchema: z.ZodType<CommonState> = z.object({
  lastPath: z.string().startsWith("/").nullable(),
  cartCount: z.number().int().nonnegative(),
});

export const authStore = createStore<AuthState>({ customer: null });
export const commonStore = createStore<CommonState>({ lastPath: null, cartCount: 0 });
/** False until persisted state has been read (servers and the first client render show a placeholder). */
export const restoreStore = createStore<{ restored: boolean }>({ restored: false });
