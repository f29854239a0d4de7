"use client";

import { useEffect } from "react";
import { sessionExpired } from "@/features/session/client";

/**
 * Rendered by a members-only page when the visitor's cookie was there but the API no longer accepts it: spec 8's
 * rule (clear the user, toast "session expired", go home) applies as for any 401 the browser sees.
 */
export function SessionExpired() {
  useEffect(() => {
    sessionExpired();
  }, []);
  return null;
}
