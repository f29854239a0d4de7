import { afterEach, describe, expect, it, vi } from "vitest";
import { MEDIA_CONTENT_SECURITY_POLICY } from "@/platform/security/security-headers.ts";

vi.mock("server-only", () => ({}));
const { forwardMedia } = await import("./media");

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const get = (path: string) => new Request(`http://lumiere.localhost:3000/media/${path}`);

function expectStrict(response: Response) {
  expect(response.headers.get("content-security-policy")).toBe(MEDIA_CONTENT_SECURITY_POLICY);
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
}

describe("forwardMedia", () => {
  it("serves an SVG under the strict policy: no script may run in it, sandboxed", async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(svg, { headers: { "content-type": "image/svg+xml" } })),
    );
    const response = await forwardMedia(get("lumiere/x.svg"), ["lumiere", "x.svg"]);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    expectStrict(response);
    expect(MEDIA_CONTENT_SECURITY_POLICY).toMatch(/(^|; )sandbox(;|$)/);
    expect(MEDIA_CONTENT_SECURITY_POLICY).toContain("default-src 'none'");
    expect(MEDIA_CONTENT_SECURITY_POLICY).not.toContain("script-src");
  });

  it("keeps the strict policy on its own answers: refused paths and an unreachable API", async () => {
    expectStrict(await forwardMedia(get("x/../y"), ["x", "..", "y"]));
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new Error("connection refused");
      }),
    );
    const failed = await forwardMedia(get("lumiere/x.svg"), ["lumiere", "x.svg"]);
    expect(failed.status).toBe(502);
    expectStrict(failed);
  });
});
