import { REVALIDATE_TOKEN, WEB_PORT } from "../support/env";
import { expect, test } from "../support/test";

// The API calls this on the web server's own address when a clinic's content changes (apps/api/src/lib/
// content-changes.ts). It must drop only that clinic's tags, and refuse anyone without the shared secret.
const endpoint = `http://127.0.0.1:${WEB_PORT}/ops/revalidate`;
const post = (body: unknown, token: string | null = REVALIDATE_TOKEN) =>
  fetch(endpoint, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

test.describe("cache refresh endpoint", () => {
  test.skip(({ isMobile }) => isMobile, "server endpoint: one run is enough");

  test("drops the changed areas of one clinic", async () => {
    const response = await post({ site: "lumiere", tables: ["products", "banners"] });
    expect(response.status).toBe(200);
    const { revalidated } = (await response.json()) as { revalidated: string[] };
    expect(revalidated).toContain("site:lumiere:products");
    expect(revalidated).toContain("site:lumiere:banners");
    expect(revalidated.some((tag) => tag.includes("haneul"))).toBe(false);
  });

  test("refuses a missing or wrong secret and bad bodies", async () => {
    expect((await post({ site: "lumiere", tables: ["products"] }, null)).status).toBe(401);
    expect((await post({ site: "lumiere", tables: ["products"] }, "wrong-token-wrong-token")).status).toBe(
      401,
    );
    const bad = await post({ site: "../lumiere", tables: [] });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ status: 400 });
  });
});
