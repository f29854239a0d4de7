import type { SiteData } from "../../../lib/site/load-site";

// Placeholder slot: being built for issue 3.
export function PopupLayer(_props: SiteData) {
  return null;
}
