import { describe, expect, it } from "vitest";
import { productJsonLd, serializeJsonLd } from "./json-ld";

const product = {
  id: 7,
  name: "울쎄라 리프팅",
  imageUrls: ["/media/lumiere/a.svg", "https://cdn.example.com/b.svg"],
  thumbnailUrl: "/media/lumiere/t.svg",
  categoryName: "리프팅",
  options: [
    {
      id: 1,
      name: "100샷",
      price: 300000,
      originalPrice: null,
      discountRate: null,
      durationMinutes: 30,
      isDefault: true,
    },
    {
      id: 2,
      name: "300샷",
      price: 790000,
      originalPrice: 900000,
      discountRate: 12,
      durationMinutes: 60,
      isDefault: false,
    },
  ],
};
const origin = "http://lumiere.localhost:5000";

describe("productJsonLd", () => {
  it("names the product with absolute images and a KRW AggregateOffer", () => {
    expect(
      productJsonLd(product, {
        origin,
        description: "탄력 개선",
        prices: { hasPriceView: true, isIncludeVat: true },
      }),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "울쎄라 리프팅",
      image: ["http://lumiere.localhost:5000/media/lumiere/a.svg", "https://cdn.example.com/b.svg"],
      description: "탄력 개선",
      category: "리프팅",
      url: "http://lumiere.localhost:5000/products/7",
      offers: {
        "@type": "AggregateOffer",
        priceCurrency: "KRW",
        lowPrice: 300000,
        highPrice: 790000,
        offerCount: 2,
      },
    });
  });
  it("leaves offers out when prices are hidden, and falls back to the thumbnail", () => {
    const ld = productJsonLd(
      { ...product, imageUrls: [] },
      { origin, description: "", prices: { hasPriceView: false, isIncludeVat: true } },
    );
    expect(ld.offers).toBeUndefined();
    expect(ld.description).toBeUndefined();
    expect(ld.image).toEqual(["http://lumiere.localhost:5000/media/lumiere/t.svg"]);
  });
});

describe("serializeJsonLd", () => {
  it("cannot close the script element", () => {
    const text = serializeJsonLd({ name: "</script><script>alert(1)</script>" });
    expect(text).not.toContain("</script>");
    expect(JSON.parse(text)).toEqual({ name: "</script><script>alert(1)</script>" });
  });
});
