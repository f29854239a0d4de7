import type { ReactNode } from "react";
import { ChatLayer } from "../../../components/chat/chat-layer";
import { FeedbackLayer } from "../../../components/shell/feedback/feedback-layer";
import { FloatingLayer } from "../../../components/shell/floating/floating-layer";
import { SiteFooter } from "../../../components/shell/footer/site-footer";
import { SiteHeader } from "../../../components/shell/header/site-header";
import { PopupLayer } from "../../../components/shell/popups/popup-layer";
import { PreviewStrip } from "../../../components/shell/preview/preview-strip";
import { loadSite } from "../../../lib/site/load-site";

interface ShellLayoutProps {
  children: ReactNode;
  params: Promise<{ site: string }>;
}

/** The site shell around every regular page (the pre-launch page stands alone). */
export default async function ShellLayout({ children, params }: ShellLayoutProps) {
  const { site } = await params;
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
