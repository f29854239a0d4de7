import type { Page } from "@playwright/test";
import { readAsClinic } from "./sites";

/** The parts of GET /partners/this and /partners/this/site-config the footer and floating tests read. */
interface DayHours {
  opening: string | null;
  closing: string | null;
  lunchStart: string | null;
  lunchEnd: string | null;
}

export interface FooterPartner {
  partnerName: string;
  partnerPhone: string | null;
  partnerTel: string | null;
  partnerBusinessNumber: string | null;
  partnerCeoName: string | null;
  partnerAddress: string | null;
  operationTimeType: "weekWeekend" | "daily";
  operationTimes: Record<"monday" | "saturday" | "sunday", DayHours>;
  lunchStart: string | null;
  lunchEnd: string | null;
  partnerMarketingInfo: Record<
    | "channelTalkId"
    | "naverBlogUrl"
    | "instagramUrl"
    | "youtubeUrl"
    | "kakaoTalkUrl"
    | "naverTalkUrl"
    | "xUrl",
    string | null
  >;
}

export interface FooterSiteConfig {
  floatingItems: { title: string; url: string | null; buttonReservationConsulting: boolean }[];
  floatingButton: { text: string | null; hideButton: boolean };
  footer: { links: { title: string; url: string }[] };
  widget: { type: string };
}

/** Reads the clinic's own data as its pages' server does (readAsClinic; the page must be on the clinic's host). */
export async function loadClinic(page: Page) {
  const [partner, siteConfig] = await Promise.all([
    readAsClinic<FooterPartner>(page, "/api/partners/this"),
    readAsClinic<FooterSiteConfig>(page, "/api/partners/this/site-config"),
  ]);
  return { partner: partner.body, siteConfig: siteConfig.body };
}

/**
 * The floating menu's expected items in the spec's order (custom items, blog, Instagram, YouTube, phone,
 * KakaoTalk, naver talk, channel chat), each only when its URL or id exists — written out independently of
 * the app's implementation so the test checks the rule, not the code.
 */
export function expectedFloatingChannels(partner: FooterPartner, siteConfig: FooterSiteConfig): string[] {
  const has = (value: string | null | undefined) => Boolean(value?.trim());
  const marketing = partner.partnerMarketingInfo;
  const custom = siteConfig.floatingItems
    .filter((item) => has(item.url) || item.buttonReservationConsulting)
    .map(() => "custom");
  const channels: [string, boolean][] = [
    ["blog", has(marketing.naverBlogUrl)],
    ["instagram", has(marketing.instagramUrl)],
    ["youtube", has(marketing.youtubeUrl)],
    ["phone", has(partner.partnerPhone) || has(partner.partnerTel)],
    ["kakao", has(marketing.kakaoTalkUrl)],
    ["naverTalk", has(marketing.naverTalkUrl)],
    ["channelTalk", has(marketing.channelTalkId)],
  ];
  return [...custom, ...channels.filter(([, present]) => present).map(([name]) => name)];
}

/** Index (in the floating menu) of the first custom item that opens the reservation widget, if any. */
export function reservationItemIndex(siteConfig: FooterSiteConfig): number {
  const custom = siteConfig.floatingItems.filter(
    (item) => item.url?.trim() || item.buttonReservationConsulting,
  );
  return custom.findIndex((item) => !item.url?.trim() && item.buttonReservationConsulting);
}

export const hhmm = (time: string | null) => (time ? time.slice(0, 5) : null);
