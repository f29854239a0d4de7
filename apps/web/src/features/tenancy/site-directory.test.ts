import { describe, expect, it, vi } from "vitest";
import { forgetAllEverywhere, forgetSiteEverywhere } from "@/platform/announcements/process-caches.mjs";

vi.mock("server-only", () => ({}));
// The API as the directory sees it: each host's clinic and its deploy status as they are now.
const served = new Map<string, { partnerId: number; code: string; deployStatus: "LIVE" | "READY" }>();
const asked: string[] = [];
vi.mock("@/features/api/server-call", () => ({
  call: vi.fn(async (_name: string, input: { query: { host: string } }) => {
    asked.push(input.query.host);
    const site = served.get(input.query.host);
    return site
      ? { ok: true, status: 200, data: site }
      : { ok: false, status: 404, error: { message: "없음" } };
  }),
}));

const { resolveSite } = await import("./site-directory");

describe("site directory and announcements (decisions 0027, 0028)", () => {
  it("serves a launch announced for the clinic at once instead of after its TTL", async () => {
    served.set("a.example", { partnerId: 1, code: "a", deployStatus: "READY" });
    served.set("b.example", { partnerId: 2, code: "b", deployStatus: "READY" });
    expect(await resolveSite("a.example")).toMatchObject({ deployStatus: "READY" });
    expect(await resolveSite("b.example")).toMatchObject({ deployStatus: "READY" });
    served.set("a.example", { partnerId: 1, code: "a", deployStatus: "LIVE" });
    served.set("b.example", { partnerId: 2, code: "b", deployStatus: "LIVE" });
    // Still held: nothing announced yet.
    expect(await resolveSite("a.example")).toMatchObject({ deployStatus: "READY" });

    forgetSiteEverywhere("a");
    expect(await resolveSite("a.example")).toMatchObject({ deployStatus: "LIVE" });
    // Another clinic's entry is kept.
    expect(await resolveSite("b.example")).toMatchObject({ deployStatus: "READY" });
  });

  it("routes a new domain at once when a host change is announced", async () => {
    expect(await resolveSite("new.example")).toBeNull();
    served.set("new.example", { partnerId: 1, code: "a", deployStatus: "LIVE" });
    expect(await resolveSite("new.example")).toBeNull();
    forgetAllEverywhere();
    expect(await resolveSite("new.example")).toMatchObject({ code: "a" });
    expect(asked.filter((host) => host === "new.example")).toHaveLength(2);
  });
});
