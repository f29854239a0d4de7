"use client";

import Script from "next/script";
import { gtagBootstrap, gtagScriptUrl, gtmBootstrap, gtmScriptUrl } from "../marketing-tags";

export interface MarketingTagIds {
  gtmId: string | null;
  ga4Id: string | null;
}

/**
 * Google Tag Manager and GA4 loaded after hydration (next/script afterInteractive): the page never waits for them,
 * and a blocked or unreachable host only costs the browser's own network line, since next/script catches the load
 * error.
 */
export function MarketingTagScripts({ gtmId, ga4Id }: MarketingTagIds) {
  return (
    <>
      {gtmId ? (
        <>
          <Script id="gtm-init" strategy="afterInteractive">
            {gtmBootstrap()}
          </Script>
          <Script id="gtm-script" strategy="afterInteractive" src={gtmScriptUrl(gtmId)} />
        </>
      ) : null}
      {ga4Id ? (
        <>
          <Script id="gtag-init" strategy="afterInteractive">
            {gtagBootstrap(ga4Id)}
          </Script>
          <Script id="gtag-script" strategy="afterInteractive" src={gtagScriptUrl(ga4Id)} />
        </>
      ) : null}
    </>
  );
}
