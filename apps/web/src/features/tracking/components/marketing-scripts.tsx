import type { PartnerMarketingInfo } from "@clinic/shared";
import { marketingTags } from "../marketing-tags";
import { MarketingTagLoader } from "./marketing-tag-loader";

interface MarketingScriptsProps {
  marketing: Pick<PartnerMarketingInfo, "gtmId" | "ga4Id">;
  /** Site key, for the warning. */
  site: string;
}

/** Google Tag Manager and GA4 for clinics that configured them (marketing-tag-scripts.tsx); nothing at all otherwise. */
export function MarketingScripts({ marketing, site }: MarketingScriptsProps) {
  const tags = marketingTags(marketing);
  for (const problem of tags.problems) console.warn(`[tracking] ${site}: ${problem}`);
  if (!tags.gtmId && !tags.ga4Id) return null;
  return <MarketingTagLoader gtmId={tags.gtmId} ga4Id={tags.ga4Id} />;
}
