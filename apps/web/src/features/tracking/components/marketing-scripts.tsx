import type { PartnerMarketingInfo } from "@clinic/shared";
import Script from "next/script";
import { gtagBootstrap, gtagScriptUrl, gtmBootstrap, gtmScriptUrl, marketingTags } from "../marketing-tags";

interface MarketingScriptsProps {
  marketing: Pick<PartnerMarketingInfo, "gtmId" | "ga4Id">;
  /** Site key, for the warning. */
  site: string;
}

/**
 * Google Tag Manager and GA4 for clinics that configured them; nothing at all otherwise. Loaded after hydration
 * (next/script afterInteractive): the page never waits for them, and a blocked or unreachable host only costs the
 * browser's own network line, since next/script catches the load error.
 */
export function MarketingScripts({ marketing, site }: MarketingScriptsProps) {
  const tags = marketingTags(marketing);
  for (const problem of tags.problems) console.warn(`[tracking] ${site}: ${problem}`);
  return (
    <>
      {tags.gtmId ? (
        <>
          <Script id="gtm-init" strategy="afterInteractive">
            {gtmBootstrap()}
          </Script>
          <Script id="gtm-script" strategy="afterInteractive" src={gtmScriptUrl(tags.gtmId)} />
        </>
      ) : null}
      {tags.ga4Id ? (
        <>
          <Script id="gtag-init" strategy="afterInteractive">
            {gtagBootstrap(tags.ga4Id)}
          </Script>
          <Script id="gtag-script" strategy="afterInteractive" src={gtagScriptUrl(tags.ga4Id)} />
        </>
      ) : null}
    </>
  );
}
