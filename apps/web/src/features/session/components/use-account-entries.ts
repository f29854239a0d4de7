"use client";

import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { useCustomer, useSessionRestored } from "../client";

export type AccountEntry = { kind: "link"; href: string; label: string } | { kind: "logout"; label: string };

/** The header's account entries in the page's language, or null while the persisted session is still being read. */
export function useAccountEntries(): AccountEntry[] | null {
  const restored = useSessionRestored();
  const customer = useCustomer();
  const t = useTranslations("shell");
  const entries = useMemo(
    () => ({
      signedOut: [
        { kind: "link", href: "/login", label: t("login") },
        { kind: "link", href: "/sign-up", label: t("signUp") },
      ] satisfies AccountEntry[],
      signedIn: [
        { kind: "link", href: "/mypage", label: t("myPage") },
        { kind: "logout", label: t("logout") },
      ] satisfies AccountEntry[],
    }),
    [t],
  );
  if (!restored) return null;
  return customer ? entries.signedIn : entries.signedOut;
}
