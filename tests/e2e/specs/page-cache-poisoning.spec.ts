import { randomUUID } from "node:crypto";
import { WEB_PORT } from "../support/env";
import { rawRequest } from "../support/raw-http";
import { expect, test } from "../support/test";

// Issue 23: one request with a prefetch or router signal to a public query page got Next's `200 {}`, which the
// page cache kept and served to every visitor with the same Accept-Encoding as a blank page. Here the poisoning
// request is sent raw with the browser's own Accept-Encoding (part of the cache key), then Chromium opens the
// page and must see the real one. A fresh query string per page keeps other specs' requests out of these keys.
const PAGES = [
  { path: "/products", heading: "시술 안내" },
  { path: "/events", heading: "이벤트" },
  { path: "/exhibitions", heading: "기획전" },
  { path: "/boards/1", heading: "언론 보도" },
  { path: "/cscenter/notice", heading: "공지사항" },
  { path: "/cscenter/faq", heading: "자주 묻는 질문" },
  { path: "/cscenter/after-notices", heading: "시술 후 주의사항" },
  { path: "/search", heading: "검색" },
  { path: "/terms/terms-of-service", heading: "이용약관" },
  { path: "/terms/privacy-policy", heading: "개인정보처리방침" },
];

/** Signals Next answers with something other than the page's HTML, and a browser prefetch (rules.ts lists all). */
const SIGNALS: Record<string, string>[] = [
  { "x-middleware-prefetch": "1" },
  { rsc: "1", "next-router-prefetch": "1" },
  { "next-router-segment-prefetch": "/_tree", rsc: "1" },
  { "x-nextjs-data": "1" },
  { "x-middleware-subrequest": "proxy:proxy:proxy:proxy:proxy" },
  { "sec-purpose": "prefetch" },
];

test.describe("page cache poisoning", () => {
  test.skip(({ isMobile }) => isMobile, "server behaviour: one run is enough");

  test("a prefetch or router request cannot turn a public page blank for the visitors after it", async ({
    page,
  }) => {
    // The browser's Accept-Encoding, read from a request it makes, so the raw requests land on its cache key.
    const first = await page.goto(`http://lumiere.localhost:${WEB_PORT}/assets/og-default.png`);
    const acceptEncoding = (await first?.request().allHeaders())?.["accept-encoding"] ?? "";
    expect(acceptEncoding).not.toBe("");

    for (const { path, heading } of PAGES) {
      const url = `${path}?utm_content=poison-${randomUUID().slice(0, 8)}`;
      for (const signal of SIGNALS) {
        await rawRequest("GET", "lumiere.localhost", url, { "accept-encoding": acceptEncoding, ...signal });
      }
      const plain = await rawRequest("GET", "lumiere.localhost", url, { "accept-encoding": "identity" });
      expect(plain.body, url).not.toBe("{}");

      const response = await page.goto(`http://lumiere.localhost:${WEB_PORT}${url}`);
      expect(response?.status(), url).toBe(200);
      expect(response?.headers()["content-type"], url).toContain("text/html");
      await expect(page.getByRole("heading", { level: 1 }), url).toHaveText(heading);
    }
  });
});
