"use client";

import Link from "next/link";
import { useEffect, useState } from "react";
import { clinicHref } from "@/console/lib/paths";
import { titleWithCount, watchPending } from "./pending-live";

/** How many requests wait, live (0 until the stream has said). */
function usePendingCount(partnerId: number): number {
  const [count, setCount] = useState(0);
  useEffect(() => watchPending(partnerId, (summary) => setCount(summary.count)), [partnerId]);
  return count;
}

const shown = (count: number) => (count > 99 ? "99+" : String(count));

/**
 * Beside "예약 관리": how many requests wait for confirmation, live, linking to the queue; the tab title carries
 * "(N) " too, so a background tab shows it. Nothing while none waits (or before the stream has said).
 */
export function PendingBadge({
  partnerId,
  className,
}: {
  partnerId: number;
  className?: string | undefined;
}) {
  const count = usePendingCount(partnerId);

  useEffect(() => {
    // Next writes each page's own title on navigation: put the count back in front whenever the title changes.
    const apply = () => {
      const next = titleWithCount(document.title, count);
      if (next !== document.title) document.title = next;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => {
      observer.disconnect();
      document.title = titleWithCount(document.title, 0);
    };
  }, [count]);

  if (count === 0) return null;
  return (
    <Link
      className={className}
      href={clinicHref(partnerId, "reservations/pending")}
      aria-label={`확정 대기 ${count}건`}
      data-testid="pending-badge"
    >
      {shown(count)}
    </Link>
  );
}

/** The same count inside the phone's folded "메뉴" button (text only: the button itself opens the menu). */
export function PendingCount({
  partnerId,
  className,
}: {
  partnerId: number;
  className?: string | undefined;
}) {
  const count = usePendingCount(partnerId);
  if (count === 0) return null;
  return (
    <span className={className} data-testid="pending-count">
      <span aria-hidden="true">{shown(count)}</span>
      <span className="visually-hidden">확정 대기 {count}건</span>
    </span>
  );
}
