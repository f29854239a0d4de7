import type { Metadata } from "next";
import type { ReactNode } from "react";
import { PlatformDocument } from "@/ui/styles/platform-document";

export const metadata: Metadata = { title: "사이트를 찾을 수 없습니다", robots: { index: false } };

/** Root layout for pages that belong to no clinic (a host no partner serves). */
export default function PlatformLayout({ children }: { children: ReactNode }) {
  return <PlatformDocument>{children}</PlatformDocument>;
}
