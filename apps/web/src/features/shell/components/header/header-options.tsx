"use client";

import { useEffect } from "react";
import {
  defaultHeaderOptions,
  type HeaderOptions as Options,
  uiStore,
} from "@/features/client-state/ui-state";
import { usePathname } from "@/ui/language/navigation";

type HeaderOptionsProps = Partial<Options>;

/**
 * Lets a page set its header options (spec 3 "Header inputs"): `<HeaderOptions transparent mobilePageTitle="…"/>`.
 * Renders nothing; the options apply while the page is shown and reset when it unmounts. They are re-applied
 * on every path change, because a page component that stays mounted across paths (/products/1 → /products/2)
 * keeps its options.
 */
export function HeaderOptions({
  transparent = false,
  whiteTheme = false,
  mobilePageTitle = null,
  historyBackUrl = null,
}: HeaderOptionsProps) {
  const pathname = usePathname();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path re-applies the same options on purpose
  useEffect(() => {
    uiStore.set({ header: { transparent, whiteTheme, mobilePageTitle, historyBackUrl } });
    return () => uiStore.set({ header: defaultHeaderOptions });
  }, [pathname, transparent, whiteTheme, mobilePageTitle, historyBackUrl]);

  return null;
}
