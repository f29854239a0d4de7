import { test } from "@playwright/test";
import { THIRD_PARTY_DOMAINS } from "./env";

export { expect, test } from "@playwright/test";

/**
 * In a spec that runs at both widths, marks a test whose subject is the same at every width (a rule, a data
 * flow): it runs at 1440 only, and the layout-dependent tests of the spec still run at 390.
 */
export function sameAtEveryWidth() {
  test.skip(test.info().project.name === "mobile", "the same at every width: checked at 1440");
}

/**
 * Whether a URL belongs to a clinic's third-party vendor. The browser cannot resolve those hosts in any test
 * (CHROMIUM_ARGS in env.ts), so what a clinic's visitors see when a vendor is down is what every test sees.
 */
export const isThirdPartyUrl = (url: URL): boolean =>
  THIRD_PARTY_DOMAINS.some((domain) => url.hostname === domain || url.hostname.endsWith(`.${domain}`));
