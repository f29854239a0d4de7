"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import { watchPending } from "./pending-live";

/**
 * The queue re-renders on the server (router.refresh, no reload) when the stream's count or newest change differs
 * from what it was rendered with: a new request, one confirmed or cancelled elsewhere, a changed time.
 */
export function LiveRefresh({
  partnerId,
  count,
  latest,
}: {
  partnerId: number;
  count: number;
  latest: string | null;
}) {
  const router = useRouter();
  const shown = useRef({ count, latest });
  shown.current = { count, latest };
  useEffect(
    () =>
      watchPending(partnerId, (summary) => {
        if (summary.count === shown.current.count && summary.latest === shown.current.latest) return;
        shown.current = summary;
        router.refresh();
      }),
    [partnerId, router],
  );
  return null;
}
