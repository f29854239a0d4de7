"use client";

import type { Customer } from "@clinic/shared";
import { errorMessages } from "@clinic/shared/constants";
import { call } from "@/features/api/browser-call";
import { authStore, commonStore, restoreStore } from "@/features/client-state/session-state";
import { useStore } from "@/features/client-state/store";
import { toast } from "@/features/client-state/toasts";
import { pushToDataLayer } from "@/features/tracking/data-layer";
import { loginEvent } from "@/features/tracking/events";
import { trackablePath } from "./last-path";
import { authPersister, commonPersister } from "./runtime";

/** Where "go home" leads; the session runtime registers Next's router so it is a client-side navigation. */
type Navigate = (path: string) => void;
let navigate: Navigate = (path) => window.location.assign(path);
export function registerNavigator(next: Navigate): void {
  navigate = next;
}

export const useCustomer = (): Customer | null => useStore(authStore, (state) => state.customer);
/** False on the server and until the persisted slices were read (show a placeholder, not a guess). */
export const useSessionRestored = (): boolean => useStore(restoreStore, (state) => state.restored);
/** The cart badge (issue 7 fills it). */
export const useCartCount = (): number => useStore(commonStore, (state) => state.cartCount);
export function setCartCount(cartCount: number): void {
  commonStore.set({ cartCount: Math.max(0, Math.trunc(cartCount)) });
}

/** The last visited path (never an account page), for "back to where you were" after signing in. */
export function lastPath(): string | null {
  return commonStore.get().lastPath;
}
export function recordPath(pathname: string, search?: string): void {
  const path = trackablePath(pathname, search);
  if (path !== null) commonStore.set({ lastPath: path });
}

/** Code that must run after every sign-in (issue 7: the guest cart is merged into the member's). */
const signInListeners = new Set<(customer: Customer) => void>();
export function onSignedIn(listener: (customer: Customer) => void): () => void {
  signInListeners.add(listener);
  return () => signInListeners.delete(listener);
}

// One "session expired" toast per lost session, however many calls answer 401 at once.
let expiryAnnounced = false;

/** Spec 4: sign-in sets the user and sends the login tracking event; the last path is kept for the redirect. */
export function signedIn(customer: Customer): void {
  expiryAnnounced = false;
  authStore.set({ customer });
  // A sign-in must survive the reload that may follow it, so it does not wait for the persist timeout.
  authPersister.save();
  pushToDataLayer(loginEvent(customer));
  for (const listener of signInListeners) listener(customer);
}

function clearUser(): void {
  authStore.set({ customer: null });
  authPersister.save();
  commonPersister.flush();
}

async function postLogout(): Promise<void> {
  // The pass-through clears the HttpOnly cookie on this call whatever the API answers. Offline, the user is
  // cleared locally anyway and the cookie ends with its Max-Age, so the outcome is not read.
  await call("signOut", {}, { sessionRule: false, keepalive: true });
}

/** My information changed (e-mail, marketing): the persisted user follows, without a login event. */
export function customerUpdated(customer: Customer): void {
  if (authStore.get().customer?.id === customer.id) authStore.set({ customer });
}

/** The account was withdrawn (the pass-through already expired the cookie): forget the user, no toast. */
export function customerWithdrawn(): void {
  clearUser();
}

export async function signOut(): Promise<void> {
  await postLogout();
  clearUser();
  navigate("/");
}

/** Spec 8: a 401/403 answer clears user and token, tells the visitor once, and goes home. */
export function sessionExpired(): void {
  clearUser();
  void postLogout();
  if (!expiryAnnounced) {
    expiryAnnounced = true;
    toast.info(errorMessages.sessionExpired);
  }
  navigate("/");
}

export interface ApiFetchInit extends RequestInit {
  /** Set false where a 401/403 is an expected answer the caller handles (e.g. a sign-in form). */
  sessionRule?: boolean;
}

/**
 * The same-origin URL of an API path: "/api" + the path as spec 7 writes it ("/api/customers/this",
 * "/api/api/signin" since the API's own path starts with /api). Anything else is a programming error.
 */
export function assertSameOriginApiUrl(url: string): string {
  if (!url.startsWith("/api/")) throw new TypeError(`apiFetch needs a same-origin /api/… URL, got ${url}`);
  return url;
}

/**
 * `url` is the same-origin URL ("/api" + the API path). Same-origin /api fetch with the spec-8 rule: a 401 or 403 while signed in means the session is gone. Callers
 * still get the Response (to read the error shape); visitors who are not signed in just get the answer.
 */
export async function apiFetch(url: string, init: ApiFetchInit = {}): Promise<Response> {
  const { sessionRule = true, ...rest } = init;
  const response = await fetch(assertSameOriginApiUrl(url), { credentials: "same-origin", ...rest });
  if (sessionRule && (response.status === 401 || response.status === 403) && authStore.get().customer) {
    sessionExpired();
  }
  return response;
}
