"use client";

import { Suspense, useEffect } from "react";
import { usePathname, useRouter, useSearchParams } from "@/ui/language/navigation";
import { recordPath, registerNavigator, useSessionRestored } from "../client";
import { reconcileSession } from "../reconcile";
import { startPersistedState } from "../runtime";

// Once per page load, not per mount (React's development double effects would ask twice).
let reconciled = false;

/** Remembers each visited path (spec 2 last path; the account pages are skipped by recordPath). */
function PathRecorder() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  // Only after restore: recording earlier would be overwritten by the stored, older path.
  const restored = useSessionRestored();
  useEffect(() => {
    if (restored) recordPath(pathname, search);
  }, [restored, pathname, search]);
  return null;
}

/**
 * The session's client side, mounted once in the shell: restores the persisted slices, lets sign-out and expiry
 * navigate with the router, checks the remembered user against the API, and records the last path.
 */
export function SessionRuntime() {
  const router = useRouter();

  useEffect(() => {
    registerNavigator((path) => router.push(path));
  }, [router]);

  useEffect(() => {
    const stop = startPersistedState();
    if (!reconciled) {
      reconciled = true;
      void reconcileSession();
    }
    return stop;
  }, []);

  return (
    <Suspense fallback={null}>
      <PathRecorder />
    </Suspense>
  );
}
