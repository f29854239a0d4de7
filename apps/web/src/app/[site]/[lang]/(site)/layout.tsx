import type { ReactNode } from "react";
import { ChatLayer } from "@/features/chat/components/chat-layer";
import { type LanguageParams, siteLanguage } from "@/features/i18n/site-language";
import { FeedbackLayer } from "@/features/shell/components/feedback/feedback-layer";
import { FloatingLayer } from "@/features/shell/components/floating/floating-layer";
import { SiteFooter } from "@/features/shell/components/footer/site-footer";
import { SiteHeader } from "@/features/shell/components/header/site-header";
import { PopupLayer } from "@/features/shell/components/popups/popup-layer";
import { PreviewStrip } from "@/features/shell/components/preview/preview-strip";
import { loadSite } from "@/features/site/load-site";

interface ShellLayoutProps {
  children: ReactNode;
  params: Promise<LanguageParams>;
}

/** The site shell around every regular page (the pre-launch page stands alone). */
export default async function ShellLayout({ children, params }: ShellLayoutProps) {
  const { site } = await params;
  // Layouts may render before the root one has set the language: the frame's texts are read in it (issue 29).
  await siteLanguage(params);
  const data = await loadSite(site);
  return (
    <>
      <PreviewStrip />
      <FeedbackLayer />
      <SiteHeader {...data} />
      <main id="main" className="site-main">
        {children}
      </main>
      <SiteFooter {...data} />
      <FloatingLayer {...data} />
      <PopupLayer {...data} />
      <ChatLayer {...data} />
    </>
  );
}
