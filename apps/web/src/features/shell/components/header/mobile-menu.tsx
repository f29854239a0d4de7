"use client";

import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import { useUi } from "@/features/client-state/ui-state";
import type { MobileMenuProps } from "./mobile-menu-dialog";

// A separate chunk, fetched on the first open: the menu is closed on almost every page view.
const MobileMenuDialog = dynamic(() =>
  import("./mobile-menu-dialog").then((module) => module.MobileMenuDialog),
);

/**
 * The mobile slide-in menu (spec 2 and 4). Renders nothing until the menu is first opened; from then on the
 * dialog stays mounted so it can play its closing animation and open again at once.
 */
export function MobileMenu(props: MobileMenuProps) {
  const open = useUi((state) => state.menuOpen);
  const [wanted, setWanted] = useState(open);
  useEffect(() => {
    if (open) setWanted(true);
  }, [open]);
  return wanted || open ? <MobileMenuDialog {...props} /> : null;
}
