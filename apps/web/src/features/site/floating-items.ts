import type { FloatingChannel, PartnerInfo, SiteConfig } from "@clinic/shared";
import { formatPhone, partnerPhoneNumber, telHref } from "@/ui/format/phone";
import { resolveLink } from "./links";

/** What a floating item does when clicked. */
export type FloatingAction =
  | { kind: "link"; href: string; external: boolean }
  | { kind: "reservation" }
  /** Opens the customer-chat messenger (channel chat); the chat integration listens for 'clinic:chat-open'. */
  | { kind: "chat" };

export interface FloatingEntry {
  /** Stable key: 'custom-{index}' or the channel name. */
  key: string;
  channel: FloatingChannel | "custom";
  title: string;
  /** "ko" when the title is the clinic's own (a custom item or an override), not a built-in one (issue 29). */
  titleLang?: "ko";
  /** Partner-supplied images; null means the built-in icon of the channel. */
  pcImageUrl: string | null;
  mobileImageUrl: string | null;
  action: FloatingAction;
}

/** Event the floating channel-chat item dispatches on window. */
export const CHAT_OPEN_EVENT = "clinic:chat-open";

/** Korean default titles of the channel items (a partner may override them per channel). */
export const CHANNEL_TITLES: Record<FloatingChannel, string> = {
  blog: "블로그",
  instagram: "인스타그램",
  youtube: "유튜브",
  phone: "전화 상담",
  kakao: "카카오톡 상담",
  naverTalk: "네이버 톡톡",
  channelTalk: "1:1 채팅 상담",
};

type Partner = Pick<PartnerInfo, "partnerPhone" | "partnerTel" | "partnerMarketingInfo">;
type Config = Pick<SiteConfig, "floatingItems" | "channelOverrides">;

function linkAction(url: string | null | undefined): FloatingAction | null {
  const link = resolveLink(url);
  return link ? { kind: "link", href: link.href, external: link.external } : null;
}

/**
 * The floating contact menu's items in the spec's order (section 2): the partner's custom items, then blog,
 * Instagram, YouTube, phone, KakaoTalk, naver talk and channel chat — each only when its URL or id exists (a
 * custom item without URL counts when it is a reservation-consulting button, which opens the widget).
 * siteConfig.channelOverrides replace a channel's title and image. The phone item calls the partner's own
 * number only; the footer's default 1000-1000 is never dialled from here. Pure.
 */
export function floatingItemsFor(
  partner: Partner,
  siteConfig: Config,
  titles: Record<FloatingChannel, string> = CHANNEL_TITLES,
): FloatingEntry[] {
  const custom = siteConfig.floatingItems.flatMap((item, index): FloatingEntry[] => {
    const action: FloatingAction | null =
      linkAction(item.url) ?? (item.buttonReservationConsulting ? { kind: "reservation" } : null);
    if (!action) return [];
    return [
      {
        key: `custom-${index}`,
        channel: "custom",
        title: item.title,
        // The clinic's words: Korean unless it translated them into the page's language (issue 29).
        ...(item.translated?.includes("title") ? {} : { titleLang: "ko" as const }),
        pcImageUrl: item.pcImageUrl,
        mobileImageUrl: item.mobileImageUrl ?? item.pcImageUrl,
        action,
      },
    ];
  });

  const marketing = partner.partnerMarketingInfo;
  const phone = partnerPhoneNumber(partner);
  const tel = telHref(phone);
  const channelActions: [FloatingChannel, FloatingAction | null][] = [
    ["blog", linkAction(marketing.naverBlogUrl)],
    ["instagram", linkAction(marketing.instagramUrl)],
    ["youtube", linkAction(marketing.youtubeUrl)],
    ["phone", tel ? { kind: "link", href: tel, external: false } : null],
    ["kakao", linkAction(marketing.kakaoTalkUrl)],
    ["naverTalk", linkAction(marketing.naverTalkUrl)],
    ["channelTalk", marketing.channelTalkId?.trim() ? { kind: "chat" } : null],
  ];

  const channels = channelActions.flatMap(([channel, action]): FloatingEntry[] => {
    if (!action) return [];
    const override = siteConfig.channelOverrides.find((entry) => entry.channel === channel);
    const fallbackTitle =
      channel === "phone" && phone ? `${titles.phone} ${formatPhone(phone)}` : titles[channel];
    const ownTitle = override?.title?.trim();
    const image = override?.imageUrl?.trim() || null;
    return [
      {
        key: channel,
        channel,
        title: ownTitle || fallbackTitle,
        ...(ownTitle ? { titleLang: "ko" as const } : {}),
        pcImageUrl: image,
        mobileImageUrl: image,
        action,
      },
    ];
  });

  return [...custom, ...channels];
}

/**
 * Where the floating menu shows (spec section 2): everywhere except the terms pages, /ready, /404 and product
 * detail pages (/products/{id} and below; /products/category/… are lists and keep it).
 */
export function floatingMenuVisible(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, "") || "/";
  if (path === "/terms" || path.startsWith("/terms/")) return false;
  if (path === "/ready" || path === "/404") return false;
  const product = /^\/products\/([^/]+)/.exec(path);
  return !(product && product[1] !== "category");
}

/** Below big desktop, items after the first `limit` hide behind 'more' until it is expanded. */
export function visibleFloatingCount(
  total: number,
  options: { bigDesktop: boolean; expanded: boolean; limit: number },
) {
  if (options.bigDesktop || options.expanded || total <= options.limit) return total;
  return options.limit;
}
