import type { Metadata } from "next";
import type { ReactNode } from "react";
import { AllCjkFonts } from "@/ui/language/cjk-font";
import { PlatformDocument } from "@/ui/styles/platform-document";

export const metadata: Metadata = {
  title: { default: "파트너 콘솔", template: "%s | 파트너 콘솔" },
  robots: { index: false, follow: false },
};

/** Root layout of the partner console (console host only). */
export default function ConsoleLayout({ children }: { children: ReactNode }) {
  return (
    <PlatformDocument>
      {/* Patients' languages (the desk's badges) and translations show Japanese and Chinese: our fonts draw them,
          each subset loaded only when a page shows its letters (unicode-range). */}
      <AllCjkFonts />
      {children}
    </PlatformDocument>
  );
}
