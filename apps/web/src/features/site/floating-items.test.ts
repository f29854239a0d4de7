import type { PartnerMarketingInfo, SiteConfig } from "@clinic/shared";
import { describe, expect, it } from "vitest";
import { floatingItemsFor, floatingMenuVisible, visibleFloatingCount } from "./floating-items";

const noMarketing: PartnerMarketingInfo = {
  channelTalkId: null,
  domainUrl: null,
  ga4Id: null,
  ga4PropertyId: null,
  gtmId: null,
  instagramUrl: null,
  kakaoTalkUrl: null,
  languageId: null,
  naverBlogUrl: null,
  naverDomainCheckHtml: null,
  naverTalkUrl: null,
  youtubeUrl: null,
  xUrl: null,
};

const allMarketing: PartnerMarketingInfo = {
  ...noMarketing,
  channelTalkId: "ch-1",
  instagramUrl: "https://instagram.com/clinic",
  kakaoTalkUrl: "pf.kakao.com/_clinic",
  naverBlogUrl: "https://blog.naver.com/clinic",
  naverTalkUrl: "https://talk.naver.com/clinic",
  youtubeUrl: "https://youtube.com/@clinic",
  xUrl: "https://x.com/clinic",
};

type Config = Pick<SiteConfig, "floatingItems" | "channelOverrides">;
const emptyConfig: Config = { floatingItems: [], channelOverrides: [] };
const partner = (marketing: PartnerMarketingInfo, phone: string | null = "02-545-1004") => ({
  partnerPhone: phone,
  partnerTel: null,
  partnerMarketingInfo: marketing,
});

describe("floatingItemsFor", () => {
  it("lists custom items first, then blog, Instagram, YouTube, phone, KakaoTalk, naver talk, channel chat", () => {
    const config: Config = {
      floatingItems: [
        {
          title: "온라인 예약",
          url: null,
          buttonReservationConsulting: true,
          pcImageUrl: "/a.svg",
          mobileImageUrl: null,
        },
        {
          title: "오시는 길",
          url: "/introduce/space",
          buttonReservationConsulting: false,
          pcImageUrl: "/b.svg",
          mobileImageUrl: "/b-m.svg",
        },
      ],
      channelOverrides: [],
    };
    const items = floatingItemsFor(partner(allMarketing), config);
    expect(items.map((item) => item.key)).toEqual([
      "custom-0",
      "custom-1",
      "blog",
      "instagram",
      "youtube",
      "phone",
      "kakao",
      "naverTalk",
      "channelTalk",
    ]);
    expect(items[0]?.action).toEqual({ kind: "reservation" });
    expect(items[0]?.mobileImageUrl).toBe("/a.svg");
    expect(items[1]?.action).toEqual({ kind: "link", href: "/introduce/space", external: false });
    expect(items[1]?.mobileImageUrl).toBe("/b-m.svg");
    expect(items.find((item) => item.key === "phone")?.action).toEqual({
      kind: "link",
      href: "tel:025451004",
      external: false,
    });
    // A URL without a scheme gets http:// and opens in a new tab.
    expect(items.find((item) => item.key === "kakao")?.action).toEqual({
      kind: "link",
      href: "http://pf.kakao.com/_clinic",
      external: true,
    });
    expect(items.at(-1)?.action).toEqual({ kind: "chat" });
  });

  it("leaves out every item without a URL or id", () => {
    const config: Config = {
      floatingItems: [
        {
          title: "빈 항목",
          url: " ",
          buttonReservationConsulting: false,
          pcImageUrl: null,
          mobileImageUrl: null,
        },
      ],
      channelOverrides: [],
    };
    expect(floatingItemsFor(partner(noMarketing, null), config)).toEqual([]);
    const onlyYoutube = floatingItemsFor(
      partner({ ...noMarketing, youtubeUrl: "https://youtu.be/x" }, null),
      emptyConfig,
    );
    expect(onlyYoutube.map((item) => item.key)).toEqual(["youtube"]);
  });

  it("calls partnerTel, else partnerPhone, from the phone item", () => {
    const items = floatingItemsFor(
      { partnerPhone: null, partnerTel: "0234487575", partnerMarketingInfo: noMarketing },
      emptyConfig,
    );
    expect(items.map((item) => [item.key, item.title])).toEqual([["phone", "전화 상담 02-3448-7575"]]);
    const both = floatingItemsFor(
      { partnerPhone: "1588-7575", partnerTel: "02-3448-7575", partnerMarketingInfo: noMarketing },
      emptyConfig,
    );
    expect(both[0]?.action).toEqual({ kind: "link", href: "tel:0234487575", external: false });
  });

  it("applies per-channel title and image overrides", () => {
    const config: Config = {
      floatingItems: [],
      channelOverrides: [
        { channel: "kakao", title: "카톡 상담", imageUrl: "/chat.svg" },
        { channel: "channelTalk", title: "실시간 채팅", imageUrl: null },
      ],
    };
    const items = floatingItemsFor(partner(allMarketing), config);
    const kakao = items.find((item) => item.key === "kakao");
    expect([kakao?.title, kakao?.pcImageUrl, kakao?.mobileImageUrl]).toEqual([
      "카톡 상담",
      "/chat.svg",
      "/chat.svg",
    ]);
    const chat = items.find((item) => item.key === "channelTalk");
    expect([chat?.title, chat?.pcImageUrl]).toEqual(["실시간 채팅", null]);
    expect(items.find((item) => item.key === "blog")?.title).toBe("블로그");
  });
});

describe("floatingMenuVisible", () => {
  it.each([
    ["/", true],
    ["/events", true],
    ["/products", true],
    ["/products/", true],
    ["/products/category/pick", true],
    ["/products/category/event", true],
    ["/introduce/space", true],
    ["/terms/terms-of-service", false],
    ["/terms/privacy-policy", false],
    ["/ready", false],
    ["/404", false],
    ["/products/12", false],
    ["/products/12/secret/3", false],
  ])("%s → %s", (path, visible) => {
    expect(floatingMenuVisible(path)).toBe(visible);
  });
});

describe("visibleFloatingCount", () => {
  const limit = 4;
  it("shows everything on big desktop, when expanded or with 4 or fewer items", () => {
    expect(visibleFloatingCount(8, { bigDesktop: true, expanded: false, limit })).toBe(8);
    expect(visibleFloatingCount(8, { bigDesktop: false, expanded: true, limit })).toBe(8);
    expect(visibleFloatingCount(4, { bigDesktop: false, expanded: false, limit })).toBe(4);
  });

  it("hides items beyond 4 while collapsed below big desktop", () => {
    expect(visibleFloatingCount(5, { bigDesktop: false, expanded: false, limit })).toBe(4);
  });
});
