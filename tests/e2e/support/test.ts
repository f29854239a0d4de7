import { test as base } from "@playwright/test";

export { expect } from "@playwright/test";

/**
 * Hosts of the third-party browser scripts a clinic may configure (chat, tag manager, analytics, identity
 * verification). Tests never reach them: the machine may be offline, and a test must not depend on somebody
 * else's service. Matched on the request URL's host.
 */
const THIRD_PARTY_HOSTS = [
  /(^|\.)channel\.io$/,
  /(^|\.)googletagmanager\.com$/,
  /(^|\.)google-analytics\.com$/,
  /(^|\.)iamport\.kr$/,
];

export const isThirdPartyUrl = (url: URL): boolean =>
  THIRD_PARTY_HOSTS.some((pattern) => pattern.test(url.hostname));

/**
 * Every test runs as if the third parties were unreachable (the request fails like a lost network), so what a
 * clinic's visitors see when a vendor is down is what every test sees. A spec that needs a stand-in vendor
 * routes the same URL on its page: page routes win over this context route.
 */
export const test = base.extend<{ thirdPartiesUnreachable: undefined }>({
  thirdPartiesUnreachable: [
    async ({ context }, use) => {
      await context.route(isThirdPartyUrl, (route) => route.abort("internetdisconnected"));
      await use(undefined);
    },
    { auto: true },
  ],
});
