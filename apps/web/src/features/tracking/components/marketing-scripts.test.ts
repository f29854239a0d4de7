import { describe, expect, it, vi } from "vitest";
import { MarketingScripts } from "./marketing-scripts";
import { MarketingTagLoader } from "./marketing-tag-loader";

describe("MarketingScripts", () => {
  it("renders nothing, so loads no tag code, for a clinic without tags or with invalid ids", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(MarketingScripts({ marketing: { gtmId: null, ga4Id: null }, site: "lumiere" })).toBeNull();
    expect(MarketingScripts({ marketing: { gtmId: "not-an-id", ga4Id: " " }, site: "lumiere" })).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("[tracking] lumiere: "));
    warn.mockRestore();
  });

  it("hands the configured ids to the tag loader", () => {
    const element = MarketingScripts({ marketing: { gtmId: "GTM-ABC123", ga4Id: null }, site: "haneul" });
    expect(element?.type).toBe(MarketingTagLoader);
    expect(element?.props).toEqual({ gtmId: "GTM-ABC123", ga4Id: null });
  });
});
