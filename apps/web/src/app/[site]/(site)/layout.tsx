import type { ReactNode } from "react";
import { SiteFooter } from "../../../components/site-footer";
import { SiteHeader } from "../../../components/site-header";
import { loadSite } from "../../../lib/site/load-site";

interface ShellLayoutProps {
  children: ReactNode;
  params: Promise<{ site: string }>;
}

/** The site shell around every regular page (the pre-launch page stands alone). */
export default async function ShellLayout({ children, params }: ShellLayoutProps) {
  const { site } = await params;
  const { partner, siteConfig } = await loadSite(site);
  return (
    <>
      <SiteHeader partner={partner} siteConfig={siteConfig} />
      <main id="main" className="site-main">
        {children}
      </main>
      <SiteFooter partner={partner} siteConfig={siteConfig} />
    </>
  );
}
