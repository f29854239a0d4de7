import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { gtagBootstrap, gtagScriptUrl, gtmScriptUrl, marketingTags } from "./marketing-tags";

describe("which Google tags a clinic loads", () => {
  it("nothing without ids (null or blank)", () => {
    expect(marketingTags({ gtmId: null, ga4Id: null })).toEqual({ gtmId: null, ga4Id: null, problems: [] });
    expect(marketingTags({ gtmId: "  ", ga4Id: "" })).toEqual({ gtmId: null, ga4Id: null, problems: [] });
  });

  it("each configured, well-formed id on its own (trimmed, upper-cased)", () => {
    expect(marketingTags({ gtmId: " GTM-5K7Q2XB ", ga4Id: null })).toEqual({
      gtmId: "GTM-5K7Q2XB",
      ga4Id: null,
      problems: [],
    });
    expect(marketingTags({ gtmId: null, ga4Id: "g-1a2b3c4d5e" })).toEqual({
      gtmId: null,
      ga4Id: "G-1A2B3C4D5E",
      problems: [],
    });
    expect(marketingTags({ gtmId: "GTM-ABCD", ga4Id: "G-ABCD1234" })).toMatchObject({
      gtmId: "GTM-ABCD",
      ga4Id: "G-ABCD1234",
    });
  });

  it("an invalid id loads nothing and is reported", () => {
    const bad = [
      "UA-12345-1",
      "GTM-",
      "GTM-AB",
      "G-12",
      "GTM-ABC');alert(1);//",
      "GTM-ABCD EFG",
      "https://evil.test/x.js",
    ];
    for (const value of bad) {
      const tags = marketingTags({ gtmId: value, ga4Id: value });
      expect(tags.gtmId, value).toBeNull();
      expect(tags.ga4Id, value).toBeNull();
      expect(tags.problems, value).toHaveLength(2);
    }
    const mixed = marketingTags({ gtmId: "GTM-5K7Q2XB", ga4Id: "UA-1-1" });
    expect(mixed.gtmId).toBe("GTM-5K7Q2XB");
    expect(mixed.ga4Id).toBeNull();
    expect(mixed.problems).toEqual([expect.stringContaining("ga4Id")]);
  });

  it("script URLs on Google's tag host", () => {
    expect(gtmScriptUrl("GTM-5K7Q2XB")).toBe("https://www.googletagmanager.com/gtm.js?id=GTM-5K7Q2XB");
    expect(gtagScriptUrl("G-1A2B3C4D5E")).toBe("https://www.googletagmanager.com/gtag/js?id=G-1A2B3C4D5E");
  });

  it("gtag's snippet queues js and config on the data layer", () => {
    const page: Record<string, unknown> = {};
    page.window = page;
    runInNewContext(gtagBootstrap("G-1A2B3C4D5E"), page);
    const queued = (page.dataLayer as IArguments[]).map((args) => Array.from(args));
    expect(queued).toHaveLength(2);
    expect(queued[0]?.[0]).toBe("js");
    expect(queued[1]).toEqual(["config", "G-1A2B3C4D5E"]);
  });
});
