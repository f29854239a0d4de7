"use client";

import type { Customer } from "@clinic/shared";
import { useCallback } from "react";
import { lastPath, signedIn } from "@/features/session/client";
import { isSafeLocalPath } from "@/features/session/last-path";
import { useRouter } from "@/ui/language/navigation";

/**
 * After any successful sign-in: the user is set (and the login event sent), then the visitor goes back to the
 * page they were on (never an account page: lastPath() skips those), or home. Replace, so "back" does not
 * return to a sign-in form.
 */
export function useFinishSignIn(): (customer: Customer) => void {
  const router = useRouter();
  return useCallback(
    (customer: Customer) => {
      signedIn(customer);
      const back = lastPath();
      router.replace(back !== null && isSafeLocalPath(back) ? back : "/");
    },
    [router],
  );
}
