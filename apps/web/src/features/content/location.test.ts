import { describe, expect, it } from "vitest";
import { formatCoordinates, mapLinks } from "./location";

const none = { naverMapUrl: null, kakaoMapUrl: null, tMapUrl: null, googleMapUrl: null };

describe("mapLinks", () => {
  it("lists only the services the clinic set, in a fixed order", () => {
    const links = mapLinks({
      ...none,
      googleMapUrl: "https://maps.google.com/?q=1",
      naverMapUrl: "https://naver.me/abc",
      tMapUrl: "  ",
    });
    expect(links).toEqual([
      { key: "naverMapUrl", label: "네이버 지도", href: "https://naver.me/abc" },
      { key: "googleMapUrl", label: "구글 지도", href: "https://maps.google.com/?q=1" },
    ]);
    expect(mapLinks(none)).toEqual([]);
  });

  it("adds a scheme to bare hosts and drops internal paths", () => {
    expect(mapLinks({ ...none, kakaoMapUrl: "map.kakao.com/link/1" })[0]?.href).toBe(
      "http://map.kakao.com/link/1",
    );
    expect(mapLinks({ ...none, kakaoMapUrl: "/info" })).toEqual([]);
  });
});

describe("formatCoordinates", () => {
  it("prints both coordinates with hemispheres", () => {
    expect(formatCoordinates(37.4979421, 127.0276211)).toBe("37.497942° N, 127.027621° E");
    expect(formatCoordinates(-33.8688, -151.2093)).toBe("33.868800° S, 151.209300° W");
  });

  it("is null without both values", () => {
    expect(formatCoordinates(null, 127)).toBeNull();
    expect(formatCoordinates(37, null)).toBeNull();
  });
});
