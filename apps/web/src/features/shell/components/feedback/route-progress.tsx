"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { usePathname, useSearchParams } from "@/ui/language/navigation";
import { layers, progressTokens } from "@/ui/styles/tokens";
import { isClientNavigation } from "./navigation-click";
import styles from "./route-progress.module.css";

type Phase = "idle" | "pending" | "done";

/**
 * A thin bar at the top while a client navigation is under way (spec section 9: progress bar, no spinner).
 * It starts on a click on a same-site link to another page and completes when the path or query changes.
 */
export function RouteProgress() {
  const t = useTranslations("shell");
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const [phase, setPhase] = useState<Phase>("idle");
  const [progress, setProgress] = useState(0);
  const current = useRef("");
  current.current = `${pathname}?${search}`;

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!isClientNavigation(event, window.location)) return;
      setProgress(0.08);
      setPhase("pending");
    };
    // Capture phase, so the bar starts even when a link's own handler stops the event.
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, []);

  // The route changed: whatever was pending is done.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path and query are the triggers
  useEffect(() => {
    setPhase((value) => (value === "pending" ? "done" : value));
  }, [pathname, search]);

  useEffect(() => {
    if (phase === "pending") {
      const trickle = setInterval(() => {
        setProgress((value) => value + (progressTokens.maxWhilePending - value) * 0.15);
      }, progressTokens.trickleMs);
      const giveUp = setTimeout(() => setPhase("done"), progressTokens.giveUpMs);
      return () => {
        clearInterval(trickle);
        clearTimeout(giveUp);
      };
    }
    if (phase === "done") {
      setProgress(1);
      const reset = setTimeout(() => {
        setPhase("idle");
        setProgress(0);
      }, progressTokens.fadeMs);
      return () => clearTimeout(reset);
    }
  }, [phase]);

  const style = {
    zIndex: layers.toast,
    height: progressTokens.height,
    transform: `scaleX(${progress})`,
    "--progress-fade": `${progressTokens.fadeMs}ms`,
  } as React.CSSProperties;

  return (
    <div
      className={styles.bar}
      data-phase={phase}
      style={style}
      role="progressbar"
      aria-label={t("navigating")}
      aria-hidden={phase === "idle"}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress * 100)}
      data-testid="route-progress"
    />
  );
}
