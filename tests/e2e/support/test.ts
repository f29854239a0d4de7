import { THIRD_PARTY_DOMAINS } from "./env";

export { expect, test } from "@playwright/test";

/**
 * Whether a URL belongs to a clinic's third-party vendor. The browser cannot resolve those hosts in any test
 * (CHROMIUM_ARGS in env.ts), so what a clinic's visitors see when a vendor is down is what every test sees.
 */
export const isThirdPartyUrl = (url: URL): boolean =>
  THIRD_PARTY_DOMAINS.some((domain) => url.hostname === domain || url.hostname.endsWith(`.${domain}`));
