import type { PartnerInfo } from "@clinic/shared";
import { describe, expect, it } from "vitest";
import { DEFAULT_OG_IMAGE, OWN_MANIFEST, partnerMetadata } from "./metadata";

function partner(config: Partial<PartnerInfo["homepageConfig"]> = {}): PartnerInfo {
  return {
    id: 7,
    partnerName: "루미에르의원",
    displayName: "루미에르 피부과",
    homepageConfig: {
      seoTitle: null,
      seoDescription: null,
      seoKeywords: [],
      ogImageUrl: null,
      faviconUpdatedAt: null,
      ...config,
    },
  } as unknown as PartnerInfo;
}

const context = { origin: "http://lumiere.localhost:3000", assetCdnUrl: "https://cdn.example.com" };

describe("partnerMetadata", () => {
  it("titles pages with the partner name and a template for inner pages", () => {
    const metadata = partnerMetadata(partner(), context);
    expect(metadata.title).toEqual({ default: "루미에르 피부과", template: "%s | 루미에르 피부과" });
    expect(metadata.description).toContain("루미에르 피부과");
    expect(metadata.keywords).toBeUndefined();
    expect(metadata.metadataBase?.toString()).toBe("http://lumiere.localhost:3000/");
  });

  it("uses the SEO fields when set", () => {
    const metadata = partnerMetadata(
      partner({ seoTitle: "강남 피부과", seoDescription: "피부 진료", seoKeywords: ["피부과", "리프팅"] }),
      context,
    );
    expect(metadata.title).toEqual({ default: "강남 피부과", template: "%s | 루미에르 피부과" });
    expect(metadata.description).toBe("피부 진료");
    expect(metadata.keywords).toEqual(["피부과", "리프팅"]);
  });

  it("defaults the preview image to the shared one", () => {
    expect(partnerMetadata(partner(), context).openGraph?.images).toEqual([DEFAULT_OG_IMAGE]);
    expect(
      partnerMetadata(partner({ ogImageUrl: "/media/lumiere/og.svg" }), context).openGraph?.images,
    ).toEqual([{ url: "/media/lumiere/og.svg" }]);
  });

  it("takes favicons and manifest from homepage-meta/{partnerId} only when the partner uses a CDN favicon", () => {
    const own = partnerMetadata(partner(), context);
    expect(own.manifest).toBe(OWN_MANIFEST);
    const cdn = partnerMetadata(partner({ faviconUpdatedAt: "2025-01-02T03:04:05Z" }), context);
    expect(cdn.manifest).toMatch(/^https:\/\/cdn\.example\.com\/homepage-meta\/7\/manifest\.json\?v=\d+$/);
    expect(JSON.stringify(cdn.icons)).toContain("https://cdn.example.com/homepage-meta/7/favicon.ico");
    const noCdn = partnerMetadata(partner({ faviconUpdatedAt: "2025-01-02T03:04:05Z" }), {
      ...context,
      assetCdnUrl: undefined,
    });
    expect(noCdn.manifest).toBe(OWN_MANIFEST);
  });
});
