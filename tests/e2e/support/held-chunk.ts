import type { Page } from "@playwright/test";

export interface HeldChunk {
  /** Lets the held chunk through. */
  release(): void;
  /** Resolves once the page has asked for the chunk. */
  requested: Promise<void>;
}

/**
 * Routes the storefront's script chunks through the test and holds back the one whose code contains `mark` (a
 * string only that chunk holds) until `release()`, or refuses it with `refuse`: what a slow or failed download of
 * a part's code looks like to the page. Call `page.unrouteAll({ behavior: "ignoreErrors" })` at the test's end.
 */
export async function holdChunk(page: Page, mark: string, { refuse = false } = {}): Promise<HeldChunk> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let requested: () => void = () => {};
  const asked = new Promise<void>((resolve) => {
    requested = resolve;
  });
  await page.route("**/_next/static/chunks/*.js", async (route) => {
    // Fetched at 127.0.0.1 (Node does not resolve *.localhost); Next's static files are the same on every host.
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `http://127.0.0.1:${url.port}${url.pathname}` });
    const body = await response.text();
    if (!body.includes(mark)) return route.fulfill({ response, body });
    requested();
    if (refuse) return route.abort("connectionreset");
    await released;
    return route.fulfill({ response, body });
  });
  return { release, requested: asked };
}
