"use client";

import { useCustomer, useSessionRestored } from "../client";

export type AccountEntry = { kind: "link"; href: string; label: string } | { kind: "logout"; label: string };

const signedOut: AccountEntry[] = [
  { kind: "link", href: "/login", label: "로그인" },
  { kind: "link", href: "/sign-up", label: "회원가입" },
];
const signedIn: AccountEntry[] = [
  { kind: "link", href: "/mypage", label: "마이페이지" },
  { kind: "logout", label: "로그아웃" },
];

/** The header's account entries, or null while the persisted session is still being read. */
export function useAccountEntries(): AccountEntry[] | null {
  const restored = useSessionRestored();
  const customer = useCustomer();
  if (!restored) return null;
  return customer ? signedIn : signedOut;
}
